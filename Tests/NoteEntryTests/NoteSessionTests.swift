// The app's behaviour without a display: a fake window records what the session shows.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteEntryApp

final class NoteSessionTests: MainActorTestCase {
    func testStartShowsTheNewestNoteAndOpeningSavesFirst() async throws {
        let rig = try SessionRig { store in
            try store.createNote(title: "Older", body: "one")
            try store.createNote(title: "Newer", body: "two")
        }
        XCTAssertEqual(rig.buffer.title, "Newer")
        let older = try XCTUnwrap(rig.display.rows.last)
        rig.buffer.type(body: "two, edited")
        rig.session.open(older)
        XCTAssertEqual(rig.buffer.title, "Older")
        XCTAssertEqual(try rig.store.allNotes().map(\.body), ["one", "two, edited"], "saved before switching")
        XCTAssertNotEqual(rig.display.rows.first, older, "the saved note moved to the top")
        XCTAssertEqual(rig.display.selected, older)
    }

    func testNewLeavesNoEmptyNotesAndDeleteOffersUndo() async throws {
        let rig = try SessionRig { try $0.createNote(title: "Only", body: "text") }
        for _ in 0..<5 { XCTAssertTrue(rig.session.newNote()) }
        XCTAssertEqual(try rig.store.count(), 1)
        XCTAssertNil(rig.session.document.id)
        rig.session.open(try XCTUnwrap(rig.display.rows.first))
        rig.session.deleteCurrentNote()
        XCTAssertEqual(try rig.store.count(), 0)
        XCTAssertTrue(rig.display.undoOffered)
        XCTAssertEqual(rig.display.rows, [])
        rig.session.undoDelete()
        XCTAssertFalse(rig.display.undoOffered)
        XCTAssertEqual(try rig.store.allNotes().map(\.title), ["Only"])
        XCTAssertEqual(rig.buffer.text, "text")
    }

    func testAReadOnlyNoteSaysWhyAndTheMessageGoesWhenLeavingIt() async throws {
        var bad: Note?
        let rig = try SessionRig { store in
            try store.createNote(title: "Fine", body: "ok")
            bad = try store.createNote(title: "Has NUL", body: "a\u{0}b")
        }
        XCTAssertEqual(rig.display.message, .openedReadOnly(.nulCharacter))
        XCTAssertEqual(rig.buffer.text, "a\u{2400}b", "the text after the NUL is shown, the NUL as its symbol")
        XCTAssertFalse(rig.buffer.isEditable)
        XCTAssertEqual(rig.session.document.id, bad?.id)
        rig.session.open(try XCTUnwrap(rig.display.rows.last))
        XCTAssertNil(rig.display.message, "the read-only message goes with its note")
        XCTAssertTrue(rig.buffer.isEditable)
    }

    func testAFailedSaveIsReportedAndClearedByTheNextGoodOne() async throws {
        let rig = try SessionRig { try $0.createNote(title: "Big", body: "") }
        _ = try rig.writer.withStore { try $0.setMaximumPageCount(1) }
        rig.buffer.type(body: String(repeating: "no room ", count: 20_000))
        XCTAssertFalse(rig.session.save())
        guard case .storeFailure(.store(.diskFull), whileSaving: true)? = rig.display.message else {
            return XCTFail("expected the disk-full message, got \(String(describing: rig.display.message))")
        }
        _ = try rig.writer.withStore { try $0.setMaximumPageCount(Int(Int32.max)) }
        XCTAssertTrue(rig.session.save())
        XCTAssertNil(rig.display.message)
    }

    func testStoreProblemsAreWordedInTheUsersLanguage() async throws {
        try UserLanguage.with("ja") {
            let problems: [NoteStoreError] = [
                .ownedByAnotherUser(path: "/home/me/notes", owner: 1001),
                .writableByOthers(path: "/home/me/notes", mode: 0o777),
                .symbolicLink(path: "/home/me/notes/notes.sqlite3"),
                .databaseVanished(path: "/home/me/notes/notes.sqlite3"),
                .dataDirectoryNotFound(path: "/home/me/notes"),
                .notANotesDatabase(path: "/home/me/notes/notes.sqlite3", reason: "x"),
                .dataDirectoryUnreadable(path: "/home/me/notes", reason: "x"),
                .dataDirectoryNotWritable(path: "/home/me/notes", reason: "x"),
                // SQLite's own reasons (5 is SQLITE_BUSY, 8 SQLITE_READONLY, 10 SQLITE_IOERR), English text from SQLite.
                .databaseFailure(path: "/home/me/notes/notes.sqlite3", code: 5, message: "database is locked"),
                .databaseFailure(
                    path: "/home/me/notes/notes.sqlite3", code: 8, message: "attempt to write a readonly database"),
                .databaseFailure(path: "/home/me/notes/notes.sqlite3", code: 10 | (3 << 8), message: "disk I/O error"),
            ]
            for problem in problems {
                let sentence = InterfaceText.sentence(
                    for: SessionMessage.storeFailure(.store(problem), whileSaving: true))
                XCTAssertTrue(sentence.contains("/home/me/notes"), sentence)
                let english = sentence.replacingOccurrences(of: "/home/me/notes/notes.sqlite3", with: "")
                    .replacingOccurrences(of: "/home/me/notes", with: "")
                XCTAssertNil(
                    english.range(of: "[A-Za-z]{3,}", options: .regularExpression), "English left in: \(sentence)")
            }
        }
    }
}

/// A session over a scratch store, shown in a `RecordingDisplay`, saving through a real writer.
@MainActor
final class SessionRig {
    let folder: ScratchFolder
    let store: NoteStore
    let writer: NoteWriter
    let display = RecordingDisplay()
    /// The editor's text, which the session's document holds.
    let buffer = InMemoryTextBuffer()
    let session: NoteSession

    init(prepare: (NoteStore) throws -> Void = { _ in }) throws {
        folder = try ScratchFolder()
        let notes = folder.file("notes")
        store = try NoteStore(directory: notes)
        try prepare(store)
        writer = NoteWriter { try NoteStore(directory: notes) }
        let saving = NoteSaving(
            document: NoteDocument(), writer: writer,
            recovery: UnsavedTextRecovery(
                notesFolder: FileSystemPath(notes), environment: ["XDG_STATE_HOME": folder.file("state").path]),
            timer: ManualSaveTimer(), clock: { 0 }, deliver: { _ in })
        session = NoteSession(connection: NoteStoreConnection(store: store), saving: saving)
        session.display = display
        session.document.buffer = buffer
        session.start()
    }
}

/// A window that only remembers what it was told.
@MainActor
final class RecordingDisplay: NoteSessionDisplay {
    func showLinkingNotes(_ notes: [LinkingNote]) {}
    private(set) var rows: [Int64] = []
    private(set) var selected: Int64?
    private(set) var message: SessionMessage?
    private(set) var undoOffered = false
    private(set) var unavailable: NoteStoreFailure?

    func showNotesUnavailable(_ failure: NoteStoreFailure) { unavailable = failure }

    func loadList(_ source: NoteListSource, searching query: String?) throws {
        let count = try source.count()
        rows = try source.summaries(0, count, count).map(\.id)
        unavailable = nil
    }

    func showSearchAnswer(_ answer: NoteSearchAnswer, from source: NoteListSource) {
        try? loadList(source, searching: answer.search)
    }

    func refreshSearchAnswer(_ answer: NoteSearchAnswer, from source: NoteListSource) {
        try? loadList(source, searching: answer.search)
    }

    func listSaved(_ summary: NoteSummary) {
        rows.removeAll { $0 == summary.id }
        rows.insert(summary.id, at: 0)
    }
    func listRemove(_ id: Int64) { rows.removeAll { $0 == id } }
    func listInsert(_ summary: NoteSummary) { rows.append(summary.id) }
    func listShowChangesMadeElsewhere() -> Bool { true }
    func listSelect(_ id: Int64?) { selected = id }
    func listNeighbour(of id: Int64) -> Int64? {
        guard let index = rows.firstIndex(of: id) else { return nil }
        return rows.indices.contains(index + 1) ? rows[index + 1] : (index > 0 ? rows[index - 1] : nil)
    }
    var listFirst: Int64? { rows.first }

    var shownMessage: SessionMessage? { message }
    func show(_ message: SessionMessage) { self.message = message }
    func hideMessage(ofKind kind: SessionMessage.Kind) { if message?.kind == kind { message = nil } }
    func offerUndoDelete(_ deleted: [Note]) { undoOffered = !deleted.isEmpty }
}
