// The trash through the real note-entry: a note deleted in the window, and `--list --trash`.
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

final class TrashCommandLineTests: XCTestCase {
    /// A note deleted with the keyboard (Done, then Ctrl+Delete) is gone from `--list` after
    /// the app quits, and `--list --trash` prints it whole: deleting was final once the undo
    /// bar went.
    func testANoteDeletedInTheWindowIsListedInTheTrash() throws {
        try NoLossScenario.run { scenario in
            do {
                let store = try NoteStore(directory: scenario.notes)
                try store.createNote(title: "Kept", body: "stays")
                try store.createNote(title: "Deleted", body: "deleted by mistake")
            }
            let app = try scenario.start()
            RealInput.press("Escape")
            RealInput.press("Ctrl+Delete")
            let (notes, gone) = try scenario.waitForNotes(timeout: 5) { $0.map(\.title) == ["Kept"] }
            XCTAssertTrue(gone, "the deleted note is still listed: \(notes.map(\.title))")
            XCTAssertTrue(app.quit(with: SIGTERM))
            let trash = try ProgramRun.noteEntry(
                ["--list", "--trash", "--data-dir", scenario.notes.path], environment: scenario.environment)
            XCTAssertEqual(trash.status, 0, trash.errorOutput)
            XCTAssertEqual(
                try SavedNote.parse(trash.output.split(separator: "\n").map(String.init)).map(\.body),
                ["deleted by mistake"])
        }
    }

    /// `--trash` means nothing without `--list`: refused with status 2 and a message.
    func testTrashWithoutListIsRefused() throws {
        let run = try ProgramRun.noteEntry(["--trash"], environment: ["LANGUAGE": "en"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.errorOutput.contains("option --trash can only be used with --list"), run.errorOutput)
    }
}
