// The notes folder removed (or the database replaced) while the store is open: the next write
// says so instead of "saving" into a file that no longer has a name.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class VanishedDatabaseTests: XCTestCase {
    func testWriteAfterTheFolderWasRemovedThrowsAndReopeningWorks() throws {
        let scratch = try ScratchFolder()
        let folder = scratch.url.appendingPathComponent("notes")
        let store = try NoteStore(directory: folder)
        let note = try store.createNote(title: "before", body: "")
        try FileManager.default.removeItem(at: folder)
        let databasePath = folder.appendingPathComponent(NoteStoreLocation.databaseFileName).path
        XCTAssertThrowsError(try store.createNote(title: "lost?", body: "")) { error in
            XCTAssertEqual(error as? NoteStoreError, .databaseVanished(path: databasePath))
            XCTAssertTrue("\(error)".contains(databasePath) && "\(error)".contains("not saved"), "\(error)")
        }
        XCTAssertThrowsError(try store.save(note)) { error in
            XCTAssertEqual(error as? NoteStoreError, .databaseVanished(path: databasePath))
        }
        let reopened = try NoteStore(directory: folder)
        let saved = try reopened.createNote(title: "after", body: "saved")
        XCTAssertEqual(try NoteStore(directory: folder).note(id: saved.id), saved)
    }

    func testWriteAfterTheDatabaseWasReplacedThrows() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        try store.createNote(title: "first", body: "")
        let other = try ScratchFolder()
        try other.openStore().createNote(title: "another database", body: "")
        XCTAssertEqual(rename(other.databasePath, scratch.databasePath), 0)
        XCTAssertThrowsError(try store.createNote(title: "into which file?", body: "")) { error in
            XCTAssertEqual(error as? NoteStoreError, .databaseVanished(path: scratch.databasePath))
        }
    }

    func testWritesToAFolderLeftInPlaceKeepWorking() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        for index in 0..<3 { try store.createNote(title: "\(index)", body: "") }
        XCTAssertEqual(try store.count(), 3)
    }
}
