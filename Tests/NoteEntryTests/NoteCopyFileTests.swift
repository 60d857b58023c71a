// "Save a Copy…" of a note the editor cannot show exactly.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteEntryApp

final class NoteCopyFileTests: XCTestCase {
    /// A note planted with a NUL and bytes that are not UTF-8 in both fields is copied to the
    /// file byte for byte, owner-only, replacing what was there.
    func testACopyHoldsTheStoredBytesExactly() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = try NoteStore(directory: folder.file("notes"))
        let id = try store.createNote(title: "placeholder", body: "placeholder").id
        let title: [UInt8] = Array("caf".utf8) + [0xE9]
        let body: [UInt8] = Array("before".utf8) + [0] + Array("after ".utf8) + [0xFF, 0xFE]
        try SQLiteProbe.plant(database: folder.file("notes/notes.sqlite3"), id: id, title: title, body: body)
        let stored = try XCTUnwrap(try store.storedBytes(ofNote: id))
        XCTAssertEqual(stored, StoredNoteBytes(title: title, body: body), "the store hands out the bytes as planted")

        let copy = folder.file("copy.txt")
        try Data("an older file".utf8).write(to: copy)
        try NoteCopyFile.write(stored, to: copy.path)
        XCTAssertEqual(Array(try Data(contentsOf: copy)), Array("# ".utf8) + title + Array("\n\n".utf8) + body)
        XCTAssertEqual(FaultInjectionTests.mode(copy.path), 0o600)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(), ["copy.txt", "notes"],
            "no temporary file is left")
        XCTAssertNil(try store.storedBytes(ofNote: id + 1))
    }

    /// A copy into a folder that cannot be written fails with the path and the reason, and
    /// leaves nothing behind.
    func testACopyThatCannotBeWrittenSaysWhere() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.file("missing-folder/copy.txt").path
        XCTAssertThrowsError(try NoteCopyFile.write(StoredNoteBytes(title: [], body: Array("text".utf8)), to: path)) {
            error in
            XCTAssertTrue("\(error)".contains(path), "\(error)")
            XCTAssertTrue("\(error)".contains("No such file or directory"), "\(error)")
        }
    }

    /// The message bar names the copy as it is called, also when its name holds "%s": each "%s"
    /// of the sentence is filled once, never one inside a name put in before it (the path
    /// "100%s.txt" took the reason in, and the sentence kept a bare "%s").
    @MainActor
    func testTheMessageOfACopyNotSavedNamesAFileWhoseNameHoldsAPlaceholder() {
        let path = "/media/stick/100%s.txt"
        let sentence = InterfaceText.sentence(for: .copyNotSaved(path: path, reason: "No space left on device"))
        XCTAssertTrue(sentence.contains(ShellWord.shown(path)), sentence)
        XCTAssertTrue(sentence.contains("No space left on device"), sentence)
        XCTAssertEqual(sentence.components(separatedBy: "%s").count, 2, "only the name's own %s: \(sentence)")
    }
}
