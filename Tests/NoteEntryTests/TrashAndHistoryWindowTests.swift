// The trash, the version history, Save a Copy… and Import Notes… in the real window: opened from the window's
// actions, driven with real clicks on their buttons.
import CGtk
import Foundation
import GtkBinding
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class TrashAndHistoryWindowTests: MainActorTestCase {
    /// A deleted note is in the Trash dialog; its Restore button brings it back into the list
    /// and the editor, with its text.
    func testRestoringFromTheTrashDialogBringsTheNoteBack() async throws {
        let window = try OpenWindow { store in
            try store.createNote(title: "Kept", body: "stays")
            try store.createNote(title: "Deleted by mistake", body: "wanted back")
        }
        defer { window.close() }
        window.main.session.deleteCurrentNote()
        XCTAssertEqual(window.main.list.summaries.map(\.title), ["Kept"])
        window.activate("trash")
        let dialog = try XCTUnwrap(Self.dialog(titled: "Trash"))
        XCTAssertTrue(Self.labels(in: dialog).contains("Deleted by mistake"))
        RealInput.click(try XCTUnwrap(Self.button(labelled: "_Restore", in: dialog)))
        MainLoop.wait(until: { Self.dialog(titled: "Trash") == nil }, "the Trash dialog to close")
        XCTAssertEqual(window.main.list.summaries.map(\.title).sorted(), ["Deleted by mistake", "Kept"])
        XCTAssertEqual(window.editor.text, "wanted back")
        XCTAssertEqual(try window.store?.trashedNotes(), [])
    }

    /// Restoring a note from the Trash dialog takes the "deleted" bar away: its Undo failed then
    /// ("another note has its place").
    func testRestoringFromTheTrashDismissesTheDeletedBar() async throws {
        let window = try OpenWindow { store in
            try store.createNote(title: "Kept", body: "stays")
            try store.createNote(title: "Deleted by mistake", body: "wanted back")
        }
        defer { window.close() }
        window.main.deleteCurrentNote()
        XCTAssertTrue(window.main.undoBar.isShown)
        window.activate("trash")
        let dialog = try XCTUnwrap(Self.dialog(titled: "Trash"))
        RealInput.click(try XCTUnwrap(Self.button(labelled: "_Restore", in: dialog)))
        MainLoop.wait(until: { Self.dialog(titled: "Trash") == nil }, "the Trash dialog to close")
        XCTAssertFalse(window.main.undoBar.isShown, "the bar still offers an Undo that would fail")
    }

    /// Empty Trash asks first (its destructive button styled so, Cancel focused), then deletes
    /// every note in it for good; its row goes, and so does the button's use.
    func testEmptyTrashDeletesForGood() async throws {
        let (window, dialog) = try Self.trashAfterDeletingGone()
        defer { window.close() }
        let empty = try XCTUnwrap(Self.button(labelled: "_Empty Trash", in: dialog))
        XCTAssertTrue(Self.labels(in: dialog).contains("Gone"))
        RealInput.click(empty)
        try Self.answerQuestion(labelled: "_Empty Trash")
        XCTAssertEqual(try window.store?.trashedNotes(), [])
        XCTAssertFalse(Self.labels(in: dialog).contains("Gone"), "the row goes with the note")
        XCTAssertEqual(gtk_widget_get_sensitive(empty), 0, "nothing is left to empty")
        XCTAssertEqual(try window.store?.count(), 1)
        XCTAssertFalse(window.main.undoBar.isShown, "the bar still offers to undo a delete made final")
        gtk_widget_destroy(dialog.cast())
    }

    /// Delete Forever asks first: Escape keeps the note (and the "deleted" bar), the question's
    /// Delete Forever deletes it for good and takes the bar away.
    func testDeleteForeverAsksFirstAndEscapeKeepsTheNote() async throws {
        let (window, dialog) = try Self.trashAfterDeletingGone()
        defer { window.close() }
        let forever = try XCTUnwrap(Self.button(labelled: "_Delete Forever", in: dialog))
        MainLoop.waitForPaintedFrame(of: forever)
        RealInput.click(forever)
        let question = try Self.question()
        XCTAssertTrue(Self.labels(in: question).contains("Permanently delete “Gone”?"), "\(Self.labels(in: question))")
        RealInput.press("Escape")
        MainLoop.wait(
            until: { Self.dialog(ofType: gtk_message_dialog_get_type()) == nil }, "Escape to close the question")
        XCTAssertEqual(try window.store?.trashedNotes().map(\.summary.title), ["Gone"], "Escape deleted the note")
        XCTAssertTrue(window.main.undoBar.isShown)
        RealInput.click(forever)
        try Self.answerQuestion(labelled: "_Delete Forever")
        XCTAssertEqual(try window.store?.trashedNotes(), [])
        XCTAssertFalse(window.main.undoBar.isShown, "the bar still offers to undo a delete made final")
        gtk_widget_destroy(dialog.cast())
    }

    /// `container`'s children with its internal ones (a list box's placeholder).
    @MainActor
    private static func internalChildren(of container: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<
        GtkWidget
    >] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        withUnsafeMutablePointer(to: &children) { found in
            gtk_container_forall(
                container.cast(),
                { child, data in
                    guard let child, let data else { return }
                    data.assumingMemoryBound(to: [UnsafeMutablePointer<GtkWidget>].self).pointee.append(child)
                }, found)
        }
        return children
    }

    /// A window over "Kept" and "Gone", after deleting Gone, and its Trash dialog.
    @MainActor
    private static func trashAfterDeletingGone() throws -> (OpenWindow, UnsafeMutablePointer<GtkWidget>) {
        let window = try OpenWindow { store in
            try store.createNote(title: "Kept", body: "")
            try store.createNote(title: "Gone", body: "")
        }
        window.main.session.deleteCurrentNote()
        window.activate("trash")
        guard let dialog = dialog(titled: "Trash") else {
            window.close()
            throw TestPrecondition.notMet("win.trash opened no Trash dialog")
        }
        return (window, dialog)
    }

    /// The question asked before deleting for good, waited for.
    @MainActor
    private static func question() throws -> UnsafeMutablePointer<GtkWidget> {
        MainLoop.wait(until: { dialog(ofType: gtk_message_dialog_get_type()) != nil }, "the question to be asked")
        return try XCTUnwrap(dialog(ofType: gtk_message_dialog_get_type()))
    }

    /// Checks the question's buttons (Cancel focused, `label` styled destructive) and clicks `label`.
    @MainActor
    private static func answerQuestion(labelled label: String) throws {
        let question = try question()
        let cancel = try XCTUnwrap(button(labelled: "_Cancel", in: question))
        let confirm = try XCTUnwrap(button(labelled: label, in: question))
        MainLoop.wait(until: { gtk_widget_has_focus(cancel) != 0 }, "Cancel to have the focus")
        XCTAssertNotEqual(gtk_style_context_has_class(gtk_widget_get_style_context(confirm), "destructive-action"), 0)
        MainLoop.waitForPaintedFrame(of: confirm)
        RealInput.click(confirm)
        MainLoop.wait(until: { dialog(ofType: gtk_message_dialog_get_type()) == nil }, "the question to close")
    }

    /// The Version History dialog lists the note's earlier texts and shows the selected one;
    /// Restore puts it back in the editor, and the replaced text becomes a version itself.
    func testRestoringAVersionFromTheHistoryDialog() async throws {
        var note: Note?
        let window = try OpenWindow { store in
            let created = try store.createNote(title: "Plan", body: "the good text")
            try store.saveChanges(
                id: created.id, title: nil, body: "overwritten by mistake", ifRevision: created.revision,
                origin: .recovery)
            note = created
        }
        defer { window.close() }
        let id = try XCTUnwrap(note?.id)
        XCTAssertEqual(window.editor.text, "overwritten by mistake")
        window.activate("history")
        let dialog = try XCTUnwrap(Self.dialog(titled: "Version History"))
        XCTAssertTrue(Self.labels(in: dialog).contains("Before recovered text replaced it"))
        RealInput.click(try XCTUnwrap(Self.button(labelled: "_Restore", in: dialog)))
        MainLoop.wait(until: { Self.dialog(titled: "Version History") == nil }, "the history dialog to close")
        XCTAssertEqual(window.editor.text, "the good text")
        XCTAssertEqual(try window.store?.versions(ofNote: id).map(\.body), ["overwritten by mistake", "the good text"])
    }

    /// The history's empty state wraps whole at 360 px in Japanese, away from the edges; it was
    /// cut mid-sentence (「このノートには以前のバージョンがありま…」) and sat flush left.
    func testTheHistorysEmptyStateWrapsWholeInJapanese() async throws {
        try UserLanguage.with("ja") {
            let window = try OpenWindow { try $0.createNote(title: "Plan", body: "") }
            defer { window.close() }
            window.activate("history")
            let dialog = try XCTUnwrap(Self.dialog(ofType: gtk_dialog_get_type()), "the history dialog")
            defer { gtk_widget_destroy(dialog) }
            gtk_window_resize(dialog.cast(), 360, 400)
            let message = InterfaceText.translate("No earlier versions of this note")
            let list = try XCTUnwrap(widgetTree(of: dialog).first { isWidget($0, ofType: gtk_list_box_get_type()) })
            let label = try XCTUnwrap(
                Self.internalChildren(of: list).first { widget in
                    checkedCast(widget.raw, to: GtkLabel.self).flatMap { gtk_label_get_text($0) }.map {
                        String(cString: $0) == message
                    } ?? false
                }, "the empty state \(message)")
            MainLoop.wait(
                until: { gtk_widget_get_allocated_width(dialog) <= 400 && gtk_widget_get_mapped(label) != 0 },
                "the dialog at 360 px")
            MainLoop.waitForPaintedFrame(of: label)
            XCTAssertEqual(pango_layout_is_ellipsized(gtk_label_get_layout(label.cast())), 0, "the message is cut")
            XCTAssertGreaterThanOrEqual(gtk_widget_get_margin_start(label), 12, "flush against the edge")
        }
    }

    /// A note opened read-only offers Save a Copy… on its bar (no other message does), and the
    /// copy it writes holds the stored bytes, NUL included.
    func testAReadOnlyNotesBarSavesAnExactCopy() async throws {
        let window = try OpenWindow { try $0.createNote(title: "Has a NUL", body: "before\u{0}after") }
        defer { window.close() }
        let button = try XCTUnwrap(window.main.errorBar.actionButton)
        XCTAssertEqual(gtk_widget_get_visible(button), 1, "the read-only bar offers Save a Copy…")
        RealInput.click(button)
        MainLoop.wait(until: { Self.dialog(ofType: gtk_file_chooser_dialog_get_type()) != nil }, "the file chooser")
        let chooser = try XCTUnwrap(Self.dialog(ofType: gtk_file_chooser_dialog_get_type()))
        let copy = window.folder.file("copy.md")
        gtk_file_chooser_set_current_folder(OpaquePointer(chooser), window.folder.url.path)
        gtk_file_chooser_set_current_name(OpaquePointer(chooser), "copy.md")
        gtk_dialog_response(chooser.cast(to: GtkDialog.self), GTK_RESPONSE_ACCEPT.rawValue)
        MainLoop.wait(until: { FileManager.default.fileExists(atPath: copy.path) }, "the copy to be written")
        XCTAssertEqual(
            Array(try Data(contentsOf: copy)), Array("# Has a NUL\n\nbefore".utf8) + [0] + Array("after".utf8))
        window.main.show(.savedAsCopy)
        XCTAssertEqual(gtk_widget_get_visible(button), 0, "only a read-only note's bar offers it")
    }

    /// Files chosen for import while an import runs (it runs off the main thread) are imported
    /// once it ends, not dropped (before, the second choice was silently ignored).
    func testAnImportChosenWhileOneRunsIsImportedAfterIt() async throws {
        let window = try OpenWindow { try $0.createNote(title: "Existing", body: "") }
        defer { window.close() }
        let first = window.folder.file("first.md")
        let second = window.folder.file("second.md")
        try Data("# First\n\none".utf8).write(to: first)
        try Data("# Second\n\ntwo".utf8).write(to: second)
        window.main.session.importNotes([FileSystemPath(first)])
        XCTAssertTrue(window.main.session.isImporting, "the first import runs until the main loop hears its end")
        window.main.session.importNotes([FileSystemPath(second)])
        MainLoop.wait(
            until: { !window.main.session.isImporting && window.main.list.summaries.count >= 3 },
            timeout: 30, "both imports to end")
        XCTAssertEqual(window.main.list.summaries.map(\.title).sorted(), ["Existing", "First", "Second"])
        XCTAssertEqual(try window.store?.count(), 3)
    }

    /// Import Notes… adds the chosen file's note (a Gnote note), shows it and says how many were
    /// imported; of several files, one that is not UTF-8 is counted apart and the rest imported.
    func testImportingFromTheWindowAddsTheChosenNotes() async throws {
        let window = try OpenWindow { try $0.createNote(title: "Existing", body: "") }
        defer { window.close() }
        let gnote = window.folder.file("a.note")
        let markdown = window.folder.file("b.md")
        let latin1 = window.folder.file("c.txt")
        try Data(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <note version="0.3" xmlns="http://beatniksoftware.com/tomboy"><title>From Gnote</title>
            <text xml:space="preserve"><note-content version="0.1">From Gnote

            Kept <bold>safe</bold>.</note-content></text></note>
            """.utf8
        ).write(to: gnote)
        try Data("# From Markdown\n\nBody".utf8).write(to: markdown)
        try Data([0xE9]).write(to: latin1)
        window.activate("import")
        MainLoop.wait(until: { Self.dialog(ofType: gtk_file_chooser_dialog_get_type()) != nil }, "the file chooser")
        let chooser = try XCTUnwrap(Self.dialog(ofType: gtk_file_chooser_dialog_get_type()))
        // The chooser loads a folder in the background: choose the file once it shows it.
        gtk_file_chooser_set_current_folder(OpaquePointer(chooser), window.folder.url.path)
        MainLoop.wait(
            until: {
                gtk_file_chooser_select_filename(OpaquePointer(chooser), gnote.path)
                let file = gtk_file_chooser_get_filename(OpaquePointer(chooser))
                defer { g_free(file) }
                return file.map { String(cString: $0) } == gnote.path
            }, "the Gnote note to be selected")
        gtk_dialog_response(chooser.cast(to: GtkDialog.self), GTK_RESPONSE_ACCEPT.rawValue)
        MainLoop.wait(until: { window.main.list.summaries.count == 2 }, "the imported note in the list")
        XCTAssertEqual(window.editor.text, "Kept **safe**.", "the imported note is shown")
        XCTAssertEqual(window.main.errorBar.message, "1 note imported.")
        // Several files at once, one of them not UTF-8: the rest are imported and counted apart.
        window.main.session.importNotes([FileSystemPath(markdown), FileSystemPath(latin1)])
        MainLoop.wait(until: { !window.main.session.isImporting }, "the import, off the main thread, to end")
        XCTAssertEqual(window.main.list.summaries.map(\.title).sorted(), ["Existing", "From Gnote", "From Markdown"])
        XCTAssertEqual(window.editor.text, "Body", "the last imported note is shown")
        XCTAssertEqual(
            window.main.errorBar.message,
            "1 note imported. 1 file could not be imported; the reason is on standard error.")
    }

    /// 20,000 notes in the trash (put there by the sqlite3 shell): the Trash dialog opens within
    /// 2 s with one page of rows, scrolling to its end reads the next page, and Empty Trash asks
    /// about all 20,000. Before, the dialog made every row: 35-40 s and 887 MB.
    func testATrashOfTwentyThousandNotesOpensAPageAtATime() async throws {
        let window = try OpenWindow(inMemory: true) { store in
            try store.createNote(title: "Kept", body: "")
            let planted = try ProgramRun.tool(
                "sqlite3",
                [
                    store.databasePath,
                    """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
                    INSERT INTO notes (created, updated, title, body, trashed)
                    SELECT i, i, 'Trashed ' || i, 'text', 1795000000000 + i FROM n;
                    """,
                ])
            guard planted.status == 0 else { throw TestPrecondition.notMet("sqlite3: \(planted.errorOutput)") }
        }
        defer { window.close() }
        let started = Date()
        window.activate("trash")
        let dialog = try XCTUnwrap(Self.dialog(titled: "Trash"))
        MainLoop.waitForPaintedFrame(of: dialog)
        let seconds = Date().timeIntervalSince(started)
        XCTAssertLessThan(seconds, 2, "the Trash dialog took \(seconds) s to open")
        let list = try XCTUnwrap(widgetTree(of: dialog).first { isWidget($0, ofType: gtk_list_box_get_type()) })
        func rowCount() -> Int {
            let rows = gtk_container_get_children(list.cast())
            defer { g_list_free(rows) }
            return Int(g_list_length(rows))
        }
        let firstPage = rowCount()
        XCTAssertTrue((1...100).contains(firstPage), "\(firstPage) rows made at opening")
        XCTAssertTrue(Self.labels(in: dialog).contains("Trashed 20000"), "the most recently deleted first")
        // The keyboard reaches the rows not read yet: End moves to the last row read, and the
        // list, scrolled to its end, reads the next page.
        let restore = try XCTUnwrap(Self.button(labelled: "_Restore", in: dialog))
        MainLoop.waitForPaintedFrame(of: restore)
        gtk_widget_grab_focus(restore)
        RealInput.press("End")
        MainLoop.wait(until: { rowCount() > firstPage }, "the next page after End")
        RealInput.click(try XCTUnwrap(Self.button(labelled: "_Empty Trash", in: dialog)))
        let question = try Self.question()
        let text = Self.labels(in: question).joined(separator: " ")
        XCTAssertTrue(text.contains("20,000") || text.contains("20000"), text)
        gtk_widget_destroy(question)
    }

    /// A script's 2,000 UPDATEs of the shown note while the window is open: Version History
    /// lists the 50 kept (before: 2,000 rows, every text read whole).
    func testTheHistoryAfterAScriptsUpdatesListsFiftyVersions() async throws {
        let window = try OpenWindow {
            try $0.createNote(title: "Plan", body: String(repeating: "0123456789", count: 1_000))
        }
        defer { window.close() }
        let updates = (1...2_000).map { "UPDATE notes SET body = 'edit \($0) ' || substr(body, 1, 10000);" }
        let script = try ProgramRun.tool(
            "sqlite3", [try XCTUnwrap(window.store?.databasePath), updates.joined(separator: "\n")])
        XCTAssertEqual(script.status, 0, script.errorOutput)
        window.activate("history")
        let dialog = try XCTUnwrap(Self.dialog(titled: "Version History"))
        let list = try XCTUnwrap(widgetTree(of: dialog).first { isWidget($0, ofType: gtk_list_box_get_type()) })
        let rows = gtk_container_get_children(list.cast())
        defer { g_list_free(rows) }
        XCTAssertEqual(Int(g_list_length(rows)), NoteStore.versionsPerNote)
        gtk_widget_destroy(dialog)
    }

    // MARK: Finding the dialogs' widgets

    @MainActor
    private static func toplevels() -> [UnsafeMutablePointer<GtkWidget>] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var node = list
        while let current = node {
            let widget = current.pointee.data.assumingMemoryBound(to: GtkWidget.self)
            if gtk_widget_get_visible(widget) != 0 { found.append(widget) }
            node = current.pointee.next
        }
        return found
    }

    @MainActor
    private static func dialog(titled title: String) -> UnsafeMutablePointer<GtkWidget>? {
        toplevels().first { widget in
            guard let titlebar = gtk_window_get_titlebar(widget.cast()),
                isWidget(titlebar, ofType: gtk_header_bar_get_type()),
                let text = gtk_header_bar_get_title(titlebar.cast())
            else { return false }
            return String(cString: text) == title
        }
    }

    @MainActor
    private static func dialog(ofType type: GType) -> UnsafeMutablePointer<GtkWidget>? {
        toplevels().first { isWidget($0, ofType: type) }
    }

    @MainActor
    private static func button(labelled label: String, in dialog: UnsafeMutablePointer<GtkWidget>)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        widgetTree(of: dialog).first { widget in
            guard let button = checkedCast(widget.raw, to: GtkButton.self), gtk_widget_get_visible(widget) != 0,
                let text = gtk_button_get_label(button)
            else { return false }
            return String(cString: text) == label
        }
    }

    @MainActor
    private static func labels(in dialog: UnsafeMutablePointer<GtkWidget>) -> [String] {
        widgetTree(of: dialog).compactMap { widget in
            checkedCast(widget.raw, to: GtkLabel.self).flatMap { gtk_label_get_text($0) }.map { String(cString: $0) }
        }
    }
}
