// The main window driven in-process: creating, editing, autosave, switching, delete and undo.
import CGtk
import Foundation
import GtkBinding
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

/// A wall clock a test moves by hand, in milliseconds since 1970.
@MainActor private final class SettableWallClock {
    var now: Int64
    init(_ now: Int64) { self.now = now }
}

final class MainWindowTests: MainActorTestCase {
    func testOpensOnTheNewestNoteWithRowsNewestFirst() async throws {
        let window = try OpenWindow { store in
            try store.createNote(title: "Older", body: "first line\nsecond")
            try store.createNote(title: "", body: "\n  Newer body  \nmore")
        }
        defer { window.close() }
        XCTAssertEqual(window.main.list.count, 2)
        let newest = try XCTUnwrap(window.main.list.summaries.first)
        XCTAssertEqual(window.main.session.document.id, newest.id)
        XCTAssertEqual(window.editor.text, "\n  Newer body  \nmore")
        XCTAssertEqual(window.main.list.rowText(of: newest.id)?.shownTitle, "Untitled")
        XCTAssertEqual(window.main.list.selectedID, newest.id)
    }

    /// A note holding a NUL opens read-only with the text after the NUL readable (the NUL shown
    /// as its symbol); GTK's text view ended the text at the NUL, so the rest could be neither
    /// seen nor copied.
    func testTheTextAfterANulIsShownInTheReadOnlyNote() async throws {
        let window = try OpenWindow { try $0.createNote(title: "Has a NUL", body: "before the NUL\u{0}after the NUL") }
        defer { window.close() }
        XCTAssertEqual(window.editor.text, "before the NUL\u{2400}after the NUL")
        XCTAssertEqual(gtk_text_view_get_editable(window.main.editor.body.textView), 0, "the note is read-only")
    }

    func testNewShowsAnEmptyNoteThatIsStoredOnlyOnceTyped() async throws {
        let window = try OpenWindow { try $0.createNote(title: "Existing", body: "") }
        defer { window.close() }
        // Ctrl+N pressed five times leaves no empty notes behind.
        for _ in 0..<5 {
            gtk_button_clicked(window.main.newButton.cast())
            MainLoop.drain()
        }
        XCTAssertNil(window.main.session.document.id)
        XCTAssertEqual(try window.store?.count(), 1, "an empty new note is not stored")
        XCTAssertTrue(gtk_widget_is_focus(window.editor.titleEntry.cast()) != 0, "the title should have focus")
        gtk_entry_set_text(window.editor.titleEntry, "Now it exists")
        XCTAssertTrue(window.main.session.save())
        let id = try XCTUnwrap(window.main.session.document.id)
        XCTAssertEqual(try window.saved(id)?.title, "Now it exists")
        XCTAssertEqual(try window.store?.count(), 2)
        XCTAssertEqual(window.main.list.selectedID, id)
    }

    /// Delete is offered for a stored note only: it was enabled over a new note not stored yet
    /// (and over an empty notebook), where it had nothing to delete.
    func testDeleteIsEnabledOnlyForAStoredNote() async throws {
        let window = try OpenWindow { try $0.createNote(title: "Existing", body: "") }
        defer { window.close() }
        XCTAssertTrue(window.main.actions.isEnabled("delete"), "the shown note is stored")
        gtk_button_clicked(window.main.newButton.cast())
        MainLoop.drain()
        XCTAssertFalse(window.main.actions.isEnabled("delete"), "a new note is not stored yet")
        gtk_entry_set_text(window.editor.titleEntry, "Now it exists")
        XCTAssertTrue(window.main.session.save())
        MainLoop.drain()
        XCTAssertTrue(window.main.actions.isEnabled("delete"), "typed into, it is stored")
        let empty = try OpenWindow()
        defer { empty.close() }
        XCTAssertFalse(empty.main.actions.isEnabled("delete"), "an empty notebook has nothing to delete")
    }

    /// A row's accessible name, spoken at every arrow key, holds at most 80 characters of the
    /// title (a 300-character title was read out whole); the whole title is the row's tooltip.
    /// A short title has no tooltip: the row shows it all.
    func testALongTitleIsCutInTheRowsNameAndWholeInItsTooltip() async throws {
        let long = String(repeating: "A long title ", count: 23) + "end"
        let (window, notes) = try OpenWindow.over([("Short", "first line"), (long, "")])
        defer { window.close() }
        let list = window.main.list
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        let longPosition = try XCTUnwrap(list.position(of: notes[1].id))
        let longCells = list.accessibleCellNames(ofRow: longPosition)
        let name = try XCTUnwrap(longCells.first?.split(separator: "\n", omittingEmptySubsequences: false).first)
        XCTAssertEqual(name.count, NoteSummary.firstLineLimit, String(name))
        XCTAssertTrue(name.hasSuffix("…") && long.hasPrefix(String(name.dropLast())), String(name))
        XCTAssertEqual(list.rowText(of: notes[1].id)?.tooltip, long)
        let shortPosition = try XCTUnwrap(list.position(of: notes[0].id))
        XCTAssertEqual(list.accessibleCellNames(ofRow: shortPosition).first, "Short\nfirst line")
        XCTAssertNil(list.rowText(of: notes[0].id)?.tooltip)
    }

    /// A window left open over midnight: the rows that said "Today" say the date once the local
    /// day changes, without any other event. The wall clock is the list's, set to the last
    /// moments of the note's day and then moved past midnight; the list's own timer notices.
    func testTodayBecomesTheDateWhenTheLocalDayChanges() async throws {
        let folder = try ScratchFolder()
        let note = try NoteStore(directory: folder.url).createNote(title: "Written late", body: "text")
        let window = try OpenWindow(directory: folder.url, folder: folder)
        defer { window.close() }
        let list = window.main.list
        let day = LocalDay(millisecondsSince1970: note.updated.millisecondsSince1970)
        let wallClock = SettableWallClock(day.nextMidnightMilliseconds - 200)
        // The edited time the list draws: the texts are made when a row is drawn.
        var drawnTime = ""
        let view = window.main.list.treeView.cast(to: GtkWidget.self)
        let drawing = SignalConnection(
            view, "draw",
            decidingOnArgument: { _ in
                drawnTime = list.rowText(of: note.id)?.editedTime ?? ""
                return false
            })
        defer { drawing.disconnect() }
        list.clock = { wallClock.now }
        MainLoop.wait(until: { drawnTime.hasPrefix("Today, ") }, "the row drawn with \"Today\", not \"\(drawnTime)\"")
        wallClock.now = day.nextMidnightMilliseconds + 500
        let yesterday = whenText(millisecondsSince1970: note.updated.millisecondsSince1970, now: wallClock.now)
        XCTAssertFalse(yesterday.hasPrefix("Today"), yesterday)
        MainLoop.wait(
            until: { drawnTime == yesterday }, "the row drawn with the date after midnight, not \"\(drawnTime)\"")
    }

    /// Each row ends its title line with when the note was edited, dimmed as secondary text:
    /// "Today, 22:36" for today's notes, the date for older ones.
    func testEachRowShowsWhenItsNoteWasEditedDimmed() async throws {
        let folder = try ScratchFolder()
        // 4 March 2025, 10:05 local time.
        let older = try XCTUnwrap(g_date_time_new_local(2025, 3, 4, 10, 5, 0))
        let olderSeconds = g_date_time_to_unix(older)
        g_date_time_unref(older)
        let old = try NoteStore(directory: folder.url, clock: { NoteTime(secondsSince1970: Int64(olderSeconds)) })
            .createNote(title: "Long ago", body: "old")
        let today = try NoteStore(directory: folder.url).createNote(title: "Today's", body: "new")
        let window = try OpenWindow(directory: folder.url, folder: folder)
        defer { window.close() }
        let list = window.main.list
        let oldRow = try XCTUnwrap(list.rowText(of: old.id))
        let todayRow = try XCTUnwrap(list.rowText(of: today.id))
        XCTAssertTrue(todayRow.editedTime.hasPrefix("Today, "), todayRow.editedTime)
        XCTAssertEqual(todayRow.editedTime, whenText(millisecondsSince1970: today.updated.millisecondsSince1970))
        // The date is written as the locale writes dates (%x).
        XCTAssertEqual(oldRow.editedTime, whenText(millisecondsSince1970: old.updated.millisecondsSince1970))
        XCTAssertTrue(
            oldRow.editedTime.hasSuffix(", 10:05") && !oldRow.editedTime.hasPrefix("Today"),
            oldRow.editedTime)
        // Dimmed from pixels on the row not selected: the time's text (the top line's right end)
        // stands out less than the title's (its left end).
        XCTAssertEqual(list.selectedID, today.id)
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        let picture = try Snapshot(of: list.treeView.cast())
        let area = list.area(ofRow: try XCTUnwrap(list.position(of: old.id)))
        let topLine = PixelRect(x: area.x, y: area.y, width: area.width, height: area.height / 2)
        let time = picture.cropped(
            to: PixelRect(
                x: topLine.x + topLine.width / 2, y: topLine.y, width: topLine.width / 2, height: topLine.height)
        ).textContrast
        let title = picture.cropped(
            to: PixelRect(x: topLine.x, y: topLine.y, width: topLine.width / 3, height: topLine.height)
        ).textContrast
        XCTAssertLessThan(time, title, "the time is drawn dimmer than the title")
    }

    func testTypingIsSavedHalfASecondAfterTheLastChange() async throws {
        let window = try OpenWindow { try $0.createNote(title: "Note", body: "") }
        defer { window.close() }
        let id = window.main.session.document.id
        let start = Date()
        window.setBody("Hello")
        MainLoop.drain()
        XCTAssertEqual(try window.saved(id)?.body, "", "saved before the pause")
        window.setBody("Hello, world")
        // A deadline, not a budget: the 0.5 s pause is the lower bound; how soon after it
        // the save lands depends on the machine's load (make bench measures it).
        MainLoop.wait(
            until: { (try? window.saved(id)?.body) == "Hello, world" && !window.main.session.saving.isSaveInFlight },
            timeout: 10, "the body to be autosaved and the window told")
        let elapsed = Date().timeIntervalSince(start)
        print("autosave: saved \(String(format: "%.2f", elapsed)) s after the first change")
        XCTAssertGreaterThanOrEqual(elapsed, 0.45, "saved before the debounce delay")
        XCTAssertEqual(window.main.session.document.hasUnsavedChanges, false)
        XCTAssertEqual(window.main.list.summaries.first { $0.id == id }?.firstLine, "Hello, world")
    }

    func testTitleChangesAreSavedAndTheRowMovesToTheTop() async throws {
        let (window, notes) = try OpenWindow.over([("Older", ""), ("Newer", "")])
        let older = notes[0]
        defer { window.close() }
        window.main.session.open(older.id)
        gtk_entry_set_text(window.editor.titleEntry, "Older, renamed")
        // The store has the title before the save's outcome reaches the main loop, which
        // moves the row: wait for both (reading the store alone raced the list).
        MainLoop.wait(
            until: {
                (try? window.saved(older.id)?.title) == "Older, renamed" && !window.main.session.saving.isSaveInFlight
            },
            timeout: 10, "the title to be autosaved and the window told")
        XCTAssertEqual(window.main.list.summaries.first?.id, older.id)
        XCTAssertEqual(window.main.list.rowText(at: 0)?.shownTitle, "Older, renamed")
        XCTAssertEqual(window.main.list.count, 2, "the row moved, not added")
        XCTAssertEqual(window.main.list.selectedID, older.id, "the moved row stays selected")
    }

    func testSwitchingNotesSavesAtOnce() async throws {
        let (window, notes) = try OpenWindow.over([("First", "one"), ("Second", "two")])
        let (first, second) = (notes[0], notes[1])
        defer { window.close() }
        XCTAssertEqual(window.main.session.document.id, second.id)
        window.setBody("two, edited")
        window.main.list.moveCursor(to: try XCTUnwrap(window.main.list.position(of: first.id)))
        XCTAssertEqual(try window.saved(second.id)?.body, "two, edited", "not saved on switching")
        XCTAssertEqual(window.main.session.document.id, first.id)
        XCTAssertEqual(window.editor.text, "one")
        XCTAssertEqual(window.editor.title, "First")
    }

    func testDoneSavesAtOnce() async throws {
        let window = try OpenWindow { try $0.createNote(title: "Note", body: "") }
        defer { window.close() }
        let id = window.main.session.document.id
        window.editor.focusBody()
        window.setBody("Finished thought")
        gtk_button_clicked(window.editor.body.doneButton.cast())
        // The click itself hands the save to the writer's thread: no timer is waited for.
        XCTAssertTrue(window.main.session.saving.isSaveInFlight, "Done started no save")
        MainLoop.wait(
            until: { (try? window.saved(id)?.body) == "Finished thought" }, timeout: 10,
            "Done's save to reach the store")
    }

    func testFocusLeavingTheBodySavesAtOnce() async throws {
        let window = try OpenWindow { try $0.createNote(title: "Note", body: "") }
        defer { window.close() }
        let id = window.main.session.document.id
        window.editor.focusBody()
        window.setBody("Typed, then clicked away")
        window.editor.focusTitle()
        if gtk_window_has_toplevel_focus(window.main.window) != 0 {
            // Moving the focus itself hands the save to the writer's thread: no timer is waited for.
            XCTAssertTrue(window.main.session.saving.isSaveInFlight, "focus leaving the body started no save")
            MainLoop.wait(
                until: { (try? window.saved(id)?.body) == "Typed, then clicked away" }, timeout: 10,
                "the save to reach the store")
        } else {
            // Without X input focus GTK sends no focus-out; closing must still save.
            gtk_window_close(window.main.window)
            MainLoop.drain()
            XCTAssertEqual(try window.saved(id)?.body, "Typed, then clicked away")
        }
    }

    /// The app started again brings the window forward and leaves the cursor where it was: a new
    /// note's title being typed went on in its body.
    func testBringingTheWindowForwardLeavesTheCursorWhereItWas() async throws {
        let window = try OpenWindow()
        defer { window.close() }
        XCTAssertTrue(gtk_widget_is_focus(window.editor.body.textView.cast()) != 0, "a new note starts in its body")
        window.editor.focusTitle()
        gtk_entry_set_text(window.editor.titleEntry, "Draft")
        window.main.present()
        XCTAssertTrue(gtk_widget_is_focus(window.editor.titleEntry.cast()) != 0, "the cursor must stay in the title")
    }

    func testClosingTheWindowSaves() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = try NoteStore(directory: folder.url)
        let note = try store.createNote(title: "Note", body: "")
        try TestDisplay.start()
        let main = try MainWindow(session: NoteEntryApplication.session(over: NoteStoreConnection(store: store)))
        main.session.start()
        main.present()
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(main.editor.body.textView), "Last words", -1)
        gtk_window_close(main.window)
        MainLoop.drain()
        XCTAssertEqual(try store.note(id: note.id)?.body, "Last words")
    }

    func testDeleteThenUndoRestoresTheNote() async throws {
        let (window, notes) = try OpenWindow.over([("Kept", "stays"), ("Doomed", "goes")])
        let (kept, doomed) = (notes[0], notes[1])
        defer { window.close() }
        XCTAssertEqual(window.main.session.document.id, doomed.id)
        window.setBody("goes, with an edit")
        gtk_button_clicked(window.main.deleteButton.cast())
        MainLoop.drain()
        XCTAssertNil(try window.saved(doomed.id))
        XCTAssertTrue(window.main.undoBar.isShown)
        XCTAssertEqual(window.main.undoBar.message, "“Doomed” deleted")
        XCTAssertNil(window.main.list.position(of: doomed.id))
        XCTAssertEqual(window.main.session.document.id, kept.id, "the next note is shown")

        window.main.undoBar.activateAction()
        MainLoop.drain()
        let restored = try XCTUnwrap(try window.saved(doomed.id))
        XCTAssertEqual(restored.body, "goes, with an edit", "the edit before deleting was lost")
        XCTAssertFalse(window.main.undoBar.isShown)
        XCTAssertNotNil(window.main.list.position(of: doomed.id))
        XCTAssertEqual(window.main.session.document.id, doomed.id)
        XCTAssertEqual(window.editor.text, "goes, with an edit")
    }

    /// Three deletes in a row make one offer, "3 notes deleted", whose Undo (a real click)
    /// restores all three and shows the first one deleted. It said "Note deleted" and restored
    /// only the last.
    func testUndoAfterThreeDeletesRestoresAllThree() async throws {
        let (window, notes) = try OpenWindow.over([("Keep", "k"), ("Apples", "a"), ("Bread", "b"), ("Shopping", "s")])
        defer { window.close() }
        for _ in 0..<3 { window.main.deleteCurrentNote() }
        XCTAssertEqual(window.main.list.count, 1)
        XCTAssertEqual(window.main.undoBar.message, "3 notes deleted")
        let undo = try XCTUnwrap(window.main.undoBar.actionButton, "the Undo button")
        MainLoop.waitForPaintedFrame(of: undo)
        RealInput.click(undo)
        MainLoop.wait(until: { window.main.list.count == 4 }, "Undo to bring the three notes back")
        XCTAssertFalse(window.main.undoBar.isShown)
        XCTAssertEqual(window.main.session.document.id, notes[3].id, "the first note deleted is shown")
        XCTAssertEqual(try window.store?.trashedNotes(), [])
    }

    /// A note deleted for good while the bar offered Undo (Delete Forever, another program) stays
    /// gone: Undo wrote it back into the store as it was before.
    func testUndoDoesNotBringBackANoteDeletedForeverMeanwhile() async throws {
        let (window, notes) = try OpenWindow.over([("Kept", "stays"), ("Doomed", "goes")])
        defer { window.close() }
        window.main.deleteCurrentNote()
        try window.store?.deleteForever(id: notes[1].id)
        window.main.undoBar.activateAction()
        MainLoop.drain()
        XCTAssertNil(try window.store?.note(id: notes[1].id), "Undo brought back a note deleted for good")
        XCTAssertNil(window.main.list.position(of: notes[1].id))
        XCTAssertFalse(window.main.errorBar.isShown, window.main.errorBar.message)
        XCTAssertEqual(window.main.session.document.id, notes[0].id)
    }

    func testFullDiskShowsTheErrorKeepsTheTextAndTheNextSaveRecovers() async throws {
        let window = try OpenWindow { try $0.createNote(title: "Big", body: "small") }
        defer { window.close() }
        let id = window.main.session.document.id
        // The cap is per connection: set it on the writer's, which saves.
        _ = try window.main.session.saving.writer.withStore { try $0.setMaximumPageCount(1) }
        let big = String(repeating: "All work and no play. ", count: 20_000)
        window.setBody(big)
        XCTAssertFalse(window.main.session.save())
        XCTAssertTrue(window.main.errorBar.isShown)
        XCTAssertEqual(window.main.errorBar.message, InterfaceText.diskFull)
        XCTAssertEqual(window.editor.text, big, "the text must stay in the editor")
        XCTAssertEqual(try window.saved(id)?.body, "small", "the saved version must be kept")

        _ = try window.main.session.saving.writer.withStore { try $0.setMaximumPageCount(Int(Int32.max)) }
        window.setBody(big + "The end.")
        MainLoop.wait(until: { !window.main.errorBar.isShown }, timeout: 1.5, "the error bar to hide after a good save")
        XCTAssertEqual(try window.saved(id)?.body, big + "The end.")
    }

    func testAnUnusableFolderKeepsTypingAndSavesOnceItIsFixed() async throws {
        let folder = try ScratchFolder()
        let blocker = folder.file("blocker")
        try Data("a file where the notes folder should be".utf8).write(to: blocker)
        let notes = blocker.appendingPathComponent("notes")
        let window = try OpenWindow(directory: notes, folder: folder)
        defer { window.close() }
        XCTAssertTrue(window.main.errorBar.isShown)
        XCTAssertTrue(window.main.errorBar.message.contains(blocker.path), window.main.errorBar.message)

        window.setBody("Typed while the folder is broken")
        XCTAssertFalse(window.main.session.save())
        XCTAssertEqual(window.editor.text, "Typed while the folder is broken")

        try FileManager.default.removeItem(at: blocker)
        window.setBody("Typed while the folder is broken, then fixed")
        MainLoop.wait(until: { !window.main.errorBar.isShown }, timeout: 1.5, "a save once the folder is usable")
        let store = try NoteStore(directory: notes)
        XCTAssertEqual(try store.allNotes().map(\.body), ["Typed while the folder is broken, then fixed"])
        XCTAssertEqual(window.main.list.count, 1)
    }

    /// The notes folder removed while the app runs: the next save notices (the open file is no
    /// longer the one in the folder), recreates the folder and saves there; it never reports a
    /// save into the deleted file as done.
    func testAFolderRemovedWhileRunningIsRecreatedAtTheNextSave() async throws {
        let window = try OpenWindow { try $0.createNote(title: "Kept", body: "before") }
        defer { window.close() }
        window.setBody("before, saved")
        XCTAssertTrue(window.main.session.save())
        try FileManager.default.removeItem(at: window.folder.url)
        window.setBody("typed after the folder was removed")
        MainLoop.wait(
            until: {
                FileManager.default.fileExists(atPath: window.folder.file("notes.sqlite3").path)
                    && !window.main.session.saving.hasUnsavedChanges
            }, timeout: 5, "the folder to be recreated and the note saved in it")
        let again = try NoteStore(directory: window.folder.url)
        XCTAssertEqual(try again.allNotes().map(\.body), ["typed after the folder was removed"])
    }

    /// The window's own toplevels (the keyboard shortcuts window) go with it: a leftover
    /// shortcuts window outlived its main window and crashed GTK at the next style change.
    func testClosingTheWindowLeavesNoToplevelBehind() async throws {
        MainLoop.drain()
        let before = Self.toplevelNames()
        let window = try OpenWindow()
        XCTAssertGreaterThan(Self.toplevelNames().count, before.count)
        window.close()
        XCTAssertEqual(Self.toplevelNames(), before)
        // The next style change of the screen (an app adding its CSS) touches no dead widget.
        XCTAssertEqual(ScreenStyleChange.complaints(), [], "GTK complained after the window was gone")
    }

    /// The types of the toplevel windows now, but GTK's own shared tooltip window.
    @MainActor
    private static func toplevelNames() -> [String] {
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var names: [String] = []
        var node = toplevels
        while let current = node {
            if let data = current.pointee.data {
                let name = String(
                    cString: g_type_name(
                        data.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type))
                if name != "GtkTooltipWindow" { names.append(name) }
            }
            node = current.pointee.next
        }
        return names
    }

    func testADamagedDatabaseIsReportedWithWhereItWent() async throws {
        let folder = try ScratchFolder()
        try Data(repeating: 0x5A, count: 8192).write(to: folder.file("notes.sqlite3"))
        let window = try OpenWindow(directory: folder.url, folder: folder)
        defer { window.close() }
        XCTAssertTrue(window.main.errorBar.isShown)
        let message = window.main.errorBar.message
        XCTAssertTrue(message.contains(folder.file("notes.sqlite3.corrupt-").path), message)
    }

    func testTenThousandNotesHaveTheirRowsAndReadOnlyThePagesShown() async throws {
        let window = try OpenWindow.overNumberedNotes(10_000)
        defer { window.close() }
        let store = try XCTUnwrap(window.store)
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        // Opening reads the page of the rows shown, not all 10,000, and has a row for each.
        XCTAssertEqual(store.summariesRead, NoteListPages.pageSize)
        print("10,000 notes: the window appeared in \(String(format: "%.2f", window.openingSeconds)) s")
        XCTAssertEqual(window.main.list.count, 10_000)
        XCTAssertEqual(window.main.list.rowText(at: 0)?.shownTitle, "Note 9999")
        XCTAssertEqual(window.main.session.document.id, window.main.list.summary(at: 0)?.id)
        let scrolled: UnsafeMutablePointer<GtkScrolledWindow> = window.main.list.widget.cast()
        let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(scrolled))
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        XCTAssertLessThanOrEqual(
            store.summariesRead, 3 * NoteListPages.pageSize, "the bottom reads the last page or two, nothing between")
        XCTAssertEqual(window.main.list.rowText(at: 9_999)?.shownTitle, "Note 0")
    }

    func testEveryControlHasAnAccessibleName() async throws {
        let window = try OpenWindow()
        defer { window.close() }
        let controls: [(String, UnsafeMutablePointer<GtkWidget>)] = [
            ("list", window.main.list.treeView.cast()),
            ("title", window.editor.titleEntry.cast()),
            ("body", window.editor.body.textView.cast()),
            ("Done", window.editor.body.doneButton),
            ("New", window.main.newButton),
            ("Delete", window.main.deleteButton),
        ]
        for (control, widget) in controls {
            XCTAssertFalse(AccessibleName.of(widget).isEmpty, "\(control) has no accessible name")
        }
        XCTAssertEqual(AccessibleName.of(window.main.newButton), "New Note")
        XCTAssertEqual(AccessibleName.of(window.editor.body.textView.cast()), "Note text")
    }
}
