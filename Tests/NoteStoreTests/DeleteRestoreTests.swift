// Deleting a note can be undone: the restored note has its old id and content.
import Foundation
import TestSupport
import XCTest

@testable import NoteStore

final class DeleteRestoreTests: XCTestCase {
    func testDeletedNoteIsGoneAndRestoringBringsBackSameIDAndContent() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let keep = try store.createNote(title: "keep", body: "")
        var note = try store.createNote(title: "to delete", body: "body\u{0} 👩‍👩‍👧‍👦")
        note = try store.update(id: note.id, title: note.title, body: note.body + "!")
        let deleted = try store.deleteNote(id: note.id)
        XCTAssertEqual(deleted, note)
        XCTAssertNil(try store.note(id: note.id))
        XCTAssertEqual(try store.listSummaries().map(\.id), [keep.id])

        try store.restoreNote(deleted)
        let restored = try XCTUnwrap(try store.note(id: note.id))
        XCTAssertEqual(restored, note)
        XCTAssertEqual(utf8Bytes(restored.body), utf8Bytes(note.body))
        XCTAssertEqual(try store.listSummaries().map(\.id), [note.id, keep.id])
    }

    func testIDsOfDeletedNotesAreNotReused() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let newest = try store.createNote(title: "newest", body: "")
        let deleted = try store.deleteNote(id: newest.id)
        let next = try store.createNote(title: "next", body: "")
        XCTAssertNotEqual(next.id, newest.id)
        try store.restoreNote(deleted)
        XCTAssertEqual(try store.count(), 2)
    }

    func testRestoringOverAnExistingNoteIsRefusedAndChangesNothing() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let note = try store.createNote(title: "here", body: "")
        var impostor = note
        impostor.title = "other"
        XCTAssertThrowsError(try store.restoreNote(impostor)) { error in
            XCTAssertEqual(error as? NoteStoreError, .noteIDInUse(id: note.id))
        }
        XCTAssertEqual(try store.note(id: note.id), note)
    }

    func testDeletingAMissingNoteThrowsNoteNotFound() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        XCTAssertThrowsError(try store.deleteNote(id: 9)) { error in
            XCTAssertEqual(error as? NoteStoreError, .noteNotFound(id: 9))
        }
    }
}
