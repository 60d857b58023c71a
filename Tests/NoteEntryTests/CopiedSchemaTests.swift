// A copy of the notes database comes from elsewhere (a sync peer, a download), and so does the
// SQL in its schema: a view, a generated column or a forged schema row must never be run by
// note-entry, whether the copy is imported, read at start as a sync tool's conflict copy, or
// salvaged as a damaged store. Each copy is made by the sqlite3 shell, as an attacker would.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

final class CopiedSchemaTests: XCTestCase {
    /// Columns the way a notes database has them, for a copy's view to imitate.
    static let viewColumns =
        "1 AS id, sqlite_version() AS title, hex(randomblob(8)) AS body, 0 AS created, 0 AS updated, "
        + "1 AS revision, NULL AS trashed"

    /// A view whose rows never end (a recursive common table expression), sorted so SQLite
    /// spills to a temporary file as it goes.
    static let endlessView =
        "CREATE VIEW notes AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) "
        + "SELECT x AS id, printf('%.1000c', 'x') AS title, 'b' AS body, 0 AS created, 0 AS updated, "
        + "1 AS revision, NULL AS trashed FROM c ORDER BY title"

    /// SQL that rewrites the schema row of `notes` to say it is a table, as the sqlite3 shell
    /// lets anyone do.
    static let forgedAsTable =
        "; PRAGMA writable_schema = ON; UPDATE sqlite_master SET type = 'table' WHERE name = 'notes';"

    /// A view named `NOTES` (SQLite's names ignore case) is never imported: before, its one row,
    /// computed by `sqlite_version()` and `randomblob()`, became a note.
    func testAViewNamedInCapitalsIsNotImported() throws {
        try assertImportRefused("CREATE VIEW NOTES AS SELECT \(Self.viewColumns);")
    }

    /// A view `notes` whose schema row was rewritten to say `table` is never imported: before,
    /// the reader asked `sqlite_master` for the type, under its own `writable_schema`, and
    /// believed the forgery.
    func testAViewForgedAsATableIsNotImported() throws {
        try assertImportRefused("CREATE VIEW notes AS SELECT \(Self.viewColumns)" + Self.forgedAsTable)
    }

    /// A notes table whose title is a generated column is never imported: its value would be
    /// computed by the copy's SQL, not read (before, a note titled with its body in capitals and hex came in).
    func testGeneratedColumnsAreNotImported() throws {
        try assertImportRefused(
            "CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, created INTEGER NOT NULL, "
                + "updated INTEGER NOT NULL, title TEXT GENERATED ALWAYS AS (upper(body) || hex(body)) VIRTUAL, "
                + "preview TEXT, body TEXT NOT NULL, revision INTEGER NOT NULL DEFAULT 1, trashed INTEGER);"
                + "INSERT INTO notes (created, updated, body) VALUES (1, 1, 'computed');")
    }

    /// A recursive view forged as a table is refused within 10 s, with no temporary file past
    /// 100 MB (RLIMIT_FSIZE stops the process otherwise), in each place a copy is read: imported,
    /// lying beside the notes as a sync tool's conflict copy at start, and as the notes database
    /// itself, salvaged. Before, the import and the salvage were killed by SIGXFSZ within ~5 s:
    /// SQLite's sort file for the view had passed 100 MB (unbounded, it grew ~27 MB/s in /var/tmp).
    func testAnEndlessViewIsRefusedWithinTenSecondsAndALittleDisk() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        try NoteStore(directory: notes).createNote(title: "Mine", body: "kept")
        let copy = notes.appendingPathComponent("notes.sync-conflict-20261202-043015-ENDLESS.sqlite3")
        try Self.makeCopy(at: copy, Self.endlessView + Self.forgedAsTable)

        let imported = try Self.boundedRun(["--import", copy.path, "--data-dir", notes.path])
        XCTAssertEqual(imported.run.status, 1, "import: \(imported.run.errorOutput)")
        XCTAssertLessThan(imported.seconds, 10, "import")
        let started = try Self.boundedRun(["--screenshot", folder.path("start.png"), "--data-dir", notes.path])
        XCTAssertEqual(started.run.status, 0, "start beside the copy: \(started.run.errorOutput)")
        XCTAssertLessThan(started.seconds, 10, "start beside the copy")
        XCTAssertEqual(try NoteStore(directory: notes).allNotes().map(\.body), ["kept"])

        let damaged = folder.file("damaged")
        try FileManager.default.createDirectory(at: damaged, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: copy, to: damaged.appendingPathComponent("notes.sqlite3"))
        let salvaged = try Self.boundedRun(["--screenshot", folder.path("salvage.png"), "--data-dir", damaged.path])
        XCTAssertEqual(salvaged.run.status, 0, "salvage: \(salvaged.run.errorOutput)")
        XCTAssertLessThan(salvaged.seconds, 10, "salvage")
        // Opened here only once salvaged: this process would read the view as long as it ran.
        if salvaged.run.status == 0 {
            XCTAssertEqual(try NoteStore(directory: damaged).count(), 0, "nothing of the view is a note")
        }
    }

    // MARK: Helpers

    /// `--import` of a copy made by `sql` fails, naming it, and adds nothing to the notes.
    private func assertImportRefused(_ sql: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        try NoteStore(directory: notes).createNote(title: "Mine", body: "kept")
        let copy = folder.file("notes (conflicted copy crafted).sqlite3")
        try Self.makeCopy(at: copy, sql)
        let run = try Self.boundedRun(["--import", copy.path, "--data-dir", notes.path]).run
        XCTAssertEqual(run.status, 1, run.errorOutput, file: file, line: line)
        XCTAssertTrue(run.errorOutput.contains(copy.path), run.errorOutput, file: file, line: line)
        XCTAssertEqual(
            try NoteStore(directory: notes).allNotes().map(\.body), ["kept"], "a note computed by the copy's SQL",
            file: file, line: line)
    }

    /// Makes the database `file` with the sqlite3 shell running `sql`.
    static func makeCopy(at file: URL, _ sql: String) throws {
        let made = try ProgramRun.tool("sqlite3", [file.path, sql])
        XCTAssertEqual(made.status, 0, made.errorOutput)
    }

    /// note-entry with `arguments`, stopped after 20 s by timeout(1) (status 124) and by
    /// RLIMIT_FSIZE (SIGXFSZ, status 153) when it writes a file past 100 MB; and how long it ran.
    static func boundedRun(_ arguments: [String]) throws -> (run: ProgramRun, seconds: Double) {
        let start = Date()
        let run = try ProgramRun.noteEntry(
            via: URL(fileURLWithPath: "/usr/bin/prlimit"),
            ["--fsize=\(100 * 1_048_576)", "--", "/usr/bin/timeout", "20", try ProgramRun.noteEntry.path] + arguments)
        return (run, Date().timeIntervalSince(start))
    }
}
