// Notes on a real network file system (sshfs over a loopback SSH connection): the store runs
// with a rollback journal there, not the write-ahead log, and the user is told so.
import CGtk
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class NetworkFolderTests: MainActorTestCase {
    /// Through the real executable: notes imported into a folder on the mount are saved and
    /// listed; the database is a rollback-journal database (its header's write version is 1,
    /// WAL's is 2); the app says on standard error that the folder is on sshfs.
    func testNotesOnSSHFSAreSavedWithARollbackJournalAndTheAppSaysSo() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (mount, remote) = try Self.mount(in: folder)
        defer { mount.unmount() }
        let notes = mount.mountPoint.appendingPathComponent("notes")
        let text = folder.file("Shopping.txt")
        try Data("Milk".utf8).write(to: text)

        let imported = try ProgramRun.noteEntry(["--import", text.path, "--data-dir", notes.path])
        XCTAssertEqual(imported.status, 0, imported.errorOutput)
        let listed = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
        XCTAssertTrue(listed.output.contains("\"body\":\"Milk\""), listed.output + listed.errorOutput)
        let shot = try ProgramRun.noteEntry(["--screenshot", folder.file("window.png").path, "--data-dir", notes.path])
        XCTAssertEqual(shot.status, 0, shot.errorOutput)
        XCTAssertTrue(shot.errorOutput.contains("is on a network file system (sshfs)"), shot.errorOutput)

        let database = remote.appendingPathComponent("notes/notes.sqlite3")
        XCTAssertEqual(try Self.writeVersion(of: database), 1, "a rollback journal, not the write-ahead log")
    }

    /// The window's message bar tells the user, in their language, that the notes are on sshfs.
    func testTheWindowSaysTheNotesAreOnANetworkFileSystem() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (mount, _) = try Self.mount(in: folder)
        defer { mount.unmount() }
        let window = try OpenWindow(
            directory: mount.mountPoint.appendingPathComponent("notes"), folder: try ScratchFolder())
        defer { window.close() }
        let bar = window.main.errorBar
        XCTAssertTrue(bar.isShown)
        XCTAssertEqual(bar.message, InterfaceText.sentence(for: .networkFileSystem(name: "sshfs")))
    }

    /// A folder `remote` mounted through sshfs in `folder`.
    private static func mount(in folder: ScratchFolder) throws -> (LoopbackSSHFS, URL) {
        let remote = folder.file("remote")
        try FileManager.default.createDirectory(at: remote, withIntermediateDirectories: true)
        return (try LoopbackSSHFS(remote: remote, mountPoint: folder.file("mount"), keys: folder.file("keys")), remote)
    }

    /// The SQLite header's file format write version (byte 18): 1 legacy (rollback journal), 2 WAL.
    private static func writeVersion(of database: URL) throws -> UInt8 {
        let header = try FileHandle(forReadingFrom: database).readData(ofLength: 20)
        return header[18]
    }
}
