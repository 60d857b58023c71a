// The database and its -wal, -shm and -journal files are never reached through a symbolic
// link: the link is refused, named, and whatever it points at is left as it was.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class SymbolicLinkTests: XCTestCase {
    private func assertLinkRefused(
        _ scratch: ScratchFolder, at link: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for access in [NoteStore.Access.readWrite, .readOnly] {
            XCTAssertThrowsError(
                try NoteStore(directoryPath: FileSystemPath(scratch.url), access: access),
                file: file, line: line
            ) { error in
                XCTAssertEqual(error as? NoteStoreError, .symbolicLink(path: link), "\(access)", file: file, line: line)
                XCTAssertTrue("\(error)".contains(link), file: file, line: line)
            }
        }
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    func testLinkToAMissingFileCreatesNothingAtItsTarget() throws {
        let scratch = try ScratchFolder()
        let elsewhere = try ScratchFolder()
        let target = elsewhere.path("outside.sqlite3")
        XCTAssertEqual(symlink(target, scratch.databasePath), 0)
        assertLinkRefused(scratch, at: scratch.databasePath)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target), "no database created outside the folder")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path), [])
    }

    /// Run by root against a system file, a chmod to 0600 would lock every user out of it.
    func testLinkToAnotherFileLeavesItsModeAndContent() throws {
        let scratch = try ScratchFolder()
        let elsewhere = try ScratchFolder()
        let target = elsewhere.path("system.conf")
        let content = Data("setting = value\n".utf8)
        try content.write(to: URL(fileURLWithPath: target))
        chmod(target, 0o644)
        XCTAssertEqual(symlink(target, scratch.databasePath), 0)
        assertLinkRefused(scratch, at: scratch.databasePath)
        XCTAssertEqual(mode(target), 0o644)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: target)), content)
    }

    func testLinkedCompanionFilesAreRefused() throws {
        for suffix in ["-wal", "-shm", "-journal"] {
            let scratch = try ScratchFolder()
            try scratch.openStore().createNote(title: "kept", body: "")
            let elsewhere = try ScratchFolder()
            let target = elsewhere.path("target\(suffix)")
            XCTAssertEqual(symlink(target, scratch.databasePath + suffix), 0)
            assertLinkRefused(scratch, at: scratch.databasePath + suffix)
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: target), "\(suffix): nothing created through the link")
        }
    }

    /// A linked notes *folder* is fine (a user may keep ~/.local/share on another disk): only the
    /// database files themselves must not be links.
    func testLinkedFolderIsFollowed() throws {
        let scratch = try ScratchFolder()
        let real = scratch.url.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
        chmod(real.path, 0o700)
        XCTAssertEqual(symlink(real.path, scratch.path("linked")), 0)
        let note = try NoteStore(directory: scratch.url.appendingPathComponent("linked")).createNote(
            title: "via link", body: "")
        XCTAssertEqual(try NoteStore(directory: real).note(id: note.id), note)
    }
}
