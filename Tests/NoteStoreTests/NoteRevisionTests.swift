// Saves that know which version they started from: revisions, untouched fields, conflicts.
import Foundation
import TestSupport
import XCTest

@testable import NoteStore

final class NoteRevisionTests: XCTestCase {
    func testEverySaveRaisesTheRevision() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let note = try store.createNote(title: "t", body: "b")
        XCTAssertEqual(note.revision, 1)
        XCTAssertEqual(try store.update(id: note.id, title: "t", body: "b2").revision, 2)
        let saved = try store.saveChanges(id: note.id, title: nil, body: "b3", ifRevision: 2)
        XCTAssertEqual(saved.revision, 3)
        XCTAssertEqual(try store.note(id: note.id)?.revision, 3)
    }

    func testAFieldPassedAsNilIsLeftByteForByte() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let title = String(repeating: "長い題名", count: 25_000)  // 100,000 characters
        let note = try store.createNote(title: title, body: "first")
        let saved = try store.saveChanges(id: note.id, title: nil, body: "second line\nmore", ifRevision: note.revision)
        XCTAssertEqual(saved.summary.title, title)
        XCTAssertEqual(saved.summary.firstLine, "second line")
        let stored = try XCTUnwrap(try store.note(id: note.id))
        XCTAssertEqual(utf8Bytes(stored.title), utf8Bytes(title))
        XCTAssertEqual(stored.body, "second line\nmore")
        let retitled = try store.saveChanges(id: note.id, title: "short", body: nil, ifRevision: saved.revision)
        XCTAssertEqual(retitled.summary.firstLine, "second line", "the preview stays with the untouched body")
        XCTAssertEqual(try store.note(id: note.id)?.body, "second line\nmore")
    }

    func testASaveFromAnOlderRevisionIsRefusedAndWritesNothing() throws {
        let scratch = try ScratchFolder()
        let first = try scratch.openStore()
        let second = try scratch.openStore()
        let loaded = try first.createNote(title: "shared", body: "original")
        // Another window (its own connection) saves first.
        let theirs = try second.saveChanges(
            id: loaded.id, title: nil, body: "their paragraph", ifRevision: loaded.revision)
        XCTAssertThrowsError(
            try first.saveChanges(id: loaded.id, title: nil, body: "my edit", ifRevision: loaded.revision)
        ) { error in
            XCTAssertEqual(
                error as? NoteStoreError, .noteChangedElsewhere(id: loaded.id, expected: 1, stored: theirs.revision))
        }
        XCTAssertEqual(try first.note(id: loaded.id)?.body, "their paragraph")
        XCTAssertEqual(try first.note(id: loaded.id)?.revision, theirs.revision)
    }

    func testSavingADeletedNoteSaysSo() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let note = try store.createNote()
        try store.deleteNote(id: note.id)
        XCTAssertThrowsError(try store.saveChanges(id: note.id, title: "x", body: nil, ifRevision: 1)) { error in
            XCTAssertEqual(error as? NoteStoreError, .noteNotFound(id: note.id))
        }
    }

    func testRestoringKeepsTheRevision() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let note = try store.update(id: try store.createNote().id, title: "a", body: "b")
        let deleted = try store.deleteNote(id: note.id)
        try store.restoreNote(deleted)
        XCTAssertEqual(try store.note(id: note.id)?.revision, 2)
    }

    func testBytesThatAreNotUTF8AreFlagged() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let good = try store.createNote(title: "fine", body: "fine")
        let bad = try store.createNote(title: "bad", body: "")
        try store.database.execute("UPDATE notes SET body = CAST(x'636166e9' AS TEXT) WHERE id = \(bad.id)")
        XCTAssertEqual(try store.note(id: good.id)?.storedBytesWereNotUTF8, false)
        let read = try XCTUnwrap(try store.note(id: bad.id))
        XCTAssertTrue(read.storedBytesWereNotUTF8)
        XCTAssertEqual(read.body, "caf\u{FFFD}")
    }

    func testCheckpointLeavesEveryNoteInTheDatabaseFileAlone() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        for number in 1...20 {
            try store.createNote(title: "note \(number)", body: String(repeating: "x", count: 5000))
        }
        try store.checkpoint()
        let wal = try FileManager.default.attributesOfItem(atPath: scratch.databasePath + "-wal")[.size] as? Int
        XCTAssertEqual(wal, 0, "the log is emptied")
        // A copy of the database file alone, with the store still open, holds every note.
        let copy = try ScratchFolder()
        try FileManager.default.copyItem(atPath: scratch.databasePath, toPath: copy.databasePath)
        XCTAssertEqual(try copy.openStore().count(), 20)
    }
}
