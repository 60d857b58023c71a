// A notes folder or database file another user owns, or that others may write, is refused and
// left exactly as it is: as OpenSSH refuses such files in ~/.ssh.
//
// The cross-user cases are real: files are made by root and given to uid 65534 (nobody), or
// made by root for nobody to open, in a copy of this test bundle run as nobody.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class PlantedFileTests: XCTestCase {
    /// Set in the child run of `testVictimRefusesAFolderPlantedByAnotherUser`: the planted folder.
    static let plantedFolderVariable = "NOTE_STORE_TESTS_PLANTED_FOLDER"
    static let nobody = AnotherUserLaunch.uid

    private func assertRefused(
        _ scratch: ScratchFolder, with expected: NoteStoreError, file: StaticString = #filePath, line: UInt = #line
    ) {
        for access in [NoteStore.Access.readWrite, .readOnly] {
            XCTAssertThrowsError(
                try NoteStore(directoryPath: FileSystemPath(scratch.url), access: access),
                "\(access)", file: file, line: line
            ) { error in
                XCTAssertEqual(error as? NoteStoreError, expected, "\(access)", file: file, line: line)
            }
        }
    }

    private func snapshot(_ scratch: ScratchFolder) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) {
            files[name] = try Data(contentsOf: scratch.url.appendingPathComponent(name))
        }
        return files
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    private func plantNote(in scratch: ScratchFolder) throws {
        try scratch.openStore().createNote(title: "secret", body: "typed by the victim")
    }

    func testFolderOwnedByAnotherUserIsRefused() throws {
        let scratch = try ScratchFolder()
        try plantNote(in: scratch)
        chmod(scratch.url.path, 0o700)
        XCTAssertEqual(chown(scratch.url.path, Self.nobody, Self.nobody), 0)
        let before = try snapshot(scratch)
        assertRefused(scratch, with: .ownedByAnotherUser(path: scratch.url.path, owner: Self.nobody))
        XCTAssertEqual(try snapshot(scratch), before, "nothing read into, created or changed")
    }

    func testFolderWritableByOthersIsRefusedAndKeepsItsMode() throws {
        for folderMode: mode_t in [0o777, 0o770, 0o1777] {
            let scratch = try ScratchFolder()
            chmod(scratch.url.path, folderMode)
            assertRefused(scratch, with: .writableByOthers(path: scratch.url.path, mode: UInt32(folderMode)))
            XCTAssertEqual(mode(scratch.url.path), folderMode, "never chmod-ed")
            XCTAssertEqual(try snapshot(scratch), [:], "no database created")
        }
    }

    /// The attack: another user pre-creates the folder 0777 and an empty database 0666.
    func testEmptyDatabasePlantedByAnotherUserIsRefused() throws {
        let scratch = try ScratchFolder()
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch.databasePath, contents: Data()))
        chmod(scratch.databasePath, 0o666)
        XCTAssertEqual(chown(scratch.databasePath, Self.nobody, Self.nobody), 0)
        assertRefused(scratch, with: .ownedByAnotherUser(path: scratch.databasePath, owner: Self.nobody))
        XCTAssertEqual(try snapshot(scratch), ["notes.sqlite3": Data()])
        XCTAssertEqual(mode(scratch.databasePath), 0o666, "never chmod-ed")
    }

    func testDatabaseWritableByItsGroupIsRefusedAndKeepsItsMode() throws {
        let scratch = try ScratchFolder()
        try plantNote(in: scratch)
        chmod(scratch.databasePath, 0o660)
        let before = try snapshot(scratch)
        assertRefused(scratch, with: .writableByOthers(path: scratch.databasePath, mode: 0o660))
        XCTAssertEqual(try snapshot(scratch), before)
        XCTAssertEqual(mode(scratch.databasePath), 0o660)
    }

    func testCompanionFileOfAnotherUserIsRefused() throws {
        for suffix in ["-wal", "-shm", "-journal"] {
            let scratch = try ScratchFolder()
            try plantNote(in: scratch)
            let companion = scratch.databasePath + suffix
            XCTAssertTrue(FileManager.default.createFile(atPath: companion, contents: Data()))
            chmod(companion, 0o600)
            XCTAssertEqual(chown(companion, Self.nobody, Self.nobody), 0)
            assertRefused(scratch, with: .ownedByAnotherUser(path: companion, owner: Self.nobody))
        }
    }

    func testRefusalNamesThePathAndTheReason() {
        let owned = NoteStoreError.ownedByAnotherUser(path: "/data/notes", owner: 65534).description
        XCTAssertTrue(owned.contains("/data/notes") && owned.contains("another user"), owned)
        let writable = NoteStoreError.writableByOthers(path: "/data/notes", mode: 0o777).description
        XCTAssertTrue(writable.contains("/data/notes") && writable.contains("777"), writable)
    }

    /// Run as root it plants (root owns a 0777 folder and a 0666 database holding a note) and
    /// starts a copy of this test bundle as nobody, the victim, which must refuse both ways.
    func testVictimRefusesAFolderPlantedByAnotherUser() throws {
        if let planted = ProcessInfo.processInfo.environment[Self.plantedFolderVariable] {
            XCTAssertEqual(geteuid(), Self.nobody, "the child runs as the victim")
            let folder = FileSystemPath(planted)
            for access in [NoteStore.Access.readWrite, .readOnly] {
                XCTAssertThrowsError(try NoteStore(directoryPath: folder, access: access)) { error in
                    XCTAssertEqual(error as? NoteStoreError, .ownedByAnotherUser(path: planted, owner: 0), "\(access)")
                }
            }
            return
        }
        let scratch = try ScratchFolder()
        try plantNote(in: scratch)
        chmod(scratch.url.path, 0o777)
        chmod(scratch.databasePath, 0o666)
        let before = try snapshot(scratch)
        let launch = try AnotherUserLaunch(copying: URL(fileURLWithPath: CommandLine.arguments[0]))
        defer { launch.remove() }
        let (executable, arguments) = launch.command([
            "NoteStoreTests.PlantedFileTests/testVictimRefusesAFolderPlantedByAnotherUser"
        ])
        let child = try ProgramRun.run(
            executable, arguments, environment: [Self.plantedFolderVariable: scratch.url.path])
        XCTAssertTrue(child.ranOneTestThatPassed, child.output + child.errorOutput)
        XCTAssertEqual(try snapshot(scratch), before, "the victim wrote nothing into the planted folder")
    }
}
