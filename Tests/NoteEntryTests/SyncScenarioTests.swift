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

    /// Typed in A's window, saved, then kill -9 before the pass that would write its file (a
    /// second after the save); A's window started again writes it at start, and it reaches B.
    /// Then the same from B's window to A. Both end with the note holding both texts.
    func testTypingThenKillNineOfEitherWindowStillReachesTheOtherComputer() throws {
        // Made here, used on the main actor: the test runs on the main thread.
        let scratch = try scratch()
        nonisolated(unsafe) let computers = try computers(in: scratch)
        try MainActor.assumeIsolated {
            let x = try XClient()
            var expected = ""
            for (typing, other) in [(computers.a, computers.b), (computers.b, computers.a)] {
                let typed = "\(expected.isEmpty ? "" : " / ")typed in \(typing.name)'s window, then kill -9"
                expected += typed
                let window = try typing.startWindow(output: scratch, label: "\(typing.name)-killed")
                x.clickInNoteBody(of: try x.window(ofProcess: window.process.processIdentifier))
                RealInput.type(typed)
                let saved = try SavedNote.poll(timeout: 10, reading: typing.list) { $0.map(\.body) == [expected] }
                let fileBeforeTheKill = try typing.folderText().contains(expected)
                window.send(SIGKILL)
                XCTAssertTrue(saved.met, "\(typing.name)'s window never saved \(expected): \(saved.notes)")
                XCTAssertFalse(
                    fileBeforeTheKill, "\(typing.name)'s pass wrote the file before the kill: the test came too late")

                let restarted = try typing.startWindow(output: scratch, label: "\(typing.name)-restarted")
                let deadline = Date() + 20
                while try !typing.folderText().contains(expected) {
                    guard Date() < deadline else {
                        XCTFail("\(typing.name)'s window, started again, never wrote \(expected) to its folder")
                        break
                    }
                    MainLoop.run(for: 0.05)
                }
                XCTAssertTrue(restarted.quit(with: SIGTERM), "\(typing.name)'s window did not quit on SIGTERM")
                try computers.pair.waitUntilInSync(deadline: Date() + 30)
                try other.sync()
                XCTAssertEqual(try other.list().map(\.body), [expected], "\(other.name) has what was typed")
            }
            try computers.settle(deadline: Date() + 30)
            try computers.assertSameNotes(holding: [expected])
        }
    }

    /// Both windows run; what is typed in A's reaches B's store: A's save, A's pass a second
    /// later, Syncthing (its watcher's delay is 1 s), B's folder watch and B's pass 0.3 s later.
    /// Prints each round's times from A's save (seen by polling `--list`), and the median.
    func testWhatIsTypedInOneWindowReachesTheOtherComputersWindow() throws {
        // Made here, used on the main actor: the test runs on the main thread.
        let scratch = try scratch()
        nonisolated(unsafe) let computers = try computers(in: scratch)
        try MainActor.assumeIsolated {
            let windowB = try computers.b.startWindow(output: scratch, label: "B")
            let windowA = try computers.a.startWindow(output: scratch, label: "A")
            let x = try XClient()
            x.clickInNoteBody(of: try x.window(ofProcess: windowA.process.processIdentifier))
            var typed = ""
            var arrivals: [Double] = []
            for round in 1...4 {
                let words = "\(round == 1 ? "" : " ")round \(round) typed on A."
                typed += words
                RealInput.type(words)
                let (savedOnA, inFolderA, inFolderB, inStoreB) = try Self.timesUntil(
                    typed, from: computers.a, to: computers.b, deadline: Date() + 30)
                arrivals.append(inStoreB - savedOnA)
                print(
                    String(
                        format:
                            "SyncScenario: round %d: A's file %.2f s after A's save, B's file %.2f s, B's store %.2f s",
                        round, inFolderA - savedOnA, inFolderB - savedOnA, inStoreB - savedOnA))
            }
            let median = arrivals.sorted()[arrivals.count / 2]
            print(
                "SyncScenario: typed in A's window to B's running window's store: "
                    + arrivals.map { String(format: "%.2f", $0) }.joined(separator: ", ")
                    + String(format: " s (median %.2f s)", median))
            XCTAssertTrue(windowA.quit(with: SIGTERM))
            XCTAssertTrue(windowB.quit(with: SIGTERM))
            try computers.settle(deadline: Date() + 30)
            try computers.assertSameNotes(holding: [typed])
        }
    }

    /// Polls until `text` is the note on `to`; returns the monotonic seconds when it was first
    /// seen in `from`'s store, `from`'s folder, `to`'s folder and `to`'s store.
    private static func timesUntil(_ text: String, from: SyncedComputer, to: SyncedComputer, deadline: Date) throws
        -> (Double, Double, Double, Double)
    {
        var seen: [Double?] = [nil, nil, nil, nil]
        let checks: [() throws -> Bool] = [
            { try from.list().map(\.body) == [text] }, { try from.folderText().contains(text) },
            { try to.folderText().contains(text) }, { try to.list().map(\.body) == [text] },
        ]
        while seen[3] == nil {
            for (index, check) in checks.enumerated() where seen[index] == nil {
                if try check() { seen[index] = monotonicSeconds() }
            }
            guard Date() < deadline else {
                throw TestPrecondition.notMet("\(text) did not reach \(to.name)'s store: seen \(seen)")
            }
            usleep(20_000)
        }
        // A later stage seen first (a poll in between) was reached by the earlier ones too.
        for index in stride(from: 2, through: 0, by: -1) where seen[index] == nil { seen[index] = seen[index + 1] }
        return (seen[0]!, seen[1]!, seen[2]!, seen[3]!)
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
