// The trash and the version history expire by the store's clock, never by a wall clock that
// contradicts the store: times planted with the sqlite3 shell stand for a clock that was wrong
// when the note was trashed or the version kept, and the real note-entry starts on the notes.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

final class ExpiryClockTests: XCTestCase {
    static let day: Int64 = 86_400_000

    /// A note trashed while the clock said 2001 (a dead CMOS battery), and a version kept then,
    /// are still there after a start with the right clock (before, both were deleted for good at
    /// that start, a minute after the note was trashed).
    func testWhatWasTrashedUnderAClockOf2001SurvivesTheNextStart() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = try Self.notesWithTrashAndVersion(in: folder)
        let in2001: Int64 = 978_307_200_000
        try Self.sqlite(
            notes,
            "UPDATE notes SET trashed = \(in2001) WHERE trashed IS NOT NULL; UPDATE note_versions SET replaced = \(in2001);"
        )
        try Self.start(notes, folder)
        XCTAssertEqual(try Self.counts(notes), [1, 1], "the trashed note and the version")
    }

    /// One start with the clock 40 days ahead (told here by every time in the store being 40
    /// days older than the clock, the last start among them) keeps the trash and every version
    /// (before, it emptied both).
    func testOneStartFortyDaysAheadKeepsTheTrashAndEveryVersion() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = try Self.notesWithTrashAndVersion(in: folder)
        let earlier = Int64(Date().timeIntervalSince1970 * 1000) - 40 * Self.day
        try Self.sqlite(
            notes,
            "UPDATE notes SET created = \(earlier), updated = \(earlier); UPDATE notes SET trashed = \(earlier) "
                + "WHERE trashed IS NOT NULL; UPDATE note_versions SET replaced = \(earlier);")
        // The store's record of its last start, where there is one (schema 011).
        _ = try? Self.sqlite(notes, "UPDATE store_clock SET wall = \(earlier)")
        try Self.start(notes, folder)
        XCTAssertEqual(try Self.counts(notes), [1, 1], "the trashed note and the version")
    }

    /// What has been in the trash and the history for 30 days of the store's clock is removed
    /// at a start, as before.
    func testThirtyDaysOfTheStoresClockExpireTheTrashAndVersions() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = try Self.notesWithTrashAndVersion(in: folder)
        try Self.start(notes, folder)
        XCTAssertEqual(try Self.counts(notes), [1, 1])
        try Self.sqlite(notes, "UPDATE store_clock SET trusted = trusted + \(30 * Self.day)")
        try Self.start(notes, folder)
        XCTAssertEqual(try Self.counts(notes), [0, 0], "the trashed note and the version")
        XCTAssertEqual(try NoteStore(directory: notes).allNotes().map(\.title), ["Kept"])
    }

    // MARK: Helpers

    /// A notes folder with a note "Kept" that has one version, and a note in the trash.
    static func notesWithTrashAndVersion(in folder: ScratchFolder) throws -> URL {
        let notes = folder.file("notes")
        let store = try NoteStore(directory: notes)
        let kept = try store.createNote(title: "Kept", body: "first")
        try store.saveChanges(id: kept.id, title: nil, body: "second", ifRevision: kept.revision, origin: .recovery)
        let trashed = try store.createNote(title: "Trashed", body: "wanted back")
        try store.deleteNote(id: trashed.id)
        try store.checkpoint()
        XCTAssertEqual(try counts(notes), [1, 1])
        return notes
    }

    /// Runs the sqlite3 shell's `sql` on the notes database in `notes`; throws when it fails.
    @discardableResult
    static func sqlite(_ notes: URL, _ sql: String) throws -> String {
        let run = try ProgramRun.tool("sqlite3", [notes.appendingPathComponent("notes.sqlite3").path, sql])
        guard run.status == 0 else { throw TestPrecondition.notMet("sqlite3 failed: \(run.errorOutput)") }
        return run.output
    }

    /// How many notes are in the trash, and how many versions there are.
    static func counts(_ notes: URL) throws -> [Int] {
        try sqlite(notes, "SELECT count(*) FROM notes WHERE trashed IS NOT NULL; SELECT count(*) FROM note_versions;")
            .split(separator: "\n").compactMap { Int($0) }
    }

    /// Starts note-entry's window on `notes` and lets it end after its first frame.
    static func start(_ notes: URL, _ folder: ScratchFolder) throws {
        let run = try ProgramRun.noteEntry(["--screenshot", folder.path("start.png"), "--data-dir", notes.path])
        XCTAssertEqual(run.status, 0, run.errorOutput)
    }
}
