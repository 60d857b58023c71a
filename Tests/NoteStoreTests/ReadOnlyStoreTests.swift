// A store opened `.readOnly` (what `note-entry --list` uses) reads and changes nothing: no
// folder, file, -wal or -shm is created, nothing is moved aside, upgraded or repaired.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class ReadOnlyStoreTests: XCTestCase {
    private func entries(_ scratch: ScratchFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
    }

    private func readOnly(_ url: URL) throws -> NoteStore {
        try NoteStore(directoryPath: FileSystemPath(url), access: .readOnly)
    }

    func testMissingFolderIsAnErrorAndIsNotCreated() throws {
        let scratch = try ScratchFolder()
        let missing = scratch.url.appendingPathComponent("typo")
        XCTAssertThrowsError(try readOnly(missing)) { error in
            XCTAssertEqual(error as? NoteStoreError, .dataDirectoryNotFound(path: missing.path))
        }
        XCTAssertEqual(try entries(scratch), [])
    }

    func testFolderWithoutADatabaseIsAnErrorAndGainsNothing() throws {
        let scratch = try ScratchFolder()
        XCTAssertThrowsError(try readOnly(scratch.url)) { error in
            XCTAssertEqual(error as? NoteStoreError, .databaseNotFound(path: scratch.url.path))
        }
        XCTAssertEqual(try entries(scratch), [])
    }

    func testRegularFileAndDevicesAreNotFolders() throws {
        let scratch = try ScratchFolder()
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch.path("plain"), contents: Data("x".utf8)))
        for path in [scratch.path("plain"), "/dev/null"] {
            XCTAssertThrowsError(try readOnly(URL(fileURLWithPath: path))) { error in
                guard case .dataDirectoryUnavailable(let named, _) = error as? NoteStoreError else {
                    return XCTFail("\(path): unexpected \(error)")
                }
                XCTAssertEqual(named, path)
            }
        }
        XCTAssertThrowsError(try readOnly(URL(fileURLWithPath: "/proc"))) { error in
            XCTAssertEqual(error as? NoteStoreError, .databaseNotFound(path: "/proc"))
        }
    }

    func testDamagedDatabaseIsAnErrorAndStaysWhereItIs() throws {
        let scratch = try ScratchFolder()
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try garbage.write(to: URL(fileURLWithPath: scratch.databasePath))
        XCTAssertThrowsError(try readOnly(scratch.url)) { error in
            guard case .damagedDatabase(let path, _) = error as? NoteStoreError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(path, scratch.databasePath)
        }
        XCTAssertEqual(try entries(scratch), ["notes.sqlite3"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: scratch.databasePath)), garbage)
    }

    func testClosedDatabaseIsReadWithoutCreatingAWalOrShm() throws {
        let scratch = try ScratchFolder()
        let note = try scratch.openStore().createNote(title: "listed", body: "body")
        XCTAssertEqual(try entries(scratch), ["notes.sqlite3"])
        let store = try readOnly(scratch.url)
        XCTAssertEqual(try store.allNotes(), [note])
        XCTAssertEqual(try entries(scratch), ["notes.sqlite3"])
        XCTAssertThrowsError(try store.createNote(title: "no", body: ""), "a read-only store writes nothing")
        XCTAssertEqual(try entries(scratch), ["notes.sqlite3"])
    }

    /// While the app has the folder open, the newest notes are in its -wal: they are listed.
    func testNotesStillInTheWalOfARunningAppAreRead() throws {
        let scratch = try ScratchFolder()
        let running = try scratch.openStore()
        let note = try running.createNote(title: "unsaved to the main file", body: "only in the wal")
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.databasePath + "-wal"))
        XCTAssertEqual(try readOnly(scratch.url).allNotes(), [note])
    }

    func testOlderSchemaIsReadWithoutUpgrading() throws {
        let scratch = try ScratchFolder()
        do {
            let old = try SQLiteDatabase(path: scratch.databasePath)
            try old.execute(SchemaMigration.all[0].sql)
            try old.execute(
                "INSERT INTO notes (created, updated, title, body) VALUES (1000, 2000, 'v1', 'body'); PRAGMA user_version = 1;"
            )
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: scratch.databasePath))
        XCTAssertEqual(try readOnly(scratch.url).allNotes().map(\.title), ["v1"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: scratch.databasePath)), before, "not upgraded")
    }

    func testEmptyDatabaseFileHasNoNotes() throws {
        let scratch = try ScratchFolder()
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch.databasePath, contents: Data()))
        chmod(scratch.databasePath, 0o600)
        XCTAssertEqual(try readOnly(scratch.url).allNotes(), [])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: scratch.databasePath)), Data())
    }
}
