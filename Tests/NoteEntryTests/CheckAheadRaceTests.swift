// The real note-entry against a database changed between its integrity check ahead (run on a
// thread of its own before GTK starts) and the store's opening after GTK's start: the opening
// must not take the check's "no damage" for a file that is no longer what was checked.
//
// The window between the two is held open from outside: GTK reads
// $XDG_CONFIG_HOME/gtk-3.0/settings.ini before the window opens the store, and a FIFO there
// keeps its open(2) waiting until the test opens the other end. The check ahead's end is seen
// through inotify: its two openings of the file (the header read, SQLite's connection) closed.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

final class CheckAheadRaceTests: MainActorTestCase {
    private static let pageSize = 4096

    /// `cp backup.sqlite3 notes.sqlite3` while the app starts, the backup damaged: cp truncates
    /// and rewrites the very file (same inode), after the check ahead found it healthy. The
    /// opening must find the damage, move the file aside and salvage, as it does when the
    /// damaged copy was there before the start.
    func testADamagedCopyWrittenOverTheCheckedFileIsFoundByTheOpening() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let notes = place.file("notes")
        let database = notes.appendingPathComponent(NoteStoreLocation.databaseFileName)
        try Self.plantNotes(in: notes)
        var damaged = try Data(contentsOf: database)
        damaged.replaceSubrange(
            2 * Self.pageSize..<3 * Self.pageSize, with: Data(repeating: 0xA5, count: Self.pageSize))
        let inode = try Self.inode(of: database.path)

        let (app, gate) = try Self.startHeldAfterTheCheck(notes: notes, in: place)
        defer { app.stop() }
        // What cp does: open with O_TRUNC, write, close. The inode stays.
        let handle = try FileHandle(forWritingTo: database)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: damaged)
        try handle.close()
        XCTAssertEqual(try Self.inode(of: database.path), inode, "the same file, rewritten")
        try gate.open(timeout: 20)

        XCTAssertTrue(app.waitForExit(timeout: 30), "note-entry did not finish its screenshot")
        XCTAssertEqual(app.process.terminationStatus, 0, app.errorOutput)
        let names = try FileManager.default.contentsOfDirectory(atPath: notes.path).sorted()
        XCTAssertEqual(
            names.filter { $0.contains(".corrupt-") }.count, 1,
            "the damaged file must be moved aside; the folder holds \(names), stderr: \(app.errorOutput)")
        let list = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
        XCTAssertEqual(list.status, 0, "the notes are salvaged into a whole database: \(list.errorOutput)")
    }

    /// Another program saves a note between the check ahead and the opening (the folder is
    /// shared, or a sync tool writes): the opening checks the changed file itself and opens it
    /// as the healthy database it is, every note there, nothing moved aside.
    func testANoteSavedByAnotherProgramAfterTheCheckIsKeptAndNothingIsMovedAside() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let notes = place.file("notes")
        try Self.plantNotes(in: notes)

        let (app, gate) = try Self.startHeldAfterTheCheck(notes: notes, in: place)
        defer { app.stop() }
        // This test process is the other program: its store saves and closes (the last
        // connection checkpoints into the database file and removes the -wal).
        try NoteStore(directoryPath: FileSystemPath(notes)).createNote(
            title: "saved meanwhile", body: "by another program")
        try gate.open(timeout: 20)

        XCTAssertTrue(app.waitForExit(timeout: 30), "note-entry did not finish its screenshot")
        XCTAssertEqual(app.process.terminationStatus, 0, app.errorOutput)
        XCTAssertFalse(
            app.errorOutput.lowercased().contains("damage"), "a healthy database reported damaged: \(app.errorOutput)")
        let names = try FileManager.default.contentsOfDirectory(atPath: notes.path).sorted()
        XCTAssertEqual(names, [NoteStoreLocation.databaseFileName], "nothing moved aside or left: \(names)")
        let list = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
        XCTAssertEqual(list.status, 0, list.errorOutput)
        XCTAssertEqual(list.output.split(separator: "\n").count, 51, "the 50 planted notes and the one saved meanwhile")
        XCTAssertTrue(list.output.contains("\"title\":\"saved meanwhile\""), list.output.suffix(500).description)
    }

    // MARK: Helpers

    /// Starts `note-entry --screenshot` on `notes`, GTK's start held at the gate, and returns
    /// once its check ahead has read the database and closed it: the moment between the check
    /// and the opening, until the gate opens.
    @MainActor
    private static func startHeldAfterTheCheck(notes: URL, in place: ScratchFolder) throws -> (RunningApp, StartGate) {
        let gate = try StartGate(configHome: place.file("config"))
        let watch = try FileOpeningWatch(notes.appendingPathComponent(NoteStoreLocation.databaseFileName).path)
        let app = try RunningApp(
            notes: notes, folder: place, environment: ["XDG_CONFIG_HOME": place.file("config").path],
            arguments: ["--screenshot", place.file("window.png").path], waitingFor: nil)
        if let problem = watch.waitUntilOpeningsClosed(atLeast: 2, timeout: 20) {
            app.stop()
            throw TestPrecondition.notMet("the check ahead did not read the database: \(problem)")
        }
        return (app, gate)
    }

    /// 50 notes of 3,000 characters in a new folder `url`, all in the main file (page 3 holds notes).
    private static func plantNotes(in url: URL) throws {
        let store = try NoteStore(directoryPath: FileSystemPath(url))
        for index in 0..<50 { try store.createNote(title: "note \(index)", body: String(repeating: "x", count: 3000)) }
    }

    private static func inode(of path: String) throws -> UInt64 {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw TestPrecondition.notMet("\(path) is missing") }
        return UInt64(status.st_ino)
    }
}

/// A FIFO as `configHome/gtk-3.0/settings.ini`: GTK's start waits in open(2) on it until `open`
/// (GTK then finds it is not a regular file, warns, and goes on without settings).
private struct StartGate {
    let path: String

    init(configHome: URL) throws {
        let folder = configHome.appendingPathComponent("gtk-3.0")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("settings.ini").path
        guard mkfifo(path, 0o600) == 0 else { throw TestPrecondition.notMet("mkfifo \(path): errno \(errno)") }
    }

    /// Lets GTK's open return: opens the writing end once GTK waits at the reading end.
    func open(timeout: Double) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let descriptor = Glibc.open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 {
                close(descriptor)
                return
            }
            guard errno == ENXIO, Date() < deadline else {
                throw TestPrecondition.notMet("GTK never opened \(path) within \(timeout) s (errno \(errno))")
            }
            usleep(5_000)
        }
    }
}

/// Counts openings and closings of one file by any process (inotify).
private final class FileOpeningWatch {
    private let descriptor: Int32
    private var opened = 0
    private var closed = 0

    init(_ path: String) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0,
            inotify_add_watch(descriptor, path, UInt32(IN_OPEN | IN_CLOSE_WRITE | IN_CLOSE_NOWRITE)) >= 0
        else {
            throw TestPrecondition.notMet("inotify on \(path): errno \(errno)")
        }
    }

    deinit { close(descriptor) }

    /// Waits until the file was opened `count` times or more and every opening is closed; nil
    /// when it was, else what was seen.
    func waitUntilOpeningsClosed(atLeast count: Int, timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while !(opened >= count && closed == opened) {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return "\(opened) openings, \(closed) closings in \(timeout) s" }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let length = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            var offset = 0
            while length > 0 && offset + MemoryLayout<inotify_event>.size <= length {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                if event.mask & UInt32(IN_OPEN) != 0 { opened += 1 }
                if event.mask & UInt32(IN_CLOSE_WRITE | IN_CLOSE_NOWRITE) != 0 { closed += 1 }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
        return nil
    }
}
