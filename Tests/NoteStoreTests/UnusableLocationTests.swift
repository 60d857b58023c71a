// Folders and files the store cannot use give a clear error naming the path, never a crash.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class UnusableLocationTests: XCTestCase {
    /// Set in the child run of `testUnreadableDatabaseFileIsAClearError`, which is still uid 0.
    static let childVariable = "NOTE_STORE_TESTS_WITHOUT_FILE_OVERRIDES"

    func testDatabasePathThatIsAFolderIsAClearError() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.databasePath, withIntermediateDirectories: false)
        XCTAssertThrowsError(try scratch.openStore()) { error in
            XCTAssertEqual(
                error as? NoteStoreError,
                .databaseFileUnavailable(
                    path: scratch.databasePath, reason: "it is a folder, not a database file"))
            XCTAssertTrue("\(error)".contains(scratch.databasePath))
        }
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: scratch.databasePath, isDirectory: &isFolder))
        XCTAssertTrue(isFolder.boolValue, "the folder must be left in place")
    }

    func testFolderThatCannotBeCreatedIsAClearError() throws {
        // A folder under a regular file cannot be created, even by root.
        let scratch = try ScratchFolder()
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch.path("somefile"), contents: Data("x".utf8)))
        let wanted = scratch.url.appendingPathComponent("somefile/deeper/notes")
        XCTAssertThrowsError(try NoteStore(directory: wanted)) { error in
            guard case .dataDirectoryUnavailable(let path, let reason) = error as? NoteStoreError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertTrue(path.hasPrefix(scratch.path("somefile/")), path)
            XCTAssertFalse(reason.isEmpty)
            XCTAssertTrue("\(error)".contains(path))
        }
    }

    func testFolderPathThatIsAFileIsAClearError() throws {
        let scratch = try ScratchFolder()
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch.path("plain"), contents: Data()))
        XCTAssertThrowsError(try NoteStore(directory: scratch.url.appendingPathComponent("plain"))) { error in
            XCTAssertEqual(
                error as? NoteStoreError,
                .dataDirectoryUnavailable(
                    path: scratch.path("plain"), reason: "it is a file, not a folder"))
        }
    }

    func testReadOnlyFolderIsAClearError() throws {
        let scratch = try ScratchFolder()
        let wanted: URL
        if getuid() == 0 {
            // Root writes through chmod 0500, so make the folder impossible another way.
            XCTAssertTrue(FileManager.default.createFile(atPath: scratch.path("readonly"), contents: Data()))
            wanted = scratch.url.appendingPathComponent("readonly/notes")
        } else {
            try FileManager.default.createDirectory(
                atPath: scratch.path("readonly"), withIntermediateDirectories: false)
            chmod(scratch.path("readonly"), 0o500)
            wanted = scratch.url.appendingPathComponent("readonly/notes")
        }
        XCTAssertThrowsError(try NoteStore(directory: wanted)) { error in
            switch error as? NoteStoreError {
            case .dataDirectoryUnavailable, .dataDirectoryNotWritable: break
            default: return XCTFail("unexpected error \(error)")
            }
            XCTAssertTrue("\(error)".contains(scratch.path("readonly")))
        }
    }

    /// Root reads any file whatever its mode, so as root the check runs in a child: this test
    /// bundle re-executed without root's file-mode overrides, with a filter for this test.
    func testUnreadableDatabaseFileIsAClearError() throws {
        if getuid() == 0 && ProcessInfo.processInfo.environment[Self.childVariable] == nil {
            let (executable, arguments) = try PermissionRespectingLaunch.command(
                URL(fileURLWithPath: CommandLine.arguments[0]),
                ["NoteStoreTests.UnusableLocationTests/testUnreadableDatabaseFileIsAClearError"])
            let child = try ProgramRun.run(executable, arguments, environment: [Self.childVariable: "1"])
            XCTAssertTrue(child.ranOneTestThatPassed, child.output + child.errorOutput)
            return
        }
        let scratch = try ScratchFolder()
        try scratch.openStore().createNote(title: "kept", body: "")
        chmod(scratch.databasePath, 0o000)
        XCTAssertThrowsError(try scratch.openStore()) { error in
            guard case .databaseFileUnavailable(let path, _) = error as? NoteStoreError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(path, scratch.databasePath)
        }
    }
}
