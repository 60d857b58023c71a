// Databases of every known schema version open and end at the newest; newer ones are refused.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class SchemaMigrationTests: XCTestCase {
    func testEmptyFileIsMigratedToTheNewestVersion() throws {
        let scratch = try ScratchFolder()
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch.databasePath, contents: Data()))
        let store = try scratch.openStore()
        XCTAssertNil(store.salvageReport)
        XCTAssertEqual(try SchemaMigrator.storedVersion(of: store.database), SchemaMigration.all.count)
        let note = try store.createNote(title: "works", body: "after migration")
        XCTAssertEqual(try store.note(id: note.id), note)
    }

    func testVersionOneDatabaseKeepsItsNotesAndGainsPreviews() throws {
        let scratch = try ScratchFolder()
        do {
            let old = try SQLiteDatabase(path: scratch.databasePath)
            try old.execute(SchemaMigration.all[0].sql)
            try old.execute(
                """
                INSERT INTO notes (created, updated, title, body) VALUES
                  (1000, 2000, 'first', 'line one
                line two'),
                  (1000, 3000, 'gone', 'deleted before the upgrade'),
                  (1000, 1500, 'third', '');
                DELETE FROM notes WHERE title = 'gone';
                PRAGMA user_version = 1;
                """)
        }
        let store = try scratch.openStore()
        XCTAssertEqual(try SchemaMigrator.storedVersion(of: store.database), SchemaMigration.all.count)
        XCTAssertEqual(
            try store.listSummaries(),
            [
                NoteSummary(
                    id: 1, title: "first", firstLine: "line one", updated: NoteTime(millisecondsSince1970: 2000),
                    created: NoteTime(millisecondsSince1970: 1000)),
                NoteSummary(
                    id: 3, title: "third", firstLine: "", updated: NoteTime(millisecondsSince1970: 1500),
                    created: NoteTime(millisecondsSince1970: 1000)),
            ])
        XCTAssertEqual(try store.database.integer("SELECT count(*) FROM notes WHERE preview IS NULL"), 0)
        XCTAssertEqual(try store.note(id: 1)?.body, "line one\nline two")
        XCTAssertEqual(try store.note(id: 1)?.created, NoteTime(millisecondsSince1970: 1000))
        // The id of the note deleted before the upgrade must stay unused.
        XCTAssertEqual(try store.createNote(title: "new", body: "").id, 4)
    }

    func testDatabaseFromANewerAppIsRefusedAndLeftUntouched() throws {
        let scratch = try ScratchFolder()
        let futureVersion = SchemaMigration.all.count + 1
        do {
            let future = try SQLiteDatabase(path: scratch.databasePath)
            // A newer app's database still carries this app's application id.
            try future.execute(
                """
                CREATE TABLE future_notes (x); PRAGMA user_version = \(futureVersion);
                PRAGMA application_id = \(NotesDatabaseIdentity.applicationID);
                """)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: scratch.databasePath))
        XCTAssertThrowsError(try scratch.openStore()) { error in
            XCTAssertEqual(
                error as? NoteStoreError,
                .databaseTooNew(
                    path: scratch.databasePath, version: futureVersion, newestKnown: SchemaMigration.all.count))
            XCTAssertTrue("\(error)".contains("newer version"))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: scratch.databasePath)), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.databasePath + "-wal"))
    }

    func testOpeningACurrentDatabaseAgainChangesNothing() throws {
        let scratch = try ScratchFolder()
        let note = try scratch.openStore().createNote(title: "once", body: "")
        let store = try scratch.openStore()
        XCTAssertEqual(try store.allNotes(), [note])
        XCTAssertEqual(try SchemaMigrator.storedVersion(of: store.database), SchemaMigration.all.count)
    }
}
