// The real note-entry executable against hostile data folders: damaged, in the way, unreadable,
// read-only, full, and under a permissive umask. Each gives a clear message and loses nothing.
//
// The tests run as root, and root reads and writes through any permission bits, so the
// permission faults run note-entry without the capabilities that override file modes
// (`PermissionRespectingLaunch`): still root, so it works wherever the checkout lives. The full disk is a real ENOSPC: a tiny tmpfs mounted in a
// private mount namespace (unshare), which disappears with the processes that use it.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

final class FaultInjectionTests: XCTestCase {
    /// `--list` only reads: a damaged database is reported (exit 1) and left exactly where and
    /// as it is, for the window to move aside and salvage.
    func testDamagedDatabaseIsReportedByListAndLeftAlone() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        try garbage.write(to: folder.file(NoteStoreLocation.databaseFileName))
        let list = try ProgramRun.noteEntry(["--list", "--data-dir", folder.url.path])
        XCTAssertEqual(list.status, 1, list.errorOutput)
        XCTAssertEqual(list.output, "")
        XCTAssertTrue(
            list.errorOutput.contains("is damaged") && list.errorOutput.contains(folder.file("notes.sqlite3").path),
            list.errorOutput)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["notes.sqlite3"],
            "nothing moved aside or created")
        XCTAssertEqual(
            try Data(contentsOf: folder.file(NoteStoreLocation.databaseFileName)), garbage, "left byte for byte")
    }

    func testDatabaseThatIsAFolderIsAClearErrorAndIsLeftAlone() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = folder.file(NoteStoreLocation.databaseFileName)
        try FileManager.default.createDirectory(at: database, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: database.appendingPathComponent("inside.txt"))
        let list = try ProgramRun.noteEntry(["--list", "--data-dir", folder.url.path])
        XCTAssertEqual(list.status, 1)
        XCTAssertTrue(
            list.errorOutput.contains(database.path) && list.errorOutput.contains("is a folder"), list.errorOutput)
        XCTAssertEqual(
            try String(contentsOf: database.appendingPathComponent("inside.txt"), encoding: .utf8), "keep me")
    }

    func testUnreadableDatabaseIsAClearErrorForAnOrdinaryUser() throws {
        let folder = try PermissionFaultFolder()
        defer { folder.remove() }
        try folder.plantDatabase(mode: 0o000)
        let before = try Data(contentsOf: folder.database)
        XCTAssertGreaterThan(before.count, 0)
        let list = try folder.noteEntryWithoutFileOverrides(["--list", "--data-dir", folder.url.path])
        XCTAssertEqual(list.status, 1, list.output)
        XCTAssertTrue(
            list.errorOutput.contains(folder.database.path) && list.errorOutput.contains("cannot be read"),
            list.errorOutput)
        XCTAssertEqual(try Data(contentsOf: folder.database), before, "the database must be left as it was")
        XCTAssertEqual(try folder.entries(), ["notes.sqlite3"], "nothing moved aside or created")
    }

    /// `--list` only reads, so a read-only folder (a backup, a read-only mount) lists its notes
    /// and gains no file; the window's store, which must write, refuses it (UnusableLocationTests).
    func testReadOnlyFolderIsListedWithoutWritingForAnOrdinaryUser() throws {
        let folder = try PermissionFaultFolder()
        defer { folder.remove() }
        try folder.plantDatabase(mode: 0o600)
        chmod(folder.url.path, 0o500)
        let list = try folder.noteEntryWithoutFileOverrides(["--list", "--data-dir", folder.url.path])
        XCTAssertEqual(list.status, 0, list.errorOutput)
        XCTAssertTrue(list.output.contains("\"title\":\"planted\""), list.output)
        XCTAssertEqual(try folder.entries(), ["notes.sqlite3"])
    }

    /// A real full disk (ENOSPC from a 512 KB tmpfs): the writer saves until the disk is full and
    /// fails clearly; `--list` on the full disk then shows the last completed save, whole.
    func testFullDiskKeepsTheLastCompletedSave() throws {
        let mountPoint = try ScratchFolder()
        defer { mountPoint.remove() }
        let notes = mountPoint.url.appendingPathComponent("notes").path
        let script = """
            mount -t tmpfs -o size=512k,mode=0755 tmpfs "$0" || exit 99
            "$1" "$2"
            echo "writer exit $?"
            "$3" --list --data-dir "$0/notes"
            echo "list exit $?"
            """
        let run = try ProgramRun.noteEntry(
            via:
                URL(fileURLWithPath: "/usr/bin/unshare"),
            [
                "--mount", "--propagation", "private", "/bin/sh", "-c", script, mountPoint.url.path,
                CommandLine.arguments[0], CrashDuringSaveTests.writerTest, try ProgramRun.noteEntry.path,
            ],
            environment: [
                CrashDuringSaveTests.writerFolderVariable: notes, CrashDuringSaveTests.writerNameVariable: "full",
            ])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        let lines = run.output.split(separator: "\n")
        let saved =
            lines.compactMap { $0.hasPrefix("crash-writer: saved full ") ? Int($0.split(separator: " ").last!) : nil }
            .max() ?? -1
        XCTAssertGreaterThan(saved, 0, "the writer saved nothing: \(run.output.suffix(2000))")
        XCTAssertTrue(run.output.contains("The disk is full"), "the writer must stop on a clear disk-full error")
        XCTAssertTrue(lines.contains("writer exit 1"), "the writer stops with a failure")
        XCTAssertTrue(lines.contains("list exit 0"), "--list works on a full disk: \(run.errorOutput)")
        let listed = lines.filter { $0.hasPrefix("{") }
        XCTAssertEqual(listed.count, 1)
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data((listed.first ?? "").utf8)) as? [String: Any])
        XCTAssertEqual(object["title"] as? String, CrashDuringSaveTests.title("full", saved), "the last completed save")
        XCTAssertTrue(
            object["body"] as? String == CrashDuringSaveTests.body("full", saved), "the body is that save's, whole")
        print("full disk: \(saved) saves completed before ENOSPC; --list shows v\(saved) whole")
    }

    /// The app under `umask 000` still makes the notes folder 0700 and its files 0600.
    func testAppMakesOwnerOnlyFilesUnderAPermissiveUmask() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.url.appendingPathComponent("share/note-entry")
        let picture = folder.file("window.png")
        let run = try ProgramRun.noteEntry(
            via: URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", "umask 000 && exec \"$0\" --screenshot \"$1\" --data-dir \"$2\"", try ProgramRun.noteEntry.path,
                picture.path, notes.path,
            ])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        XCTAssertEqual(Self.mode(notes.path), 0o700)
        XCTAssertEqual(Self.mode(notes.deletingLastPathComponent().path), 0o700, "created parent")
        for file in ["notes.sqlite3", "notes.sqlite3-wal", "notes.sqlite3-shm"] {
            let path = notes.appendingPathComponent(file).path
            guard FileManager.default.fileExists(atPath: path) else { continue }
            XCTAssertEqual(Self.mode(path), 0o600, file)
        }
        XCTAssertEqual(Self.mode(notes.appendingPathComponent("notes.sqlite3").path), 0o600)
    }

    static func mode(_ path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o777 : nil
    }
}

/// A notes folder for permission faults, run against note-entry without root's power to
/// ignore permissions.
struct PermissionFaultFolder {
    let url: URL
    var database: URL { url.appendingPathComponent(NoteStoreLocation.databaseFileName) }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "note-entry-fault-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        chmod(url.path, 0o700)
    }

    /// A valid database with one note, with `mode`.
    func plantDatabase(mode: mode_t) throws {
        // The store closes at the end of the statement, the last connection: SQLite checkpoints
        // and deletes -wal and -shm, leaving one file.
        try NoteStore(directory: url).createNote(title: "planted", body: "body")
        chmod(database.path, mode)
    }

    func entries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }

    /// Runs note-entry without the capabilities that override file modes.
    func noteEntryWithoutFileOverrides(_ arguments: [String]) throws -> ProgramRun {
        let (executable, arguments) = try PermissionRespectingLaunch.command(try ProgramRun.noteEntry, arguments)
        return try ProgramRun.noteEntry(via: executable, arguments)
    }

    func remove() {
        chmod(url.path, 0o700)
        try? FileManager.default.removeItem(at: url)
    }
}
