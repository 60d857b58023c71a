// Recovery files, the texts earlier runs could not save, as the next start of the real
// note-entry takes them in.
import Foundation
import NoteStore
import TestSupport
import XCTest
@testable import NoteEntryApp

final class RecoveryFileTests: XCTestCase {
    /// Two runs quit on a full disk with different text for the same note: both files name the
    /// note at the revision it was loaded at. The next start keeps both texts: the first in the
    /// note, the second as a copy beside it; only then are both files gone.
    func testTwoRecoveryFilesForOneNoteBothSurviveTheNextStart() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        let state = folder.file("state")
        let store = try NoteStore(directory: notes)
        let note = try store.createNote(title: "Shared", body: "as loaded")
        let recovery = UnsavedTextRecovery(notesFolder: FileSystemPath(notes), environment: ["XDG_STATE_HOME": state.path])
        for body in ["first session's text", "second session's text"] {
            try recovery.keep(SaveRequest(target: .note(id: note.id, revision: note.revision), title: "Shared", body: body,
                                          titleEdited: false, bodyEdited: true))
        }
        XCTAssertEqual(recovery.pending().count, 2)

        let start = try ProgramRun.noteEntry(["--screenshot", folder.file("window.png").path, "--data-dir", notes.path],
                                             environment: ["XDG_STATE_HOME": state.path])
        XCTAssertEqual(start.status, 0, start.errorOutput)
        let list = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
        XCTAssertEqual(list.status, 0, list.errorOutput)
        let bodies = try list.output.split(separator: "\n").map { line -> String in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try XCTUnwrap(object?["body"] as? String)
        }
        XCTAssertEqual(bodies.sorted(), ["first session's text", "second session's text"],
                       "every recovered text is a note the user can see")
        XCTAssertEqual(recovery.pending().count, 0, "the files go once their texts are saved")
    }
}
