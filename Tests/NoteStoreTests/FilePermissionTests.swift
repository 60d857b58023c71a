// The notes folder is 0700 and the database files 0600, whatever the umask.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class FilePermissionTests: XCTestCase {
    private func mode(_ path: String) throws -> mode_t {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw NoteStoreError.databaseFileUnavailable(path: path, reason: "missing")
        }
        return status.st_mode & 0o777
    }

    func testNewFolderAndDatabaseFilesAreOwnerOnlyUnderPermissiveUmask() throws {
        let scratch = try ScratchFolder()
        let previous = umask(0)
        defer { umask(previous) }
        let folder = scratch.url.appendingPathComponent("share/note-entry", isDirectory: true)
        let store = try NoteStore(directory: folder)
        try store.createNote(title: "private", body: "")
        XCTAssertEqual(try mode(folder.path), 0o700)
        XCTAssertEqual(try mode(folder.deletingLastPathComponent().path), 0o700, "created parent")
        XCTAssertEqual(try mode(store.databasePath), 0o600)
        XCTAssertEqual(try mode(store.databasePath + "-wal"), 0o600)
        XCTAssertEqual(try mode(store.databasePath + "-shm"), 0o600)
    }

    /// Another user (or the user's group) could read or change notes in a file others may
    /// write: it is refused and left as it is, never chmod-ed (it was not ours to change).
    func testExistingDatabaseFileWritableByOthersIsRefusedAndNotChmodded() throws {
        let scratch = try ScratchFolder()
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch.databasePath, contents: Data()))
        chmod(scratch.databasePath, 0o666)
        XCTAssertThrowsError(try scratch.openStore()) { error in
            XCTAssertEqual(error as? NoteStoreError, .writableByOthers(path: scratch.databasePath, mode: 0o666))
        }
        XCTAssertEqual(try mode(scratch.databasePath), 0o666)
    }

    func testExistingReadableByOthersDatabaseIsUsedAndKeepsItsMode() throws {
        let scratch = try ScratchFolder()
        try scratch.openStore().createNote(title: "kept", body: "")
        chmod(scratch.databasePath, 0o644)
        XCTAssertEqual(try scratch.openStore().count(), 1)
        XCTAssertEqual(try mode(scratch.databasePath), 0o644, "an existing file is never chmod-ed")
    }

    func testExistingFolderChosenByTheUserKeepsItsPermissions() throws {
        let scratch = try ScratchFolder()
        chmod(scratch.url.path, 0o755)
        _ = try scratch.openStore()
        XCTAssertEqual(try mode(scratch.url.path), 0o755)
    }
}
