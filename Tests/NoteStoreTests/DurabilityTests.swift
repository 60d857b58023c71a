// Saves are durable (WAL, synchronous=FULL) and atomic: no half-saved note is ever visible.
import Foundation
import TestSupport
import XCTest

@testable import NoteStore

final class DurabilityTests: XCTestCase {
    func testStoreUsesWALWithFullSyncAndABusyTimeout() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        XCTAssertEqual(try store.database.text("PRAGMA journal_mode"), "wal")
        XCTAssertEqual(try store.database.integer("PRAGMA synchronous"), 2, "2 is FULL")
        // A busy handler of our own (it polls every millisecond), not SQLite's busy_timeout.
        XCTAssertGreaterThanOrEqual(store.database.busyTimeoutMilliseconds, 1000)
    }

    /// A save waits for another connection's write lock instead of failing at once.
    func testASaveWaitsForAnotherWritersLock() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        // The connection is used by the releasing thread only after this one is done with it.
        nonisolated(unsafe) let other = try SQLiteDatabase(path: scratch.databasePath, create: false)
        try other.execute("BEGIN IMMEDIATE")
        let release = DispatchSemaphore(value: 0)
        let releaser = Thread {
            _ = release.wait(timeout: .now() + 0.3)
            try? other.execute("COMMIT")
        }
        releaser.start()
        let start = Date()
        XCTAssertNoThrow(try store.createNote(title: "waited", body: ""))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.25, "it did not wait for the lock")
        XCTAssertEqual(try store.allNotes().map(\.title), ["waited"])
    }

    func testHalfFinishedSaveIsNeverSeenByAnotherInstance() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let observer = try scratch.openStore()
        let note = try store.createNote(title: "old title", body: "old body")
        // Write the title and body in two steps inside one transaction, as a torn save would.
        try store.database.execute("BEGIN IMMEDIATE; UPDATE notes SET title = 'new title' WHERE id = \(note.id);")
        XCTAssertEqual(try observer.note(id: note.id), note, "uncommitted title visible")
        try store.database.execute("UPDATE notes SET body = 'new body' WHERE id = \(note.id); ROLLBACK;")
        XCTAssertEqual(try observer.note(id: note.id), note, "rolled-back change visible")
        XCTAssertEqual(try store.note(id: note.id), note)
    }

    func testSaveThatFailsHalfwayLeavesTitleAndBodyFromTheSameVersion() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let note = try store.createNote(title: "v1", body: "v1 body")
        try store.setMaximumPageCount(1)
        // The new title fits in place; the body does not: the whole save must fail.
        XCTAssertThrowsError(try store.update(id: note.id, title: "v2", body: String(repeating: "2", count: 500_000)))
        let stored = try XCTUnwrap(try scratch.openStore().note(id: note.id))
        XCTAssertEqual([stored.title, stored.body], ["v1", "v1 body"])
    }

    func testSavedNoteIsInTheFilesWithoutAnOrderlyClose() throws {
        // What kill -9 leaves: the files as they are after the save, never closed. A copy of
        // them, opened fresh, must hold the note (the WAL is replayed on open).
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let note = try store.createNote(title: "durable", body: "survives")
        let copy = try ScratchFolder()
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: scratch.databasePath + suffix, toPath: copy.databasePath + suffix)
        }
        XCTAssertEqual(try copy.openStore().note(id: note.id), note)
        withExtendedLifetime(store) {}
    }
}
