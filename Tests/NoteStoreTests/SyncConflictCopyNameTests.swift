// Which file names beside the notes are a file-sync tool's conflict copies of the database.
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class SyncConflictCopyNameTests: XCTestCase {
    func testEachSyncToolsConflictNameIsACopyAndTheStoresOwnFilesAreNot() {
        for name in [
            "notes.sync-conflict-20261202-043015-7ZKQ3VD.sqlite3",  // Syncthing
            "notes (conflicted copy 2026-12-02 043015).sqlite3",  // Nextcloud
            "notes (Anna's conflicted copy 2026-12-02).sqlite3",  // Dropbox
            "notes_conflict-20261202-043015.sqlite3",  // ownCloud
            "notes (SFConflict anna@example.com 2026-12-02-04-30-15).sqlite3",  // Seafile
        ] {
            XCTAssertTrue(SyncConflictCopy.isConflictCopyName(name), name)
        }
        for name in [
            "notes.sqlite3", "notes.sqlite3-wal", "notes.sqlite3-shm", "notes.sqlite3-journal",
            "notes.sqlite3.corrupt-20261202T043015Z", "notes.sqlite3.salvage-partial",
            "notes.sync-conflict-20261202-043015-7ZKQ3VD.sqlite3-wal",
            "other.sync-conflict-20261202-043015-7ZKQ3VD.sqlite3",
            "notes (1).sqlite3",
        ] {
            XCTAssertFalse(SyncConflictCopy.isConflictCopyName(name), name)
        }
    }

    func testOnlyConflictCopiesInTheFolderAreFound() throws {
        let scratch = try ScratchFolder()
        let store = try NoteStore(directory: scratch.url)
        try store.createNote(title: "Here", body: "text")
        for name in [
            "notes.sync-conflict-20261202-043015-7ZKQ3VD.sqlite3", "notes (conflicted copy 2026-12-02 043015).sqlite3",
            "readme.txt",
        ] {
            XCTAssertTrue(FileManager.default.createFile(atPath: scratch.path(name), contents: Data("x".utf8)))
        }
        XCTAssertEqual(
            SyncConflictCopy.files(in: store.directoryPath).map(\.description),
            [
                scratch.path("notes (conflicted copy 2026-12-02 043015).sqlite3"),
                scratch.path("notes.sync-conflict-20261202-043015-7ZKQ3VD.sqlite3"),
            ])
        XCTAssertEqual(
            try SyncConflictCopy.offered(besides: store), [], "files that are not databases hold no notes to offer")
    }
}
