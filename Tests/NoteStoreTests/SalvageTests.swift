// A damaged database is moved aside and every note that can still be read comes back in the new
// one: all of them for a damaged header, all but those on the lost page for a torn page, those
// in the part that is left for a truncated file. Prints the figures kept in RELIABILITY.md.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class SalvageTests: XCTestCase {
    static let noteCount = 500
    static let pageSize = 4096

    /// Note `index`'s body: every 25th is large (120 KB, on a chain of overflow pages).
    static func body(_ index: Int) -> String {
        let line = "note \(index): \(String(repeating: "words of the note ", count: 3))"
        return index % 25 == 0 ? String(repeating: line + "\n", count: 2000) : line
    }

    /// A database of `noteCount` notes, all in the main file (no -wal), and its notes.
    private func plantNotes(_ scratch: ScratchFolder) throws -> [Note] {
        let store = try scratch.openStore()
        var notes: [Note] = []
        for index in 0..<Self.noteCount {
            notes.append(try store.createNote(title: "title \(index)", body: Self.body(index)))
        }
        try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return notes
    }

    private func damage(_ scratch: ScratchFolder, _ change: (inout Data) -> Void) throws {
        try? FileManager.default.removeItem(atPath: scratch.databasePath + "-wal")
        try? FileManager.default.removeItem(atPath: scratch.databasePath + "-shm")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: scratch.databasePath))
        change(&bytes)
        try bytes.write(to: URL(fileURLWithPath: scratch.databasePath))
    }

    /// Opens the damaged folder and checks every recovered note is exactly an original one.
    private func salvage(
        _ scratch: ScratchFolder, _ originals: [Note], kind: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> NoteStore {
        let damaged = try Data(contentsOf: URL(fileURLWithPath: scratch.databasePath))
        let store = try scratch.openStore()
        let report = try XCTUnwrap(store.salvageReport, "\(kind): damage not detected", file: file, line: line)
        let recovered = try store.allNotes()
        XCTAssertEqual(recovered.count, report.salvagedNoteCount, file: file, line: line)
        let byID = Dictionary(uniqueKeysWithValues: originals.map { ($0.id, $0) })
        for note in recovered {
            XCTAssertEqual(
                note, byID[note.id], "\(kind): note \(note.id) differs from the original", file: file, line: line)
        }
        XCTAssertEqual(
            try Data(contentsOf: report.movedAsideFile.url), damaged, "\(kind): the damaged copy is kept as it was",
            file: file, line: line)
        XCTAssertTrue(
            report.message.contains("\(report.salvagedNoteCount)")
                && report.message.contains(report.movedAsidePath),
            file: file, line: line)
        print(
            "salvage: \(kind): \(recovered.count) of \(originals.count) notes recovered, "
                + "\(report.unreadableNoteCount) seen but unreadable")
        return store
    }

    /// The issue's case: one flipped byte in the header's page count, and every note is readable.
    func testFlippedPageCountInTheHeaderRecoversEveryNote() throws {
        let scratch = try ScratchFolder()
        let notes = try plantNotes(scratch)
        try damage(scratch) { $0[28] ^= 0xFF }
        let store = try salvage(scratch, notes, kind: "header byte 28 flipped")
        XCTAssertEqual(try store.allNotes(), notes, "every note, whole")
        // Ids stay unique: the next note gets a new one.
        XCTAssertGreaterThan(try store.createNote(title: "after", body: "").id, notes.last!.id)
    }

    /// Salvage copies what is stored, not what Swift can decode: bytes that are not UTF-8 stay
    /// exactly (they became U+FFFD), and revisions stay (they were reset to 1, so a window that
    /// had loaded the note at an older revision no longer saw the conflict).
    func testSalvageKeepsBytesThatAreNotUTF8RevisionsAndTheStoreIdentity() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let latin1 = try store.createNote(title: "Latin-1", body: "placeholder")
        let edited = try store.createNote(title: "Edited", body: "v1")
        for version in 2...7 { try store.update(id: edited.id, title: "Edited", body: "v\(version)") }
        try store.database.execute(
            """
            UPDATE notes SET body = CAST(X'636166E9204E554C00FF' AS TEXT) WHERE id = \(latin1.id);
            PRAGMA wal_checkpoint(TRUNCATE)
            """)
        let stored = { (database: SQLiteDatabase) in
            try database.text(
                "SELECT group_concat(id || ':' || hex(CAST(body AS BLOB)) || ':' || revision, ' ') FROM notes ORDER BY id"
            )
        }
        let before = try stored(store.database)
        try damage(scratch) { $0[28] ^= 0xFF }
        let salvaged = try scratch.openStore()
        XCTAssertNotNil(salvaged.salvageReport, "damage not detected")
        XCTAssertEqual(try stored(salvaged.database), before, "bytes and revisions as they were stored")
        XCTAssertEqual(
            salvaged.identity, store.identity, "the salvaged store is the same store: its kept texts still apply")
    }

    /// A salvage keeps the trash: a deleted note stays in it, with the time it was deleted.
    func testSalvageKeepsTheTrash() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let kept = try store.createNote(title: "Kept", body: "")
        let deleted = try store.createNote(title: "Deleted", body: "in the trash")
        try store.deleteNote(id: deleted.id)
        let trashedBefore = try store.trashedNotes()
        try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try damage(scratch) { $0[28] ^= 0xFF }
        let salvaged = try scratch.openStore()
        XCTAssertNotNil(salvaged.salvageReport, "damage not detected")
        XCTAssertEqual(try salvaged.allNotes().map(\.id), [kept.id])
        XCTAssertEqual(try salvaged.trashedNotes(), trashedBefore)
    }

    /// Killed after the damaged file moved aside and before the salvaged database was renamed
    /// into place, there is no database but `notes.sqlite3.salvaged`: the next opening puts it
    /// in place, report included, instead of starting an empty database beside it.
    func testAnOpeningAfterAKillBetweenTheRenamesFinishesTheSwap() throws {
        let scratch = try ScratchFolder()
        let notes = try plantNotes(scratch)
        try damage(scratch) { $0[28] ^= 0xFF }
        do { _ = try scratch.openStore() }
        XCTAssertEqual(rename(scratch.databasePath, scratch.databasePath + ".salvaged"), 0)
        let store = try scratch.openStore()
        XCTAssertEqual(try store.allNotes().count, notes.count)
        XCTAssertNotNil(store.salvageReport, "the report arrives with the notes")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.databasePath + ".salvaged"))
    }

    func testTornPageInTheMiddleLosesOnlyTheNotesOnIt() throws {
        let scratch = try ScratchFolder()
        let notes = try plantNotes(scratch)
        var generator = SystemRandomNumberGenerator()
        try damage(scratch) { bytes in
            let middle = bytes.count / Self.pageSize / 2
            let garbage = (0..<Self.pageSize).map { _ in UInt8.random(in: 0...255, using: &generator) }
            bytes.replaceSubrange(middle * Self.pageSize..<(middle + 1) * Self.pageSize, with: garbage)
        }
        let store = try salvage(scratch, notes, kind: "one page in the middle overwritten with random bytes")
        // One 4 KB leaf holds a few dozen small notes at most; an overflow page belongs to one note.
        XCTAssertGreaterThanOrEqual(try store.count(), Self.noteCount - 40)
    }

    /// The worst single page: a leaf of the notes table (its rows are gone, not just one body).
    /// A plain `SELECT … ORDER BY id` would stop there; reading by id ranges goes on past it.
    func testTornTableLeafPageLosesOnlyItsRows() throws {
        let scratch = try ScratchFolder()
        let notes = try plantNotes(scratch)
        try damage(scratch) { bytes in
            let pages = bytes.count / Self.pageSize
            // 0x0D marks a table b-tree leaf page; take the first one past the middle of the file.
            let leaf = (pages / 2..<pages).first { bytes[$0 * Self.pageSize] == 0x0D } ?? pages / 2
            bytes.replaceSubrange(
                leaf * Self.pageSize..<(leaf + 1) * Self.pageSize, with: Data(repeating: 0xC3, count: Self.pageSize))
        }
        let store = try salvage(scratch, notes, kind: "one table leaf page past the middle overwritten")
        XCTAssertGreaterThanOrEqual(try store.count(), Self.noteCount - 40)
        XCTAssertEqual(try store.note(id: notes.last!.id), notes.last, "notes after the bad page come back")
    }

    func testTruncatedFileRecoversTheNotesInWhatIsLeft() throws {
        let scratch = try ScratchFolder()
        let notes = try plantNotes(scratch)
        try damage(scratch) { bytes in bytes = bytes.prefix(bytes.count / 2 / Self.pageSize * Self.pageSize) }
        let store = try salvage(scratch, notes, kind: "file truncated to half its pages")
        XCTAssertGreaterThan(try store.count(), 0)
    }

    func testNothingReadableRecoversNothingAndStillStartsANewDatabase() throws {
        let scratch = try ScratchFolder()
        try Data(repeating: 0x5A, count: 3 * Self.pageSize).write(to: URL(fileURLWithPath: scratch.databasePath))
        let store = try scratch.openStore()
        XCTAssertEqual(store.salvageReport?.salvagedNoteCount, 0)
        XCTAssertEqual(try store.count(), 0)
        try store.createNote(title: "fresh", body: "")
    }
}
