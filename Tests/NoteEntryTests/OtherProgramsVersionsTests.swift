// Versions made by other programs' changes (the schema's trigger catches a script's UPDATE)
// obey the same bound as the app's own: 50 per note, thinned by age at the next start.
import Foundation
import NoteStore
import TestSupport
import XCTest

final class OtherProgramsVersionsTests: XCTestCase {
    /// A script's 2,000 UPDATEs of a 10 KB note (the sqlite3 shell, one transaction each) leave
    /// the 50 newest versions; before, all 2,000 were kept (20 MB).
    func testAScriptsUpdatesKeepAtMostFiftyVersions() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Self.storeWithPlan(in: folder)
        let updates = (1...2_000).map { "UPDATE notes SET body = 'edit \($0) ' || substr(body, 1, 10000);" }
        let script = try ProgramRun.tool("sqlite3", [database.path, updates.joined(separator: "\n")])
        XCTAssertEqual(script.status, 0, script.errorOutput)
        let kept = try Self.query(database, "SELECT count(*), max(length(body)) FROM note_versions")
        XCTAssertEqual(kept, "\(NoteStore.versionsPerNote)|10010", "versions kept (count|largest)")
        XCTAssertEqual(
            try Self.query(
                database, "SELECT substr(body, 1, 10) FROM note_versions ORDER BY replaced DESC, id DESC LIMIT 1"),
            "edit 1999", "the newest are kept")
    }

    /// 48 versions another program made, one an hour from 30 to 77 hours ago, are thinned at the
    /// next start of note-entry to the newest of each day, as the app's own are; before, no start
    /// or quit thinned them.
    func testOtherProgramsVersionsThinAtTheNextStart() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Self.storeWithPlan(in: folder)
        let now = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"
        let plant = try ProgramRun.tool(
            "sqlite3",
            [
                database.path,
                """
                WITH RECURSIVE hour(n) AS (SELECT 30 UNION ALL SELECT n + 1 FROM hour WHERE n < 77)
                INSERT INTO note_versions (note_id, replaced, reason, title, body)
                SELECT (SELECT id FROM notes), \(now) - n * 3600000, 'elsewhere', 'plan', 'hour ' || n FROM hour;
                """,
            ])
        XCTAssertEqual(plant.status, 0, plant.errorOutput)
        XCTAssertEqual(try Self.query(database, "SELECT count(*) FROM note_versions"), "48")
        try Data("another".utf8).write(to: folder.file("other.txt"))
        let start = try ProgramRun.noteEntry([
            "--import", folder.path("other.txt"), "--data-dir", database.deletingLastPathComponent().path,
        ])
        XCTAssertEqual(start.status, 0, start.errorOutput)
        let days = Int(try Self.query(database, "SELECT count(*) FROM note_versions")) ?? -1
        XCTAssertTrue((2...3).contains(days), "\(days) versions kept of 48 over 2 days: one a day is kept")
        XCTAssertEqual(
            try Self.query(database, "SELECT body FROM note_versions ORDER BY replaced DESC LIMIT 1"), "hour 30",
            "the newest of its day")
    }

    /// A notes folder made by `note-entry --import` holding "plan", a 10 KB note; its database.
    private static func storeWithPlan(in folder: ScratchFolder) throws -> URL {
        try Data(String(repeating: "0123456789", count: 1_000).utf8).write(to: folder.file("plan.txt"))
        let notes = folder.file("notes")
        let made = try ProgramRun.noteEntry(["--import", folder.path("plan.txt"), "--data-dir", notes.path])
        XCTAssertEqual(made.status, 0, made.errorOutput)
        return notes.appendingPathComponent("notes.sqlite3")
    }

    /// What the sqlite3 shell prints for `sql` on `database`, trimmed.
    private static func query(_ database: URL, _ sql: String) throws -> String {
        let run = try ProgramRun.tool("sqlite3", [database.path, sql])
        guard run.status == 0 else { throw TestPrecondition.notMet("sqlite3 failed: \(run.errorOutput)") }
        return run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
