// Killing note-entry while it salvages a damaged store of 20,000 notes, at several moments.
import Foundation
import NoteStore
import TestSupport
import XCTest

final class SalvageKillTests: MainActorTestCase {
    static let noteCount = 20_000

    /// The store is damaged (one flipped header byte); note-entry is started over it and
    /// killed with SIGKILL after 0.2 to 3 s, again and again, then left to finish. After every
    /// kill `--list` either fails (the damaged file is still in place, or the swap is half done)
    /// or lists every note: it never succeeds with fewer, which a start would show as an empty
    /// notebook. The last start reports the damage and all 20,000 notes are there, with one
    /// moved-aside copy and no leftover of the interrupted salvages.
    func testKillNineAtSeveralMomentsOfASalvageNeverLeavesFewerNotes() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        try HostileFolderTests.plantNotes(1, in: notes)
        let database = notes.appendingPathComponent(NoteStoreLocation.databaseFileName).path
        let fill = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/sqlite3"),
            [
                database,
                """
                WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < \(Self.noteCount))
                INSERT INTO notes (id, created, updated, title, preview, body)
                    SELECT i, i, i, 'note ' || i, 'body of note ' || i, 'body of note ' || i || char(10) || hex(randomblob(100)) FROM n;
                PRAGMA wal_checkpoint(TRUNCATE);
                """,
            ])
        XCTAssertEqual(fill.status, 0, fill.errorOutput)
        try HostileFolderTests.flipPageCountByte(in: notes)

        var outcomes: [String] = []
        for delay in [0.2, 0.5, 1.0, 1.5, 2.0, 3.0] {
            let app = try RunningApp(
                notes: notes, folder: folder, arguments: ["--screenshot", folder.file("window.png").path],
                waitingFor: nil)
            // The scenario itself: the power goes at this moment of the start.
            let killedRunning = !app.waitForExit(timeout: delay)
            app.stop()
            let list = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
            let listed = list.output.split(separator: "\n").count
            outcomes.append(
                "\(delay) s: \(killedRunning ? "killed" : "had finished"), --list status \(list.status), \(listed) notes"
            )
            if list.status == 0 {
                XCTAssertEqual(listed, Self.noteCount, "after a kill at \(delay) s, --list succeeded with fewer notes")
            }
        }
        print("salvage kills: " + outcomes.joined(separator: "; "))

        let last = try ProgramRun.noteEntry(["--screenshot", folder.file("window.png").path, "--data-dir", notes.path])
        XCTAssertEqual(last.status, 0, last.errorOutput)
        let list = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
        XCTAssertEqual(list.status, 0, list.errorOutput)
        XCTAssertEqual(list.output.split(separator: "\n").count, Self.noteCount)
        let names = try FileManager.default.contentsOfDirectory(atPath: notes.path)
        XCTAssertEqual(
            names.filter { $0.hasPrefix("notes.sqlite3.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
                .count, 1,
            "one moved-aside copy: \(names)")
        XCTAssertEqual(names.filter { $0.contains(".salvage") }, [], "leftovers of the interrupted salvages: \(names)")
    }
}
