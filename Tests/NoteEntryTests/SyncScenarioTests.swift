// Two computers' note-entry syncing through the real Syncthing on loopback, each with its own
// notes and homes: every scenario ends with the same notes on both.
import Foundation
import TestSupport
import XCTest

final class SyncScenarioTests: XCTestCase {
    /// A note added on A is on B after both have synced, and one added on B is then on A; the
    /// two computers end with the same notes.
    func testNotesAddedOnEitherComputerReachTheOther() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let computers = try SyncedComputers(in: scratch)
        defer { computers.stop() }

        try computers.a.addNote("# Shopping\n\nMilk, bread")
        try computers.settle(deadline: Date() + 60)
        XCTAssertEqual(try computers.b.list().map(\.body), try computers.a.list().map(\.body))
        XCTAssertEqual(try computers.b.list().count, 1, "B has A's note")

        try computers.b.addNote("# Trip\n\nTickets booked")
        let rounds = try computers.settle(deadline: Date() + 60)
        let notes = try computers.notesOnBoth()
        XCTAssertEqual(notes.a, notes.b, "both computers hold the same notes")
        XCTAssertEqual(notes.a.count, 2, "\(notes.a)")
        print("SyncScenario: settled in \(rounds) rounds; A's folder: \(try computers.a.folderFiles().keys.sorted())")
    }
}
