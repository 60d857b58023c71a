// Paths are bytes: a folder name that is not UTF-8 reaches the file system exactly as given.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class FileSystemPathTests: XCTestCase {
    private let latin1Cafe = FileSystemPath(bytes: Array("caf".utf8) + [0xE9])

    func testJoiningAndParents() {
        XCTAssertEqual(FileSystemPath("/a/b/").appending("c"), FileSystemPath("/a/b/c"))
        XCTAssertEqual(FileSystemPath("/a").appending("/c"), FileSystemPath("/a/c"))
        XCTAssertEqual(FileSystemPath("/a/b").parent, FileSystemPath("/a"))
        XCTAssertEqual(FileSystemPath("/a").parent, FileSystemPath("/"))
        XCTAssertEqual(FileSystemPath("/a//./b/").standardized, FileSystemPath("/a/b"))
        XCTAssertEqual(
            FileSystemPath("/a/../b").standardized, FileSystemPath("/a/../b"), ".. is left to the file system")
        XCTAssertTrue(FileSystemPath("rel").standardized.isAbsolute)
    }

    func testBytesSurviveWhereFoundationsURLDoesNot() {
        let path = FileSystemPath("/tmp").appending(latin1Cafe)
        XCTAssertEqual(path.bytes, Array("/tmp/caf".utf8) + [0xE9])
        XCTAssertEqual(path.description, "/tmp/caf\u{FFFD}", "shown lossily, kept exactly")
        // What the store no longer relies on: Foundation replaces the byte.
        XCTAssertNotEqual(FileSystemPath(path.url).bytes, path.bytes)
    }

    func testStoreInANonUTF8FolderUsesThatFolder() throws {
        let scratch = try ScratchFolder()
        let folder = FileSystemPath(scratch.url).appending(latin1Cafe)
        let note = try NoteStore(directoryPath: folder).createNote(title: "in café", body: "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).count, 1)
        var status = stat()
        XCTAssertEqual(
            folder.appending("notes.sqlite3").withCString { lstat($0, &status) }, 0,
            "the database is in caf\\xE9 itself")
        XCTAssertEqual(try NoteStore(directoryPath: folder, access: .readOnly).allNotes(), [note])
    }

    func testDefaultFolderKeepsTheEnvironmentsBytes() {
        let home = Array("/home/caf".utf8) + [0xE9]
        XCTAssertEqual(
            NoteStoreLocation.defaultDirectoryPath { $0 == "HOME" ? home : nil }.bytes,
            home + Array("/.local/share/note-entry".utf8))
        XCTAssertEqual(
            NoteStoreLocation.defaultDirectoryPath { $0 == "XDG_DATA_HOME" ? home : Array("/h".utf8) }.bytes,
            home + Array("/note-entry".utf8))
        XCTAssertEqual(
            NoteStoreLocation.defaultDirectoryPath { $0 == "XDG_DATA_HOME" ? Array("rel".utf8) : Array("/h".utf8) },
            FileSystemPath("/h/.local/share/note-entry"), "a relative XDG_DATA_HOME is ignored")
    }
}
