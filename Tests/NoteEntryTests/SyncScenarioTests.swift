// Two computers' note-entry syncing through the real Syncthing on loopback, each with its own
// notes and homes: one test per scenario of issue 43, each ending with the same notes on both
// and every text typed on either kept in a note or a version.
import Foundation
import PlaceholderTesting
import TestSupport
import XCTest

final class SyncScenarioTests: XCTestCase {
    /// Two linked computers in `scratch`, stopped when the test ends.
    private func computers(in scratch: ScratchFolder) throws -> SyncedComputers {
        let computers = try SyncedComputers(in: scratch)
        addTeardownBlock { computers.stop() }
        return computers
    }

    private func scratch() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        addTeardownBlock { scratch.remove() }
        return scratch
    }

    /// A note added on A is on B after both have synced, and one added on B is then on A.
    func testNotesAddedOnEitherComputerReachTheOther() throws {
        let computers = try computers(in: try scratch())
        try computers.a.addNote("# Shopping\n\nMilk, bread")
        try computers.settle(deadline: Date() + 30)
        XCTAssertEqual(try computers.b.list().map(\.body), ["Milk, bread"], "B has A's note")

        try computers.b.addNote("# Trip\n\nTickets booked")
        try computers.settle(deadline: Date() + 30)
        let (notes, _) = try computers.assertSameNotes(holding: ["Milk, bread", "Tickets booked"])
        XCTAssertEqual(notes, ["Shopping | Milk, bread | - | 0", "Trip | Tickets booked | - | 0"])
    }

    /// An edit on A replaces the note's text on B, and B's next edit comes back to A; the texts
    /// they replaced are versions.
    func testAnEditOnEitherComputerReachesTheOther() throws {
        let computers = try computers(in: try scratch())
        try computers.a.addNote("# Plan\n\nfirst draft")
        try computers.settle(deadline: Date() + 30)
        try computers.a.edit("Plan", body: "second draft, from A")
        try computers.settle(deadline: Date() + 30)
        XCTAssertEqual(try computers.b.list().map(\.body), ["second draft, from A"])
        try computers.b.edit("Plan", body: "third draft, from B")
        try computers.settle(deadline: Date() + 30)
        let (notes, _) = try computers.assertSameNotes(
            holding: ["first draft", "second draft, from A", "third draft, from B"])
        XCTAssertEqual(notes, ["Plan | third draft, from B | - | 0"])
    }

    /// A new title renames the note's file on both computers: one file under the new name, no
    /// `Letter 2.md` beside it, one note on each.
    func testATitleChangeRenamesTheFileOnBoth() throws {
        let computers = try computers(in: try scratch())
        try computers.a.addNote("# Letter\n\nDear Ann")
        try computers.settle(deadline: Date() + 30)
        XCTAssertTrue(try computers.b.folderFiles().keys.contains("Letter.md"))
        try computers.a.edit("Letter", body: "Dear Ann, thank you", newTitle: "Letter to Ann")
        try computers.settle(deadline: Date() + 30)
        for computer in [computers.a, computers.b] {
            XCTAssertEqual(
                try computer.folderFiles().keys.filter { !$0.hasPrefix(".") }.sorted(), ["Letter to Ann.md"],
                "\(computer.name)'s folder")
        }
        let (notes, _) = try computers.assertSameNotes(holding: ["Dear Ann", "Dear Ann, thank you"])
        XCTAssertEqual(notes, ["Letter to Ann | Dear Ann, thank you | - | 0"])
    }

    /// A note deleted on A goes to B's trash (`--list --trash`), not away for good.
    func testANoteDeletedOnOneComputerGoesToTheOthersTrash() throws {
        let computers = try computers(in: try scratch())
        try computers.a.addNote("# Old idea\n\nnot needed")
        try computers.a.addNote("# Kept\n\nstays")
        try computers.settle(deadline: Date() + 30)
        try computers.a.moveToTrash("Old idea")
        try computers.settle(deadline: Date() + 30)
        XCTAssertEqual(try computers.b.list().map(\.title), ["Kept"])
        XCTAssertEqual(try computers.b.trash().map(\.body), ["not needed"], "B's note is in its trash")
        let (notes, trash) = try computers.assertSameNotes(holding: ["not needed", "stays"])
        XCTAssertEqual(notes, ["Kept | stays | - | 0"])
        XCTAssertEqual(trash, ["Old idea"])
    }

    /// A notebook and a pin set on A are on B; taken out and unpinned on B, they are so on A.
    func testNotebooksAndPinsTravel() throws {
        let computers = try computers(in: try scratch())
        try computers.a.addNote("# Budget\n\nrent, food")
        try computers.a.addNote("# Poem\n\nroses")
        try computers.settle(deadline: Date() + 30)
        try computers.a.file("Budget", in: "Home", pinned: true)
        try computers.settle(deadline: Date() + 30)
        XCTAssertEqual(
            try computers.b.holdings().notes, ["Budget | rent, food | Home | 1", "Poem | roses | - | 0"], "on B")
        try computers.b.file("Poem", in: "Writing", pinned: false)
        try computers.b.file("Budget", in: "Home", pinned: false)
        try computers.settle(deadline: Date() + 30)
        let (notes, _) = try computers.assertSameNotes(holding: ["rent, food", "roses"])
        XCTAssertEqual(notes, ["Budget | rent, food | Home | 0", "Poem | roses | Writing | 0"])
    }

    /// While the link is paused, A edits one note and B another, and both edit three more: one
    /// synced on both sides while apart (Syncthing makes a `.sync-conflict-` copy on resume), two
    /// edited on A after its pass (the pass after resume finds both sides changed), one of them
    /// later on A, one later on B. Once reconciled, every note holds its newer text on both and
    /// the other text is a version on both; the conflict copies are merged and removed.
    func testOfflineEditsOnBothComputersAreReconciledWhenTheLinkComesBack() throws {
        let computers = try computers(in: try scratch())
        let (a, b) = (computers.a, computers.b)
        for title in ["Alpha", "Beta", "Shared", "Late", "Draft"] { try a.addNote("# \(title)\n\n\(title) as agreed") }
        try computers.settle(deadline: Date() + 30)

        try computers.pair.pause()
        try a.edit("Alpha", body: "Alpha, edited on A offline")
        try a.edit("Shared", body: "Shared, edited on A offline")
        try a.sync()
        try a.edit("Draft", body: "Draft, edited on A offline, not synced")
        try b.edit("Beta", body: "Beta, edited on B offline")
        try b.edit("Draft", body: "Draft, edited on B offline, later")
        try b.edit("Late", body: "Late, edited on B offline")
        try b.edit("Shared", body: "Shared, edited on B offline, later")
        try b.sync()
        try a.edit("Late", body: "Late, edited on A offline, last of all")
        try computers.pair.rescan()
        try computers.pair.resume()
        try computers.pair.waitUntilInSync(deadline: Date() + 30)
        let copies = try a.folderFiles().keys.filter { $0.contains(".sync-conflict-") }
        XCTAssertEqual(copies.count, 1, "Syncthing kept the losing edit of Shared in a conflict copy: \(copies)")

        try computers.settle(deadline: Date() + 30)
        let (notes, _) = try computers.assertSameNotes(holding: [
            "Alpha, edited on A offline", "Beta, edited on B offline", "Shared, edited on A offline",
            "Shared, edited on B offline, later", "Late, edited on B offline", "Late, edited on A offline, last of all",
            "Draft, edited on A offline, not synced", "Draft, edited on B offline, later",
        ])
        XCTAssertEqual(
            notes,
            [
                "Alpha | Alpha, edited on A offline | - | 0", "Beta | Beta, edited on B offline | - | 0",
                "Draft | Draft, edited on B offline, later | - | 0",
                "Late | Late, edited on A offline, last of all | - | 0",
                "Shared | Shared, edited on B offline, later | - | 0",
            ])
    }

    /// While the link is paused, A deletes one note and syncs (its file goes) and B edits it;
    /// B deletes another and A edits and syncs it. After resume both notes survive with the
    /// edit on both computers, out of the trash.
    func testANoteDeletedOnOneComputerAndEditedOnTheOtherSurvives() throws {
        let computers = try computers(in: try scratch())
        let (a, b) = (computers.a, computers.b)
        try a.addNote("# Recipe\n\nflour")
        try a.addNote("# Address\n\nMain Street")
        try computers.settle(deadline: Date() + 30)

        try computers.pair.pause()
        try a.moveToTrash("Recipe")
        try b.edit("Recipe", body: "flour, eggs (edited on B)")
        try b.moveToTrash("Address")
        try a.edit("Address", body: "Main Street 5 (edited on A)")
        try a.sync()
        try computers.pair.rescan()
        try computers.pair.resume()
        try computers.settle(deadline: Date() + 30)
        let (notes, trash) = try computers.assertSameNotes(holding: [
            "flour, eggs (edited on B)", "Main Street 5 (edited on A)",
        ])
        XCTAssertEqual(
            notes, ["Address | Main Street 5 (edited on A) | - | 0", "Recipe | flour, eggs (edited on B) | - | 0"])
        XCTAssertEqual(trash, [])
    }
}
