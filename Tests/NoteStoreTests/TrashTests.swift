// Deleting moves a note to the trash, where it waits 30 days to be restored or deleted for good.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class TrashTests: XCTestCase {
    /// A deleted note leaves the list, search, count and export, and waits in the trash with
    /// its text as stored; restoring brings it back unchanged.
    func testADeletedNoteWaitsInTheTrashOutOfEveryListing() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let kept = try store.createNote(title: "Kept", body: "narwhal one")
        let deleted = try store.createNote(title: "Deleted", body: "narwhal two")
        try store.deleteNote(id: deleted.id)

        XCTAssertEqual(try store.listSummaries().map(\.id), [kept.id])
        XCTAssertEqual(try store.listSummaries(after: nil, limit: 10).map(\.id), [kept.id])
        XCTAssertEqual(try store.searchSummaries(matching: "narwhal", after: nil, limit: 10).map(\.id), [kept.id])
        XCTAssertEqual(try store.count(), 1)
        XCTAssertEqual(try store.allNotes().map(\.id), [kept.id])
        XCTAssertNil(try store.note(id: deleted.id))
        XCTAssertEqual(try store.trashedNotes().map(\.summary.id), [deleted.id])
        XCTAssertEqual(try store.allTrashedNotes(), [deleted])
        XCTAssertTrue(try store.isInTrash(id: deleted.id))
        XCTAssertFalse(try store.isInTrash(id: kept.id))
        XCTAssertFalse(try store.isInTrash(id: deleted.id + 100))

        try store.restoreNote(deleted)
        XCTAssertFalse(try store.isInTrash(id: deleted.id))
        XCTAssertEqual(try store.note(id: deleted.id), deleted)
        XCTAssertEqual(try store.trashedNotes(), [])
        XCTAssertEqual(
            try store.searchSummaries(matching: "narwhal", after: nil, limit: 10).map(\.id).sorted(),
            [kept.id, deleted.id])
    }

    /// A save into a note that is in the trash (a recovery file, another instance) is refused as
    /// for a deleted note, so the writer keeps the text as a new note the user sees.
    func testASaveIntoANoteInTheTrashIsRefusedAsForADeletedOne() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let note = try store.createNote(title: "Gone", body: "as deleted")
        try store.deleteNote(id: note.id)
        XCTAssertThrowsError(
            try store.saveChanges(id: note.id, title: nil, body: "typed later", ifRevision: note.revision)
        ) {
            XCTAssertEqual($0 as? NoteStoreError, .noteNotFound(id: note.id))
        }
        XCTAssertEqual(try store.allTrashedNotes().map(\.body), ["as deleted"])
        XCTAssertThrowsError(try store.deleteNote(id: note.id), "a note is trashed once")
    }

    /// Deleting for good and emptying the trash remove notes from the database; neither touches
    /// a note outside the trash.
    func testDeletingForGoodAndEmptyingTheTrash() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let kept = try store.createNote(title: "Kept", body: "")
        let first = try store.createNote(title: "First", body: "")
        let second = try store.createNote(title: "Second", body: "")
        try store.deleteNote(id: first.id)
        try store.deleteNote(id: second.id)
        XCTAssertThrowsError(try store.deleteForever(id: kept.id), "only a note in the trash is deleted for good")
        try store.deleteForever(id: first.id)
        XCTAssertEqual(try store.trashedNotes().map(\.summary.id), [second.id])
        XCTAssertEqual(try store.emptyTrash(), 1)
        XCTAssertEqual(try store.trashedNotes(), [])
        XCTAssertEqual(try store.allNotes().map(\.id), [kept.id])
        XCTAssertEqual(
            try SQLiteFile.count(rowsOf: "notes", in: scratch.url.appendingPathComponent("notes.sqlite3")), 1)
    }

    /// An opening removes the notes in the trash for 30 days of the store's clock, which moves at
    /// most a day per opening: opened every day, a note trashed 31 days ago goes, a younger one
    /// stays. (One opening 30 days on no longer removes it: that could be a clock 30 days ahead.)
    func testAnOpeningRemovesNotesTrashedThirtyDaysAgo() throws {
        let scratch = try ScratchFolder()
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let day = 86_400.0
        var now = start
        let open = { try NoteStore(directory: scratch.url, clock: { NoteTime(now) }) }
        /// The titles in the trash after an opening on each day of `days`, the last one's.
        func openDaily(_ days: ClosedRange<Int>) throws -> [String] {
            var titles: [String] = []
            for index in days {
                now = start + Double(index) * day
                titles = try open().trashedNotes().map(\.summary.title)
            }
            return titles
        }
        do {
            let store = try open()
            let old = try store.createNote(title: "Old", body: "")
            let recent = try store.createNote(title: "Recent", body: "")
            try store.deleteNote(id: old.id)
            _ = try openDaily(1...10)
            try store.deleteNote(id: recent.id)
        }
        XCTAssertEqual(try openDaily(11...30), ["Recent", "Old"])
        XCTAssertEqual(try openDaily(31...31), ["Recent"])
        XCTAssertEqual(try openDaily(32...40), ["Recent"])
        XCTAssertEqual(try openDaily(41...41), [])
    }
}

/// Counting rows below the store, with python's sqlite3.
enum SQLiteFile {
    static func count(rowsOf table: String, in database: URL) throws -> Int {
        let run = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/python3"),
            [
                "-c",
                "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT count(*) FROM \(table)').fetchone()[0])",
                database.path,
            ])
        return Int(run.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }
}
