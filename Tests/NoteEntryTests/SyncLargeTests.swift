// 10,000 notes through the sync folder and the real Syncthing: A's first pass writes a file per
// note, Syncthing carries them, B's first pass makes them notes. About a minute, so `make test`
// runs it once (`make test-sync-large`), not in both suite runs, which leave it out.
import Foundation
import NoteStore
import TestSupport
import XCTest

final class SyncLargeTests: XCTestCase {
    /// A has 10,000 notes, written as another program would (one SQLite transaction, indexed by
    /// the app); after A's pass, Syncthing and B's pass, both computers hold the same 10,000
    /// notes and a further round changes nothing. Prints the time of each step.
    func testTenThousandNotesReachTheOtherComputer() throws {
        let count = 10_000
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let computers = try SyncedComputers(in: scratch)
        defer { computers.stop() }
        _ = try NoteStore(directoryPath: FileSystemPath(computers.a.notes.path))
        try computers.a.changeStore(
            """
            c.execute("BEGIN")
            c.executemany("INSERT INTO notes (created, updated, title, body, preview) VALUES (?1, ?1, ?2, ?3, ?4)",
                          ((1700000000000 + i, "Note %d" % i, "Line one of note %d\\nand a second line." % i,
                            "Line one of note %d" % i) for i in range(int(sys.argv[2]))))
            c.execute("COMMIT")
            """, [String(count)])

        var started = Date()
        let passA = try computers.a.sync()
        let firstPass = Date().timeIntervalSince(started)
        XCTAssertTrue(passA.output.contains("\(count) written"), passA.output)
        started = Date()
        try computers.pair.waitUntilInSync(deadline: Date() + 600)
        let carried = Date().timeIntervalSince(started)
        XCTAssertEqual(try computers.b.folderFiles().keys.filter { $0.hasSuffix(".md") }.count, count)
        started = Date()
        let passB = try computers.b.sync()
        let otherPass = Date().timeIntervalSince(started)
        XCTAssertTrue(passB.output.contains("\(count) taken"), passB.output)
        started = Date()
        let rounds = try computers.settle(deadline: Date() + 300)
        let settled = Date().timeIntervalSince(started)
        XCTAssertEqual(rounds, 1, "nothing moved after the first passes")

        let notes = try computers.notesOnBoth()
        XCTAssertEqual(notes.a.count, count)
        XCTAssertTrue(notes.a == notes.b, "the two computers' 10,000 notes differ")
        print(
            String(
                format: "SyncLarge: %d notes: A's first pass %.1f s, Syncthing carrying %.1f s, B's first pass %.1f s, "
                    + "a round with nothing to do %.1f s",
                count, firstPass, carried, otherPass, settled))
    }
}
