// Creating, reading, updating and counting notes.
import Foundation
import TestSupport
import XCTest

@testable import NoteStore

final class NoteCRUDTests: XCTestCase {
    func testCreatedNoteCanBeReadBackWithAllFields() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let created = try store.createNote(title: "Groceries", body: "Milk\nEggs")
        let read = try XCTUnwrap(try store.note(id: created.id))
        XCTAssertEqual(read, created)
        XCTAssertEqual(read.title, "Groceries")
        XCTAssertEqual(read.body, "Milk\nEggs")
        XCTAssertEqual(read.created, read.updated)
    }

    func testEachCreatedNoteGetsItsOwnID() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let ids = try (0..<5).map { try store.createNote(title: "n\($0)", body: "").id }
        XCTAssertEqual(Set(ids).count, 5)
    }

    func testSaveChangesTitleAndBodyAndAdvancesUpdatedOnly() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        var note = try store.createNote(title: "Draft", body: "one")
        note.title = "Final"
        note.body = "two"
        let saved = try store.save(note)
        XCTAssertEqual(saved.created, note.created)
        XCTAssertGreaterThan(saved.updated, note.updated)
        XCTAssertEqual(try store.note(id: note.id), saved)
        XCTAssertEqual(try store.note(id: note.id)?.body, "two")
    }

    func testUpdateByIDReturnsTheStoredNote() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let note = try store.createNote(title: "a", body: "b")
        let updated = try store.update(id: note.id, title: "c", body: "d")
        XCTAssertEqual(try store.note(id: note.id), updated)
        XCTAssertEqual(updated.title, "c")
    }

    func testSavingAMissingNoteThrowsNoteNotFound() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        XCTAssertThrowsError(try store.update(id: 42, title: "x", body: "y")) { error in
            XCTAssertEqual(error as? NoteStoreError, .noteNotFound(id: 42))
        }
        XCTAssertEqual(try store.count(), 0)
    }

    func testMissingNoteReadsAsNil() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        XCTAssertNil(try store.note(id: 1))
    }

    func testCountFollowsCreatesAndDeletes() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let first = try store.createNote(title: "1", body: "")
        try store.createNote(title: "2", body: "")
        XCTAssertEqual(try store.count(), 2)
        try store.deleteNote(id: first.id)
        XCTAssertEqual(try store.count(), 1)
    }

    func testAllNotesReturnsFullNotesInIDOrder() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let notes = try (0..<3).map { try store.createNote(title: "t\($0)", body: "body \($0)") }
        // Touch the first so that newest-first and id order differ.
        let touched = try store.update(id: notes[0].id, title: "t0", body: "edited")
        XCTAssertEqual(try store.allNotes(), [touched, notes[1], notes[2]])
    }

    func testNotesSurviveClosingAndReopening() throws {
        let scratch = try ScratchFolder()
        var store: NoteStore? = try scratch.openStore()
        let note = try XCTUnwrap(store).createNote(title: "kept", body: "across opens")
        store = nil
        let reopened = try scratch.openStore()
        XCTAssertEqual(try reopened.note(id: note.id), note)
    }
}
