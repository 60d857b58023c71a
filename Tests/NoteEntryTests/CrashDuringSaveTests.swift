// kill -9 at random points of a save: `note-entry --list` must always show the last completed
// save or the one in flight, never a torn note, never nothing.
//
// The writer is this test bundle itself, re-executed with a filter and an environment variable:
// a tiny program built from the NoteStore library that saves numbered versions of a note in a
// tight loop and prints "started N" before and "saved N" after each save. The parent kills it
// with SIGKILL after a random delay, then reads the notes back through the real executable.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

final class CrashDuringSaveTests: XCTestCase {
    static let writerFolderVariable = "NOTE_ENTRY_CRASH_WRITER_DIR"
    static let writerNameVariable = "NOTE_ENTRY_CRASH_WRITER_NAME"
    static let writerTest = "NoteEntryTests.CrashDuringSaveTests/testWriterSavesNumberedVersions"

    /// The body of version `number` of note `name`: a different size each time (a few hundred
    /// bytes to ~40 KB, so saves span many pages) with the version written on every line, so a
    /// body mixing two versions is seen at once.
    static func body(_ name: String, _ number: Int) -> String {
        let lines = 1 + (number &* 7919) % 1500
        return String(repeating: "\(name) version \(number) ........\n", count: lines)
    }

    static func title(_ name: String, _ number: Int) -> String { "\(name) v\(number)" }

    /// Kill rounds: 10 in `make test`, NOTE_ENTRY_KILL_REPEATS (200 in `make soak`) for more.
    static var repeats: Int { ProcessInfo.processInfo.environment["NOTE_ENTRY_KILL_REPEATS"].flatMap { Int($0) } ?? 10 }

    /// The writer. As a child (the variable set) it saves until killed; in the normal suite it
    /// saves a few versions and checks them, so it is a real test either way.
    func testWriterSavesNumberedVersions() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let folder = environment[Self.writerFolderVariable] else {
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            let store = try NoteStore(directory: scratch.url)
            var note = try store.createNote(title: Self.title("solo", 0), body: Self.body("solo", 0))
            for number in 1...5 {
                note.title = Self.title("solo", number)
                note.body = Self.body("solo", number)
                try store.save(note)
            }
            XCTAssertEqual(try store.allNotes().map(\.body), [Self.body("solo", 5)])
            return
        }
        let name = environment[Self.writerNameVariable] ?? "note"
        let store = try NoteStore(directory: URL(fileURLWithPath: folder, isDirectory: true))
        var note = try store.createNote(title: Self.title(name, 0), body: Self.body(name, 0))
        Self.report("saved \(name) 0")
        for number in 1... {
            note.title = Self.title(name, number)
            note.body = Self.body(name, number)
            Self.report("started \(name) \(number)")
            try store.save(note)
            Self.report("saved \(name) \(number)")
        }
    }

    /// One line on standard output, written at once (no buffering to lose in the kill).
    private static func report(_ line: String) {
        FileHandle.standardOutput.write(Data("crash-writer: \(line)\n".utf8))
    }

    func testKillNineAtRandomPointsOfASaveNeverTearsANote() throws {
        // Where a kill lands depends on timing, which no seed repeats: the delays are just random.
        let repeats = Self.repeats
        var landed: [Int] = []
        for round in 0..<repeats {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let writer = try Writer(folder: folder.url, name: "note")
            let delay = Double.random(in: 0...0.15)
            try writer.waitForFirstSave()
            Thread.sleep(forTimeInterval: delay)
            let progress = writer.kill()
            let notes = try Self.listedNotes(in: folder.url)
            XCTAssertEqual(notes.count, 1, "round \(round): \(notes)")
            guard let note = notes.first else { continue }
            let checked = Self.check(note, name: "note", progress: progress, round: round)
            landed.append(checked - progress.saved)
        }
        let inFlight = landed.filter { $0 > 0 }.count
        print(
            "kill -9 during saves: \(repeats) runs, \(repeats - inFlight) showed the last completed save, "
                + "\(inFlight) the save in flight (committed before its \"saved\" line), 0 torn, 0 lost")
    }

    /// Two writers on one folder (two app instances), killed at different random moments.
    func testTwoWritersOnOneFolderKilledMidSaveKeepBothNotesWhole() throws {
        let repeats = max(Self.repeats / 5, 2)
        for round in 0..<repeats {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let first = try Writer(folder: folder.url, name: "first")
            let second = try Writer(folder: folder.url, name: "second")
            try first.waitForFirstSave()
            try second.waitForFirstSave()
            Thread.sleep(forTimeInterval: Double.random(in: 0...0.1))
            let firstProgress = first.kill()
            Thread.sleep(forTimeInterval: Double.random(in: 0...0.05))
            let secondProgress = second.kill()
            XCTAssertGreaterThan(
                firstProgress.saved + secondProgress.saved, 2, "round \(round): the writers hardly ran")
            let notes = try Self.listedNotes(in: folder.url)
            XCTAssertEqual(notes.count, 2, "round \(round)")
            for note in notes {
                let name = note.title.hasPrefix("first ") ? "first" : "second"
                _ = Self.check(
                    note, name: name, progress: name == "first" ? firstProgress : secondProgress, round: round)
            }
        }
    }

    /// Asserts `note` is exactly one version between the last completed and the last started
    /// save; returns that version.
    @discardableResult
    static func check(
        _ note: ListedNote, name: String, progress: Writer.Progress, round: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Int {
        guard let number = Int(note.title.dropFirst("\(name) v".count)), note.title == title(name, number) else {
            XCTFail("round \(round): unexpected title \(note.title.prefix(60))", file: file, line: line)
            return -1
        }
        XCTAssertTrue(
            note.body == body(name, number),
            "round \(round): torn note: title says v\(number), body starts \(note.body.prefix(60).debugDescription)",
            file: file, line: line)
        XCTAssertGreaterThanOrEqual(
            number, progress.saved, "round \(round): a completed save was lost", file: file, line: line)
        XCTAssertLessThanOrEqual(
            number, max(progress.started, progress.saved), "round \(round): a save never started", file: file,
            line: line)
        return number
    }

    struct ListedNote {
        let title: String
        let body: String
    }

    /// The notes as `note-entry --list --data-dir` prints them.
    static func listedNotes(in folder: URL) throws -> [ListedNote] {
        let list = try ProgramRun.noteEntry(["--list", "--data-dir", folder.path])
        XCTAssertEqual(list.status, 0, list.errorOutput)
        XCTAssertEqual(list.errorOutput, "", "no recovery, no warning after a kill")
        return try list.output.split(separator: "\n").map { line in
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return ListedNote(title: object["title"] as? String ?? "", body: object["body"] as? String ?? "")
        }
    }
}

/// A writer child: this test bundle running `testWriterSavesNumberedVersions` over `folder`.
final class Writer: @unchecked Sendable {
    struct Progress { var started = -1, saved = -1 }

    private let process = Process()
    private let name: String
    private let lock = NSLock()
    private var progress = Progress()
    private var output = ""
    private let finished = DispatchSemaphore(value: 0)

    init(folder: URL, name: String) throws {
        self.name = name
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [CrashDuringSaveTests.writerTest]
        process.environment = ProcessInfo.processInfo.environment.merging([
            CrashDuringSaveTests.writerFolderVariable: folder.path, CrashDuringSaveTests.writerNameVariable: name,
        ]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        PipeLines.read(
            pipe.fileHandleForReading, line: { [self] line in record(line) }, ended: { [finished] in finished.signal() }
        )
    }

    private func record(_ line: String) {
        let words = line.split(separator: " ")
        lock.lock()
        defer { lock.unlock() }
        output += line + "\n"
        guard words.count == 4, words[0] == "crash-writer:", words[2] == name, let number = Int(words[3]) else {
            return
        }
        if words[1] == "started" { progress.started = number } else if words[1] == "saved" { progress.saved = number }
    }

    /// Waits until the writer has saved its first version (its note exists).
    func waitForFirstSave(timeout: Double = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if lock.withLock({ progress.saved }) >= 0 { return }
            if !process.isRunning { break }
            Thread.sleep(forTimeInterval: 0.002)
        }
        defer { _ = kill() }
        XCTFail("the writer \(name) did not save; its output:\n\(lock.withLock { output })")
        throw CocoaError(.fileWriteUnknown)
    }

    /// SIGKILL, then what the writer had reported when it died.
    func kill() -> Progress {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        finished.wait()
        finished.signal()
        return lock.withLock { progress }
    }
}
