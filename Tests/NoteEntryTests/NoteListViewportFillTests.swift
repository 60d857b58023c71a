// The note list's viewport fill (pages of 30, more read while less than a viewport of rows lies
// below the visible part, from the vertical adjustment's `changed`): tall windows, store sizes at
// the page boundaries, search results, deleting and undoing at the boundary, and a page read that
// fails.
import CGtk
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

/// Every summary once, newest first: the first `shownCount` of the store's own order.
@MainActor private func assertRowsAreTheNewest(
    _ list: NoteList, _ store: NoteStore, file: StaticString = #filePath, line: UInt = #line
) throws {
    let ids = list.summaries.map(\.id)
    XCTAssertEqual(Set(ids).count, ids.count, "a note shown twice", file: file, line: line)
    XCTAssertEqual(
        list.summaries, try store.listSummaries(after: nil, limit: list.shownCount), "rows out of order or missing",
        file: file, line: line)
}

@MainActor private func viewportIsFilledOrListComplete(_ list: NoteList) -> Bool {
    guard let adjustment = gtk_scrolled_window_get_vadjustment(list.widget.cast()) else { return false }
    let viewport = gtk_adjustment_get_page_size(adjustment)
    let below = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_value(adjustment) - viewport
    return list.isComplete || (viewport > 0 && below >= viewport)
}

final class NoteListViewportFillTests: MainActorTestCase {
    /// 30, 31 and 60 notes (a page, one over, two pages) in a window as tall as the screen:
    /// the list fills, reads no note twice, and scrolling to the bottom completes it in order.
    func testStoresAtPageBoundariesInATallWindowShowEveryNoteOnceInOrder() async throws {
        for count in [NoteList.pageSize, NoteList.pageSize + 1, 2 * NoteList.pageSize] {
            let window = try OpenWindow.overNumberedNotes(count)
            defer { window.close() }
            let store = try XCTUnwrap(window.store)
            let list = window.main.list
            gtk_window_resize(window.main.window, 860, 1000)
            MainLoop.wait(until: { viewportIsFilledOrListComplete(list) }, "the tall list to fill (\(count) notes)")
            MainLoop.waitForPaintedFrame(of: window.main.window.cast())
            XCTAssertEqual(store.summariesRead, list.shownCount, "every summary read has its row (\(count) notes)")
            try assertRowsAreTheNewest(list, store)
            let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(list.widget.cast()))
            while !list.isComplete {
                let before = list.shownCount
                gtk_adjustment_set_value(
                    adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
                MainLoop.wait(
                    until: { list.shownCount > before || list.isComplete },
                    "the bottom edge to read a page (\(count) notes)")
                MainLoop.waitForPaintedFrame(of: window.main.window.cast())
            }
            XCTAssertEqual(list.summaries, try store.listSummaries(), "\(count) notes")
        }
    }

    /// The list shows search results too: 70 of 120 notes match; the tall list fills with
    /// matches only, once each, in order.
    func testSearchResultsInATallWindowFillTheListInOrder() async throws {
        let window = try OpenWindow(inMemory: true) { store in
            for index in 0..<120 {
                try store.createNote(title: "Note \(index)", body: index % 12 < 7 ? "apple \(index)" : "pear \(index)")
            }
        }
        defer { window.close() }
        let store = try XCTUnwrap(window.store)
        let list = window.main.list
        gtk_window_resize(window.main.window, 860, 1000)
        MainLoop.wait(until: { viewportIsFilledOrListComplete(list) }, "the tall list to fill")
        window.main.session.search("apple")
        MainLoop.wait(until: { viewportIsFilledOrListComplete(list) }, "the tall list of matches to fill")
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        let ids = list.summaries.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "a match shown twice")
        XCTAssertEqual(list.summaries, try store.searchSummaries(matching: "apple", after: nil, limit: list.shownCount))
        while !list.isComplete { try list.showNextPage() }
        XCTAssertEqual(list.shownCount, 70)
    }

    /// In a tall window, deleting the notes of the rows around the page boundary one after the
    /// other, then undoing the last delete: the rows stay the newest notes, once each.
    func testDeletingAndUndoingAtThePageBoundaryInATallWindowKeepsTheOrder() async throws {
        let window = try OpenWindow.overNumberedNotes(3 * NoteList.pageSize + 5)
        defer { window.close() }
        let store = try XCTUnwrap(window.store)
        let list = window.main.list
        gtk_window_resize(window.main.window, 860, 1000)
        MainLoop.wait(until: { viewportIsFilledOrListComplete(list) }, "the tall list to fill")
        for index in [NoteList.pageSize - 1, NoteList.pageSize - 1, 2 * NoteList.pageSize - 2]
        where index < list.shownCount {
            window.main.session.open(list.summaries[index].id)
            window.main.deleteCurrentNote()
            MainLoop.wait(until: { viewportIsFilledOrListComplete(list) }, "the list to fill after a delete")
            try assertRowsAreTheNewest(list, store)
        }
        window.main.undoDelete()
        MainLoop.wait(until: { viewportIsFilledOrListComplete(list) }, "the list to fill after undo")
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        try assertRowsAreTheNewest(list, store)
    }

    /// A page the list wants cannot be read (here: the store answers SQLITE_BUSY, as when
    /// another process holds the database's lock past the busy timeout; in the real store each
    /// such read holds the main loop for the busy timeout, 5 s). It is reported, and not tried
    /// again and again without the user doing anything: the message bar that reports the failure
    /// makes the list shorter, which is another `changed` of its adjustment.
    func testAPageReadThatFailsIsNotRetriedInALoopByTheViewportFill() async throws {
        let window = try OpenWindow.overNumberedNotes(200)
        defer { window.close() }
        let store = try XCTUnwrap(window.store)
        let list = window.main.list
        let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(list.widget.cast()))
        let lock = PageReadLock()
        try list.load(pages: { after, limit in
            if lock.isLocked && after != nil {
                lock.failedReads += 1
                throw NoteStoreError.databaseFailure(path: "notes.sqlite3", code: 5, message: "database is locked")
            }
            return try store.listSummaries(after: after, limit: limit)
        })
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        XCTAssertEqual(list.shownCount, NoteList.pageSize)
        lock.isLocked = true
        let rowsHeight = gtk_adjustment_get_upper(adjustment)
        gtk_window_resize(window.main.window, 860, Int32(rowsHeight) + 200)
        MainLoop.wait(until: { lock.failedReads > 0 }, "the viewport fill to try a page")
        MainLoop.wait(until: { window.main.errorBar.isShown }, "the failure to be reported")
        // The message bar slides in; the window settles.
        _ = MainLoop.waitOutcome(until: { lock.failedReads >= 3 }, timeout: 3, "more reads")
        MainLoop.waitForPaintedFrame(of: window.main.window.cast())
        XCTAssertEqual(lock.failedReads, 1, "a failed page read was tried again without the user doing anything")
        XCTAssertEqual(list.shownCount, NoteList.pageSize)
    }

    /// A window far taller than the screen (16,000 px; X allows it) over 100 notes reads every
    /// page and stops; over 5,000 it reads until a viewport's height waits below and stops; then
    /// ten resizes between short and tall read nothing twice and leave the rows in order.
    func testAVeryTallWindowAndRepeatedResizesReadEachNoteOnceAndStop() async throws {
        for count in [100, 5_000] {
            let window = try OpenWindow.overNumberedNotes(count)
            defer { window.close() }
            let store = try XCTUnwrap(window.store)
            let list = window.main.list
            gtk_window_resize(window.main.window, 860, 16_000)
            let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(list.widget.cast()))
            MainLoop.wait(
                until: { gtk_adjustment_get_page_size(adjustment) > 10_000 }, "the window to be 16,000 px tall")
            MainLoop.wait(
                until: { viewportIsFilledOrListComplete(list) }, timeout: 30,
                "the very tall list to fill (\(count) notes)")
            MainLoop.waitForPaintedFrame(of: window.main.window.cast())
            let filled = list.shownCount
            XCTAssertEqual(store.summariesRead, filled, "\(count) notes")
            if count == 100 {
                XCTAssertTrue(list.isComplete)
            } else {
                XCTAssertGreaterThan(filled, 4 * NoteList.pageSize)
            }
            for round in 0..<10 {
                let tall = round % 2 == 1
                gtk_window_resize(window.main.window, 860, tall ? 16_000 : 300)
                MainLoop.wait(
                    until: { (gtk_adjustment_get_page_size(adjustment) > 10_000) == tall },
                    "the resize (round \(round))")
                MainLoop.waitForPaintedFrame(of: window.main.window.cast())
                MainLoop.wait(until: { viewportIsFilledOrListComplete(list) }, "the list to fill (round \(round))")
            }
            XCTAssertEqual(store.summariesRead, list.shownCount, "every summary read has its row (\(count) notes)")
            XCTAssertEqual(list.shownCount, filled, "the same heights need no more rows (\(count) notes)")
            try assertRowsAreTheNewest(list, store)
        }
    }
}

/// Whether page reads fail now, and how many did: shared by a test and its page reader.
@MainActor
private final class PageReadLock {
    var isLocked = false
    var failedReads = 0
}
