// The two-computer sync harness against the real engine, with plain files: what one side writes
// arrives on the other, a paused link holds it back until resumed, and edits on both sides while
// apart end in Syncthing's own conflict copy. The note-entry sync scenarios stand on these.
import Foundation
import TestSupport
import XCTest

final class SyncthingPairTests: XCTestCase {
    /// A file saved atomically in A's folder appears in B's with the same bytes, and one saved in
    /// B's appears in A's; the time from the rename to the other side's file is printed. Stopping
    /// the pair leaves no Syncthing process behind.
    func testAFileSavedOnOneSideArrivesOnTheOtherWithTheSameBytes() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let pair = try Self.pair(in: scratch)
        defer { pair.stop() }

        var arrivals = [Double]()
        for round in 0..<5 {
            let name = "note-\(round).md"
            let bytes = Self.noteBytes("Saved on A, round \(round): naïve café, 東京, 🙂")
            let saved = Self.monotonicSeconds()
            try Self.saveAtomically(bytes, to: pair.folderA.appendingPathComponent(name))
            try Self.waitForFile(pair.folderB.appendingPathComponent(name), holding: bytes, deadline: Date() + 30)
            arrivals.append(Self.monotonicSeconds() - saved)
        }
        let back = Self.noteBytes("Saved on B")
        let savedOnB = Self.monotonicSeconds()
        try Self.saveAtomically(back, to: pair.folderB.appendingPathComponent("from-b.md"))
        try Self.waitForFile(pair.folderA.appendingPathComponent("from-b.md"), holding: back, deadline: Date() + 30)
        let backArrival = Self.monotonicSeconds() - savedOnB
        try pair.waitUntilInSync(deadline: Date() + 30)
        let milliseconds = arrivals.map { Int($0 * 1000) }
        print(
            "SyncthingPair: save to arrival over loopback, A to B: \(milliseconds) ms (median "
                + "\(milliseconds.sorted()[milliseconds.count / 2]) ms); B to A: \(Int(backArrival * 1000)) ms")

        let processes = [pair.a.processIdentifier, pair.b.processIdentifier].compactMap { $0 }
        XCTAssertEqual(processes.count, 2, "both devices run until stopped")
        pair.stop()
        for process in processes {
            XCTAssertEqual(kill(-process, 0), -1, "Syncthing's process group \(process) is gone after stop()")
        }
    }

    /// While the link is paused, a file saved on B stays on B (watched for several times the
    /// watcher's delay and the reconnection interval); once resumed, it arrives on A.
    func testAPausedLinkHoldsAFileBackUntilResumed() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let pair = try Self.pair(in: scratch)
        defer { pair.stop() }

        try pair.pause()
        let bytes = Self.noteBytes("Written on B while the computers were apart")
        try Self.saveAtomically(bytes, to: pair.folderB.appendingPathComponent("offline.md"))
        try pair.rescan()
        let onA = pair.folderA.appendingPathComponent("offline.md")
        let watchedUntil = Date() + 4
        while Date() < watchedUntil {
            XCTAssertFalse(FileManager.default.fileExists(atPath: onA.path), "the file crossed a paused link")
            usleep(50_000)
        }
        XCTAssertFalse(try pair.a.isConnected(to: pair.b, deadline: Date() + 10), "the link stayed paused")

        let resumed = Self.monotonicSeconds()
        try pair.resume()
        try Self.waitForFile(onA, holding: bytes, deadline: Date() + 30)
        print("SyncthingPair: resume to arrival: \(Int((Self.monotonicSeconds() - resumed) * 1000)) ms")
        try pair.waitUntilInSync(deadline: Date() + 30)
    }

    /// Both sides edit one file while apart, B later than A. Once the link is back, both folders
    /// hold B's text under the file's name and A's in one conflict copy named as Syncthing names
    /// it: `note.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.md`, DEVICE being the first seven characters
    /// of the winning (incoming) edit's device, B's, not the author of the text kept in the copy.
    func testEditsOnBothSidesWhileApartLeaveASyncConflictCopy() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let pair = try Self.pair(in: scratch)
        defer { pair.stop() }
        let original = Self.noteBytes("The first text")
        try Self.saveAtomically(original, to: pair.folderA.appendingPathComponent("note.md"))
        try Self.waitForFile(pair.folderB.appendingPathComponent("note.md"), holding: original, deadline: Date() + 30)
        try pair.waitUntilInSync(deadline: Date() + 30)

        try pair.pause()
        let editedOnA = Self.noteBytes("The first text, edited on A")
        let editedOnB = Self.noteBytes("The first text, edited on B later, at greater length")
        let now = time(nil)
        try Self.saveAtomically(editedOnA, to: pair.folderA.appendingPathComponent("note.md"), modified: now)
        try Self.saveAtomically(editedOnB, to: pair.folderB.appendingPathComponent("note.md"), modified: now + 10)
        try pair.rescan()
        try pair.resume()
        try pair.waitUntilInSync(deadline: Date() + 60)

        let pattern = try Regex(#"^note\.sync-conflict-([0-9]{8})-([0-9]{6})-([A-Z2-7]{7})\.md$"#)
        for (side, folder) in [("A", pair.folderA), ("B", pair.folderB)] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            XCTAssertEqual(
                try Data(contentsOf: folder.appendingPathComponent("note.md")), Data(editedOnB),
                "\(side): the newer edit keeps the name")
            let copies = names.filter { $0.contains(".sync-conflict-") }
            XCTAssertEqual(copies.count, 1, "\(side) holds one conflict copy: \(names)")
            guard let copy = copies.first else { continue }
            let match = try XCTUnwrap(copy.wholeMatch(of: pattern), "\(side): \(copy) is not Syncthing's pattern")
            XCTAssertEqual(String(match.output[3].substring ?? ""), pair.b.shortID, "\(side): the winner's device")
            XCTAssertEqual(
                try Data(contentsOf: folder.appendingPathComponent(copy)), Data(editedOnA),
                "\(side): the copy holds the older edit")
            print("SyncthingPair: \(side) has \(names); A is \(pair.a.shortID), B is \(pair.b.shortID)")
        }
    }

    /// A pair whose folders and homes are in `scratch`.
    private static func pair(in scratch: ScratchFolder) throws -> SyncthingPair {
        try SyncthingPair(folderA: scratch.file("a"), folderB: scratch.file("b"), homes: scratch.file("homes"))
    }

    /// A small Markdown note with `text` as its body.
    private static func noteBytes(_ text: String) -> [UInt8] {
        Array("# \(text)\n\n\(text)\n".utf8)
    }

    /// Writes `bytes` to a temporary file beside `url`, syncs it to disk and renames it over
    /// `url`, as the app saves; `modified` sets its modification time (seconds since 1970).
    private static func saveAtomically(_ bytes: [UInt8], to url: URL, modified: time_t? = nil) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).saving")
        let file = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw TestPrecondition.notMet("cannot create \(temporary.path): errno \(errno)") }
        let written = bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        if let modified {
            var times = [timespec(tv_sec: modified, tv_nsec: 0), timespec(tv_sec: modified, tv_nsec: 0)]
            futimens(file, &times)
        }
        let synced = fsync(file) == 0
        close(file)
        guard written == bytes.count, synced, rename(temporary.path, url.path) == 0 else {
            throw TestPrecondition.notMet("cannot save \(url.path): errno \(errno)")
        }
    }

    /// Waits until `url` holds exactly `bytes`.
    private static func waitForFile(_ url: URL, holding bytes: [UInt8], deadline: Date) throws {
        while (try? Data(contentsOf: url)) != Data(bytes) {
            guard Date() < deadline else {
                throw TestPrecondition.notMet("\(url.path) did not arrive with its bytes by the deadline")
            }
            usleep(5_000)
        }
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
