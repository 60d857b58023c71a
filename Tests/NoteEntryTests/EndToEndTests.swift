// The real app, real keys, a hard kill: what was typed must be on disk.
import Foundation
import PlaceholderTesting
import XCTest

final class EndToEndTests: XCTestCase {
    /// Launches `note-entry` on the test display, types into the new note's body through XTest
    /// (as a keyboard does), kills it with SIGKILL about a second after the last key (no chance
    /// to save on the way out), and reads the notes back with `note-entry --list`.
    func testTypedTextSurvivesKillNineASecondLater() throws {
        try withRunningApp { app, notes in
            let typed = "Typed on a real keyboard, then the power went out."
            RealInput.type(typed)
            // The scenario itself: the process dies about one second after the last key.
            let killTime = Date().addingTimeInterval(1.0)
            _ = MainLoop.waitOutcome(until: { Date() >= killTime }, timeout: 2, "one second after the last key")
            app.send(SIGKILL)
            XCTAssertEqual(app.process.terminationReason, .uncaughtSignal)

            XCTAssertEqual(try Self.bodies(in: notes), [typed])
        }
    }

    /// SIGTERM saves what is typed at once (before the autosave delay), then quits with status 0.
    func testTerminationSignalSavesBeforeQuitting() throws {
        try withRunningApp { app, notes in
            RealInput.type("Saved on SIGTERM")
            app.send(SIGTERM)
            XCTAssertEqual(app.process.terminationReason, .exit)
            XCTAssertEqual(app.process.terminationStatus, 0)
            XCTAssertEqual(try Self.bodies(in: notes), ["Saved on SIGTERM"])
        }
    }

    /// Runs `test` with note-entry running over a new notes folder; stops it and cleans up after.
    private func withRunningApp(_ test: @MainActor (RunningApp, URL) throws -> Void) throws {
        try MainActor.assumeIsolated {
            let folder = try ScratchFolder()
            defer { folder.remove() }
            let notes = folder.file("notes")
            let app = try RunningApp(notes: notes, folder: folder)
            defer { app.stop() }
            try test(app, notes)
        }
    }

    /// The bodies `note-entry --list` prints for the notes in `folder`.
    private static func bodies(in folder: URL) throws -> [String?] {
        let list = try ProgramRun.noteEntry(["--list", "--data-dir", folder.path])
        XCTAssertEqual(list.status, 0, list.errorOutput)
        return try list.output.split(separator: "\n").map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["body"] as? String
        }
    }
}
