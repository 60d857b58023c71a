// A full disk makes a save fail clearly, keeps the previous version, and is recoverable.
import Foundation
import TestSupport
import XCTest

@testable import NoteStore

final class DiskFullTests: XCTestCase {
    func testSaveOnFullDiskThrowsAndKeepsPreviousVersionThenSucceedsWithRoom() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let original = try store.createNote(title: "before", body: "small body")
        try store.setMaximumPageCount(1)  // clamps to the current size: full now

        var bigger = original
        bigger.title = "after"
        bigger.body = String(repeating: "grow ", count: 100_000)
        XCTAssertThrowsError(try store.save(bigger)) { error in
            XCTAssertEqual(error as? NoteStoreError, .diskFull(path: scratch.databasePath))
            XCTAssertTrue("\(error)".lowercased().contains("disk is full"))
        }
        XCTAssertEqual(try store.note(id: original.id), original, "previous version must be kept whole")
        XCTAssertEqual(try scratch.openStore().note(id: original.id), original, "also for other readers")

        try store.setMaximumPageCount(Int(Int32.max))
        let saved = try store.save(bigger)
        XCTAssertEqual(try store.note(id: original.id), saved)
        XCTAssertEqual(saved.body, bigger.body)
    }

    func testCreateOnFullDiskThrowsAndAddsNothing() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        try store.createNote(title: "existing", body: "")
        try store.setMaximumPageCount(1)
        XCTAssertThrowsError(try store.createNote(title: "new", body: String(repeating: "x", count: 200_000))) {
            error in
            XCTAssertEqual(error as? NoteStoreError, .diskFull(path: scratch.databasePath))
        }
        XCTAssertEqual(try store.allNotes().map(\.title), ["existing"])
    }

    func testPageLimitIsNeverBelowTheCurrentSize() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let pages = Int(try store.database.integer("PRAGMA page_count"))
        XCTAssertEqual(try store.setMaximumPageCount(1), pages)
    }
}
