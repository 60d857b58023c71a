// A store whose note numbers another program used up (sqlite_sequence at Int64's end): every
// new note fails, and the message says why instead of sending the user to free disk space.
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class UsedUpNoteNumbersTests: MainActorTestCase {
    /// `--import` into such a store names the real reason; before: "The disk is full".
    func testAnImportSaysTheNoteNumbersAreUsedUp() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        let store = try NoteStore(directory: notes)
        try store.createNote(title: "Kept", body: "stays")
        try Self.useUpNoteNumbers(in: store)
        try Data("new text".utf8).write(to: folder.file("new.txt"))
        let run = try ProgramRun.noteEntry(["--import", folder.path("new.txt"), "--data-dir", notes.path])
        XCTAssertEqual(run.status, 1, run.errorOutput)
        XCTAssertTrue(run.errorOutput.contains("its note numbers are used up"), run.errorOutput)
        XCTAssertFalse(run.errorOutput.contains("disk is full"), run.errorOutput)
    }

    /// A new note typed in the window: its bar says the numbers are used up, not that the disk
    /// is full (before: "The disk is full, so the note could not be saved…").
    func testANewNoteInTheWindowSaysTheNoteNumbersAreUsedUp() async throws {
        let window = try OpenWindow { store in
            try store.createNote(title: "Kept", body: "stays")
            try Self.useUpNoteNumbers(in: store)
        }
        defer { window.close() }
        window.main.newNote()
        window.setBody("a new note")
        XCTAssertFalse(window.main.session.save())
        XCTAssertTrue(window.main.errorBar.message.contains("note numbers are used up"), window.main.errorBar.message)
        XCTAssertNotEqual(window.main.errorBar.message, InterfaceText.diskFull)
        XCTAssertEqual(window.editor.text, "a new note", "the text stays in the editor")
    }

    /// Sets the notes' id sequence to Int64's end with the sqlite3 shell, as another program can.
    private static func useUpNoteNumbers(in store: NoteStore) throws {
        let run = try ProgramRun.tool(
            "sqlite3",
            [store.databasePath, "UPDATE sqlite_sequence SET seq = 9223372036854775807 WHERE name = 'notes'"])
        guard run.status == 0 else { throw TestPrecondition.notMet("sqlite3: \(run.errorOutput)") }
    }
}
