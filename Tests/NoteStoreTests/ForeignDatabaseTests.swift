// Another program's SQLite database at the notes path is left byte for byte as it was: no WAL
// switch, no notes table, no new user_version. Databases of ours carry our application id.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class ForeignDatabaseTests: XCTestCase {
    private func plantForeignDatabase(at path: String, applicationID: Int32 = 0, version: Int = 7) throws {
        let other = try SQLiteDatabase(path: path)
        try other.execute(
            """
            CREATE TABLE bookmarks (url TEXT); INSERT INTO bookmarks VALUES ('https://example.org');
            PRAGMA user_version = \(version); PRAGMA application_id = \(applicationID);
            """)
    }

    private func assertRefusedAndUntouched(_ scratch: ScratchFolder, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let before = try Data(contentsOf: URL(fileURLWithPath: scratch.databasePath))
        for access in [NoteStore.Access.readWrite, .readOnly] {
            XCTAssertThrowsError(
                try NoteStore(directoryPath: FileSystemPath(scratch.url), access: access),
                file: file, line: line
            ) { error in
                guard case .notANotesDatabase(let path, _) = error as? NoteStoreError else {
                    return XCTFail("unexpected \(error)", file: file, line: line)
                }
                XCTAssertEqual(path, scratch.databasePath, file: file, line: line)
            }
        }
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: scratch.databasePath)), before, "left byte for byte",
            file: file, line: line)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: scratch.url.path), ["notes.sqlite3"],
            "no -wal, nothing moved aside", file: file, line: line)
    }

    func testAnotherProgramsDatabaseIsRefusedAndUntouched() throws {
        let scratch = try ScratchFolder()
        try plantForeignDatabase(at: scratch.databasePath)
        try assertRefusedAndUntouched(scratch)
    }

    func testADatabaseWithAnotherApplicationIDIsRefused() throws {
        let scratch = try ScratchFolder()
        try plantForeignDatabase(at: scratch.databasePath, applicationID: 0x0F05_5112, version: 0)
        try assertRefusedAndUntouched(scratch)
    }

    func testAnotherProgramsNotesTableWithoutOurVersionIsRefused() throws {
        let scratch = try ScratchFolder()
        do {
            let other = try SQLiteDatabase(path: scratch.databasePath)
            try other.execute("CREATE TABLE notes (text TEXT)")
        }
        try assertRefusedAndUntouched(scratch)
    }

    func testNewDatabaseCarriesOurApplicationID() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        XCTAssertEqual(try store.database.integer("PRAGMA application_id"), Int64(NotesDatabaseIdentity.applicationID))
    }

    /// Made before the application id existed: still ours by its notes table and version.
    func testOlderDatabaseOfOursIsOpenedAndClaimed() throws {
        let scratch = try ScratchFolder()
        let note = try scratch.openStore().createNote(title: "old", body: "")
        do {
            let old = try SQLiteDatabase(path: scratch.databasePath)
            try old.execute("PRAGMA application_id = 0")
        }
        let store = try scratch.openStore()
        XCTAssertEqual(try store.note(id: note.id), note)
        XCTAssertEqual(try store.database.integer("PRAGMA application_id"), Int64(NotesDatabaseIdentity.applicationID))
    }
}
