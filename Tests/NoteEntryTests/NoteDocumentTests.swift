// The note being edited, without a display: it marks itself changed from its buffer's own
// reports, and a save clears only what it saved.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteEntryApp

final class NoteDocumentTests: MainActorTestCase {
    func testLoadingShowsTheNoteAndMarksNothingChanged() async {
        let (document, buffer) = Self.document()
        var stored: [Bool] = []
        document.onStoredNoteChange = { stored.append($0) }
        XCTAssertNil(document.load(Self.note(id: 7, title: "Title", body: "Body", revision: 3)))
        XCTAssertEqual(buffer.title, "Title")
        XCTAssertEqual(buffer.text, "Body")
        XCTAssertTrue(buffer.isEditable)
        XCTAssertEqual(document.id, 7)
        XCTAssertEqual(document.state.revision, 3)
        XCTAssertFalse(document.hasUnsavedChanges)
        XCTAssertEqual(stored, [true])
        document.loadDraft(1)
        XCTAssertEqual(buffer.text, "")
        XCTAssertNil(document.id)
        XCTAssertFalse(document.hasUnsavedChanges)
        XCTAssertEqual(stored, [true, false])
    }

    func testTheBuffersReportMarksTheDocumentChangedAndNamesTheFieldInItsSave() async {
        let (document, buffer) = Self.document()
        _ = document.load(Self.note(id: 7, title: "Title", body: "Body", revision: 3))
        buffer.type(body: "Body, edited")
        XCTAssertTrue(document.hasUnsavedChanges)
        XCTAssertEqual(document.changeCount, 1)
        let request = document.saveRequest()
        XCTAssertEqual(request.target, .note(id: 7, revision: 3))
        XCTAssertEqual(request.body, "Body, edited")
        XCTAssertTrue(request.bodyEdited)
        XCTAssertFalse(request.titleEdited, "an untouched title is not written back")
    }

    func testASaveClearsOnlyTheChangesItTook() async {
        let (document, buffer) = Self.document()
        _ = document.load(Self.note(id: 7, title: "Title", body: "Body", revision: 3))
        buffer.type(body: "one")
        let taken = document.state.changes
        buffer.type(title: "typed while the save ran")
        document.saveSucceeded(upTo: taken, Self.saved(id: 7, revision: 4))
        XCTAssertTrue(document.hasUnsavedChanges, "the title typed during the save is still unsaved")
        XCTAssertEqual(document.state.revision, 4)
        let next = document.saveRequest()
        XCTAssertTrue(next.titleEdited)
        XCTAssertFalse(next.bodyEdited, "the body was saved")
        document.saveSucceeded(upTo: document.state.changes, Self.saved(id: 7, revision: 5))
        XCTAssertFalse(document.hasUnsavedChanges)
    }

    func testADraftBecomesTheNoteItsFirstSaveCreated() async {
        let (document, buffer) = Self.document()
        var stored: [Bool] = []
        document.onStoredNoteChange = { stored.append($0) }
        document.loadDraft(4)
        buffer.type(body: "new")
        let request = document.saveRequest()
        XCTAssertEqual(request.target, .draft(4))
        document.saveSucceeded(upTo: document.state.changes, Self.saved(id: 12, revision: 1))
        XCTAssertEqual(document.id, 12)
        XCTAssertTrue(document.isSource(of: request), "the draft's save still belongs to it")
        XCTAssertEqual(stored, [true], "a draft is not stored until its first save")
    }

    func testAReadOnlyNoteIgnoresChangesAndIsNotEditable() async {
        let (document, buffer) = Self.document()
        XCTAssertEqual(document.load(Self.note(id: 7, title: "NUL", body: "a\u{0}b", revision: 1)), .nulCharacter)
        XCTAssertFalse(buffer.isEditable)
        XCTAssertTrue(document.isReadOnly)
        buffer.type(body: "changed anyway")
        XCTAssertFalse(document.hasUnsavedChanges)
        XCTAssertEqual(document.changeCount, 0)
    }

    func testABufferNoLongerAttachedReportsNothing() async {
        let (document, first) = Self.document()
        let second = InMemoryTextBuffer()
        document.buffer = second
        XCTAssertNil(first.document, "the old buffer no longer tells the document")
        first.type(body: "elsewhere")
        XCTAssertFalse(document.hasUnsavedChanges)
        second.type(body: "here")
        XCTAssertTrue(document.hasUnsavedChanges)
        XCTAssertEqual(document.text.body, "here")
        withExtendedLifetime(second) {}
    }

    // MARK: Helpers

    /// A document over an in-memory buffer (the caller keeps the buffer, which the document does not own).
    @MainActor
    private static func document() -> (NoteDocument, InMemoryTextBuffer) {
        let document = NoteDocument()
        let buffer = InMemoryTextBuffer()
        document.buffer = buffer
        return (document, buffer)
    }

    private static func note(id: Int64, title: String, body: String, revision: Int64) -> Note {
        Note(
            id: id, title: title, body: body, created: NoteTime(millisecondsSince1970: 0),
            updated: NoteTime(millisecondsSince1970: 0),
            revision: revision)
    }

    private static func saved(id: Int64, revision: Int64) -> SavedChanges {
        let note = note(id: id, title: "", body: "", revision: revision)
        return SavedChanges(id: id, revision: revision, created: note.created, summary: NoteSummary(note: note))
    }
}
