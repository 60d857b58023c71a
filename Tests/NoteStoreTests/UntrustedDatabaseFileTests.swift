// What a file from elsewhere may be read from: tables only, told by what SQLite parsed, and the
// reading stopped at its time limit. Files made by the sqlite3 shell, as an attacker would.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class UntrustedDatabaseFileTests: XCTestCase {
    /// Of each schema, whether `notes` is read as a plain table.
    func testOnlyATableWhoseValuesAreStoredIsPlain() throws {
        let cases: [(String, Bool)] = [
            ("CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT, revision INTEGER NOT NULL DEFAULT 1)", true),
            ("CREATE TABLE NOTES (id INTEGER PRIMARY KEY)", true),
            ("CREATE VIEW notes AS SELECT 1 AS id", false),
            ("CREATE VIEW NOTES AS SELECT 1 AS id", false),
            (
                "CREATE VIEW notes AS SELECT 1 AS id; PRAGMA writable_schema = ON; "
                    + "UPDATE sqlite_master SET type = 'table' WHERE name = 'notes'", false
            ),
            ("CREATE VIRTUAL TABLE notes USING fts5(title, body)", false),
            ("CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT GENERATED ALWAYS AS (hex(id)) STORED)", false),
            ("CREATE TABLE notes (id INTEGER PRIMARY KEY, title TEXT DEFAULT (printf('%.9c', 'x')))", false),
            ("CREATE TABLE other (id INTEGER PRIMARY KEY)", false),
        ]
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for (index, (sql, plain)) in cases.enumerated() {
            let file = scratch.file("copy-\(index).sqlite3")
            let made = try ProgramRun.tool("sqlite3", [file.path, sql])
            XCTAssertEqual(made.status, 0, made.errorOutput)
            let copy = try XCTUnwrap(UntrustedDatabaseFile(file: FileSystemPath(file.path), timeLimit: 10), sql)
            XCTAssertEqual(copy.isPlainTable("notes"), plain, sql)
        }
    }

    /// A read whose time is up stops: with no time at all, no note of 2,000 is read; with time,
    /// every one.
    func testReadingStopsAtItsTimeLimit() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        _ = try store.addMissing((0..<2_000).map { NoteStore.IncomingNote(title: "note \($0)", body: "text \($0)") })
        try store.checkpoint()
        let file = FileSystemPath(scratch.databasePath)
        XCTAssertEqual(DamagedDatabaseSalvage.readNotes(from: file, timeLimit: 10).notes.count, 2_000)
        let stopped = DamagedDatabaseSalvage.readNotes(from: file, timeLimit: 0)
        XCTAssertEqual(stopped.notes.count, 0)
    }
}
