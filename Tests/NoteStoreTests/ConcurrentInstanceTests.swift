// Two stores (two app instances) on one folder both save, and wait for each other's locks.
import Foundation
import TestSupport
import XCTest

@testable import NoteStore

final class ConcurrentInstanceTests: XCTestCase {
    func testTwoInstancesOnOneFolderBothSaveAndSeeEachOther() throws {
        let scratch = try ScratchFolder()
        let first = try scratch.openStore()
        let second = try scratch.openStore()
        let fromFirst = try first.createNote(title: "first", body: "")
        let fromSecond = try second.createNote(title: "second", body: "")
        try first.update(id: fromSecond.id, title: "second, edited by first", body: "")
        try second.update(id: fromFirst.id, title: "first, edited by second", body: "")
        XCTAssertEqual(try first.allNotes().map(\.title), ["first, edited by second", "second, edited by first"])
        XCTAssertEqual(try second.allNotes(), try first.allNotes())
    }

    /// The change counter a window polls moves with every commit of another connection, and
    /// with none of the store's own (their rows the window changes itself) nor with reads.
    func testTheChangeCounterMovesWithAnotherConnectionsCommitsOnly() throws {
        let scratch = try ScratchFolder()
        let window = try scratch.openStore()
        let other = try scratch.openStore()
        let start = try window.changeCounter()
        let own = try window.createNote(title: "own", body: "")
        _ = try window.listSummaries()
        XCTAssertEqual(try window.changeCounter(), start, "moved with the store's own write or a read")
        try other.update(id: own.id, title: "edited elsewhere", body: "")
        let afterUpdate = try window.changeCounter()
        XCTAssertNotEqual(afterUpdate, start, "another connection's commit")
        _ = try other.deleteNote(id: own.id)
        XCTAssertNotEqual(try window.changeCounter(), afterUpdate, "another connection's delete")
    }

    func testSaveWaitsForAnotherWriterInsteadOfFailing() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let path = scratch.databasePath
        let holdSeconds = 0.3
        let locked = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        // Another writer, on its own thread and connection, holds the write lock for a while.
        let writer = Thread {
            defer { finished.signal() }
            guard let other = try? SQLiteDatabase(path: path, create: false),
                (try? other.execute("BEGIN IMMEDIATE")) != nil
            else {
                locked.signal()
                return
            }
            locked.signal()
            Thread.sleep(forTimeInterval: holdSeconds)
            try? other.execute("COMMIT")
        }
        writer.start()
        locked.wait()
        let start = Date()
        let note = try store.createNote(title: "waited", body: "")
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), holdSeconds / 2, "did not wait for the lock")
        XCTAssertEqual(try store.note(id: note.id)?.title, "waited")
        finished.wait()
    }

    func testReaderInOneInstanceDoesNotBlockSavesInAnother() throws {
        let scratch = try ScratchFolder()
        let reader = try scratch.openStore()
        let writer = try scratch.openStore()
        try writer.createNote(title: "one", body: "")
        try reader.database.execute("BEGIN; SELECT count(*) FROM notes;")
        try writer.createNote(title: "two", body: "")
        try reader.database.execute("COMMIT")
        XCTAssertEqual(try reader.count(), 2)
    }
}
