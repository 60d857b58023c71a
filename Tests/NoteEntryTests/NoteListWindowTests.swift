// The note list reads the rows it shows, by page, from the store: very tall windows and resizes,
// search results, deleting and undoing at a page boundary, and a page read that fails.
import CGtk
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

/// Every note once, in the store's order: the list's rows are the store's list, and the view has
/// as many rows (its row tree follows the model's row-inserted and row-deleted; a screen reader
/// counts them), its cursor on the selected note's row.
@MainActor private func assertRowsAreTheStoresList(
    _ list: NoteList, _ store: NoteStore, file: StaticString = #filePath, line: UInt = #line
) throws {
    let ids = list.summaries.map(\.id)
    XCTAssertEqual(Set(ids).count, ids.count, "a note shown twice", file: file, line: line)
    XCTAssertEqual(list.summaries, try store.listSummaries(), "rows out of order or missing", file: file, line: line)
    let view = try XCTUnwrap(gtk_widget_get_accessible(list.treeView.cast()), file: file, line: line)
    XCTAssertEqual(
        Int(atk_table_get_n_rows(OpaquePointer(view))), try store.count(), "the view's rows", file: file, line: line)
    XCTAssertEqual(list.cursorPosition, list.selectedPosition, "the cursor on the selected row", file: file, line: line)
}

final class NoteListWindowTests: MainActorTestCase {
    /// A window far taller than the screen (16,000 px; X allows it) over 5,000 notes has a row
    /// per note and reads the pages of the rows it draws, no others; ten resizes between short and
    /// tall read no more than the pages the list keeps.
    func testAVeryTallWindowReadsThePagesItShowsAndResizesReadNoMore() async throws {
        let window = try OpenWindow.overNumberedNotes(5_000)
        defer { window.close() }
        let store = try XCTUnwrap(window.store)
        let list = window.main.list
        XCTAssertEqual(list.count, 5_000, "a row per note")
        // The notes were planted by another connection: the writer indexes them for search in
        // chunks, and the list, following the store, reads its rows again at each chunk's commit.
        // What is measured here is resizing, from a quiet store on.
        MainLoop.wait(
            until: {
                !store.hasNotesWrittenElsewhere
                    && window.main.session.shownChangeCounter == (try? store.changeCounter())
            }, timeout: 30, "the planted notes to be indexed and the list to have followed the last commit")
        let readBefore = store.summariesRead
        gtk_window_resize(window.main.window, 860, 16_000)
        let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(list.widget.cast()))
        MainLoop.wait(until: { gtk_adjustment_get_page_size(adjustment) > 10_000 }, "the window to be 16,000 px tall")
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        let rowHeight = Double(list.area(ofRow: 0).height)
        let shownRows = Int(gtk_adjustment_get_page_size(adjustment) / rowHeight) + 1
        let pages = shownRows / NoteListPages.pageSize + 1
        XCTAssertLessThanOrEqual(
            store.summariesRead - readBefore, pages * NoteListPages.pageSize,
            "\(shownRows) rows shown: \(pages) pages read")
        XCTAssertEqual(list.rowText(at: shownRows - 1)?.shownTitle, "Note \(5_000 - shownRows)")
        for round in 0..<10 {
            let tall = round % 2 == 1
            gtk_window_resize(window.main.window, 860, tall ? 16_000 : 300)
            MainLoop.wait(
                until: { (gtk_adjustment_get_page_size(adjustment) > 10_000) == tall }, "the resize (round \(round))")
            MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        }
        XCTAssertLessThanOrEqual(
            store.summariesRead - readBefore, pages * NoteListPages.pageSize, "the same rows read again")
    }

    /// The list shows search results too: 70 of 120 notes match, and the list has their 70 rows,
    /// once each, in order.
    func testSearchResultsAreTheRowsInOrder() async throws {
        let window = try OpenWindow(inMemory: true) { store in
            for index in 0..<120 {
                try store.createNote(title: "Note \(index)", body: index % 12 < 7 ? "apple \(index)" : "pear \(index)")
            }
        }
        defer { window.close() }
        let store = try XCTUnwrap(window.store)
        let list = window.main.list
        window.main.session.search("apple")
        MainLoop.wait(until: { list.count == 70 }, "the search's 70 matches")
        XCTAssertEqual(list.summaries, try store.searchSummaries(matching: "apple", after: nil, limit: 1_000))
    }

    /// Deleting the notes of the rows around a page boundary one after the other, then undoing
    /// the last delete, and saving a note far down: the rows stay the store's list, once each.
    func testDeletingUndoingAndSavingAtAPageBoundaryKeepTheOrder() async throws {
        let window = try OpenWindow.overNumberedNotes(3 * NoteListPages.pageSize + 5)
        defer { window.close() }
        let store = try XCTUnwrap(window.store)
        let list = window.main.list
        for index in [NoteListPages.pageSize - 1, NoteListPages.pageSize - 1, 2 * NoteListPages.pageSize - 2] {
            window.main.session.open(try XCTUnwrap(list.summary(at: index)).id)
            window.main.deleteCurrentNote()
            MainLoop.drain()
            try assertRowsAreTheStoresList(list, store)
            XCTAssertEqual(list.selectedID, window.main.session.document.id, "the shown note is selected")
        }
        window.main.undoDelete()
        try assertRowsAreTheStoresList(list, store)
        let farDown = try XCTUnwrap(list.summary(at: 2 * NoteListPages.pageSize + 2))
        window.main.session.open(farDown.id)
        gtk_entry_set_text(window.editor.titleEntry, "Moved up")
        XCTAssertTrue(window.main.session.save())
        XCTAssertEqual(list.summary(at: 0)?.id, farDown.id)
        XCTAssertEqual(list.selectedID, farDown.id)
        try assertRowsAreTheStoresList(list, store)
    }

    /// A page the list wants cannot be read (here: the store answers SQLITE_BUSY, as when
    /// another process holds the database's lock past the busy timeout; in the real store each
    /// such read holds the main loop for the busy timeout, 5 s). It is reported, and not tried
    /// again at every frame: the message bar that reports the failure makes the list draw again.
    /// Scrolling tries again.
    func testAPageReadThatFailsIsReportedAndNotRetriedAtEveryFrame() async throws {
        let window = try OpenWindow.overNumberedNotes(2_000)
        defer { window.close() }
        let store = try XCTUnwrap(window.store)
        let list = window.main.list
        let lock = PageReadLock()
        let all = NoteListSource.allNotes(of: store)
        try list.load(
            NoteListSource(
                query: all.query, count: all.count,
                summaries: { offset, limit, total in
                    if lock.isLocked {
                        lock.failedReads += 1
                        throw NoteStoreError.databaseFailure(
                            path: "notes.sqlite3", code: 5, message: "database is locked")
                    }
                    return try all.summaries(offset, limit, total)
                }, position: all.position, insertionPosition: all.insertionPosition))
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        lock.isLocked = true
        let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(list.widget.cast()))
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) / 2)
        MainLoop.wait(until: { lock.failedReads > 0 }, "the list to try a page")
        MainLoop.wait(until: { window.main.errorBar.isShown }, "the failure to be reported")
        // The message bar slides in; the window settles.
        _ = MainLoop.waitOutcome(until: { lock.failedReads >= 3 }, timeout: 3, "more reads")
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        XCTAssertEqual(lock.failedReads, 1, "a failed page read was tried again without the user doing anything")
        lock.isLocked = false
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) / 2 + 100)
        MainLoop.wait(
            until: { list.rowText(at: 1_000)?.shownTitle == "Note 999" }, "scrolling to read the rows again")
    }
}

/// Whether page reads fail now, and how many did: shared by a test and its page reader.
@MainActor
private final class PageReadLock {
    var isLocked = false
    var failedReads = 0
}

extension NoteListWindowTests {
    /// Another connection inserts a note above every other and deletes one far down while the
    /// list is scrolled to its middle, a note selected there: once the window looks at the store,
    /// the rows are the store's list, the same note selected, the same note at the top of the view.
    func testChangesMadeElsewhereKeepTheSelectionAndTheScrolledPlace() async throws {
        let window = try OpenWindow.overNumberedNotes(400)
        defer { window.close() }
        let store = try XCTUnwrap(window.store)
        let list = window.main.list
        let chosen = try XCTUnwrap(list.summary(at: 205))
        window.main.session.open(chosen.id)
        list.scroll(toTop: 200)
        MainLoop.wait(until: { list.topShownPosition == 200 }, "the list to scroll to row 200")
        let top = try XCTUnwrap(list.summary(at: 200))
        let other = try NoteStore(directory: window.folder.url)
        try other.createNote(
            title: "From elsewhere", body: "", created: nil, updated: NoteTime(millisecondsSince1970: 4_102_444_800_000)
        )
        _ = try other.deleteNote(id: try XCTUnwrap(list.summary(at: 350)).id)
        MainLoop.wait(until: { list.summary(at: 0)?.title == "From elsewhere" }, "the list to show the new note")
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        try assertRowsAreTheStoresList(list, store)
        XCTAssertEqual(list.selectedID, chosen.id, "the selected note")
        XCTAssertEqual(list.topShownPosition.flatMap { list.summary(at: $0)?.id }, top.id, "the note at the top")
    }
}

extension NoteListWindowTests {
    /// Another connection changes 150 notes at random while the window shows them from the top
    /// (40 rounds of inserts at any save time, edits that move a note to the top, renames in
    /// place, deletions in and past the rows read): after each round the window looks at the
    /// store, and the rows are the store's list, the view has as many, a screen reader reads
    /// the first 20 as they are, and the selected note is still selected while it exists.
    /// Seeded (`PLACEHOLDER_FUZZ_SEED`).
    func testRandomChangesMadeElsewhereLeaveTheRowsTheStoresList() async throws {
        let seed = ProcessInfo.processInfo.environment["PLACEHOLDER_FUZZ_SEED"].flatMap(UInt64.init) ?? 394
        var generator = SplitMix64(seed: seed)
        let window = try OpenWindow.overNumberedNotes(150)
        defer { window.close() }
        let store = try XCTUnwrap(window.store)
        let list = window.main.list
        let other = try NoteStore(directory: window.folder.url)
        for round in 0..<40 {
            let context = "round \(round), seed \(seed)"
            if Bool.random(using: &generator),
                let row = list.summary(at: Int.random(in: 0..<min(list.count, 30), using: &generator))
            {
                window.main.session.open(row.id)
            }
            let selected = list.selectedID
            let ids = try other.listSummaries().map(\.id)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    let time = Int64.random(in: 0...200, using: &generator)
                    try other.createNote(
                        title: "Inserted \(round)", body: "", created: nil,
                        updated: NoteTime(
                            millisecondsSince1970: Bool.random(using: &generator) ? time : 4_102_444_800_000 + time))
                case 1:
                    if let id = ids.randomElement(using: &generator), id != selected {
                        _ = try? other.update(id: id, title: "Edited \(round)", body: "")
                    }
                case 2:
                    if let id = ids.randomElement(using: &generator) {
                        _ = try SQLiteProbe.run(
                            """
                            import sqlite3, sys
                            c = sqlite3.connect(sys.argv[1])
                            c.execute("UPDATE notes SET title = ? WHERE id = ?", ("Renamed %s" % sys.argv[3], int(sys.argv[2])))
                            c.commit()
                            """,
                            [window.folder.url.appendingPathComponent("notes.sqlite3").path, String(id), String(round)])
                    }
                default:
                    if let id = ids.randomElement(using: &generator), id != selected {
                        _ = try? other.deleteNote(id: id)
                    }
                }
            }
            window.main.session.followStore()
            MainLoop.drain()
            try assertRowsAreTheStoresList(list, store)
            XCTAssertEqual(list.selectedID, selected, context)
            // What a screen reader reads of the rows is theirs too (the view's accessible keeps
            // the texts of rows it was told of).
            for row in 0..<min(list.count, 20) {
                let title = list.summary(at: row)?.title ?? ""
                XCTAssertEqual(
                    list.accessibleCellNames(ofRow: row).first?.hasPrefix(title + "\n"), true,
                    "row \(row) read as \(list.accessibleCellNames(ofRow: row)), not \(title): \(context)")
            }
        }
    }
}
