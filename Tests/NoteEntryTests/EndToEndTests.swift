// The real app, real keys, a hard kill: what was typed must be on disk.
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

final class EndToEndTests: MainActorTestCase {
    /// Launches `note-entry` on the test display, types into the new note's body through XTest
    /// (as a keyboard does), kills it with SIGKILL about a second after the last key (no chance
    /// to save on the way out), and reads the notes back with `note-entry --list`.
    func testTypedTextSurvivesKillNineASecondLater() async throws {
        try withRunningApp { app, notes in
            let typed = "Typed on a real keyboard, then the power went out."
            RealInput.type(typed)
            // The scenario itself: the process dies about one second after the last key.
            MainLoop.run(for: 1.0)
            app.send(SIGKILL)
            XCTAssertEqual(app.process.terminationReason, .uncaughtSignal)

            XCTAssertEqual(try Self.values("body", in: notes), [typed])
        }
    }

    /// SIGTERM saves what is typed at once (before the autosave delay), then quits with status 0.
    func testTerminationSignalSavesBeforeQuitting() async throws {
        try withRunningApp { app, notes in
            RealInput.type("Saved on SIGTERM")
            app.send(SIGTERM)
            XCTAssertEqual(app.process.terminationReason, .exit)
            XCTAssertEqual(app.process.terminationStatus, 0)
            XCTAssertEqual(try Self.values("body", in: notes), ["Saved on SIGTERM"])
        }
    }

    /// Started over saved notes, the window shows the newest: keys typed at once go into its
    /// body. They went nowhere (no field had the focus) and were lost.
    func testKeysTypedAtOnceOverSavedNotesGoIntoTheNewestNote() async throws {
        try withRunningApp(planting: { try $0.createNote(title: "Groceries", body: "Milk") }) { app, notes in
            RealInput.type(" and eggs")
            app.send(SIGTERM)
            XCTAssertEqual(try Self.values("body", in: notes), ["Milk and eggs"])
        }
    }

    /// The newest note has no title: keys typed at once name it.
    func testKeysTypedAtOnceOverAnUntitledNoteGoIntoItsTitle() async throws {
        try withRunningApp(planting: { try $0.createNote(title: "", body: "Milk") }) { app, notes in
            RealInput.type("Groceries")
            app.send(SIGTERM)
            XCTAssertEqual(try Self.values("title", in: notes), ["Groceries"])
            XCTAssertEqual(try Self.values("body", in: notes), ["Milk"])
        }
    }

    /// A script updates the open note with the sqlite3 client; the user then types in the
    /// window. Neither text is lost: the script's stays in the note, the window's is saved as
    /// a copy beside it (the script's UPDATE was overwritten at the next keystroke).
    func testAScriptsUpdateOfTheOpenNoteIsNotOverwrittenByTheNextKeystroke() async throws {
        try withRunningApp(planting: { try $0.createNote(title: "Groceries", body: "Milk") }) { app, notes in
            let script = try ProgramRun.run(
                URL(fileURLWithPath: "/usr/bin/sqlite3"),
                [notes.appendingPathComponent("notes.sqlite3").path, "UPDATE notes SET body = 'Bread' WHERE id = 1"])
            XCTAssertEqual(script.status, 0, script.errorOutput)
            RealInput.type(" and eggs")
            app.send(SIGTERM)
            XCTAssertEqual(try Self.values("body", in: notes).compactMap { $0 }.sorted(), ["Bread", "Milk and eggs"])
        }
    }

    /// A note full of tabs (an unbreakable run for Pango) does not widen the window: the
    /// minimum width the window asks for is the one a plain note gives. 40 tabs made it ask
    /// for 1,829 px (870 otherwise), past the screen, at every start.
    func testTabsInANoteDoNotWidenTheWindow() async throws {
        var minimumWidths: [String: Int32] = [:]
        for (label, body) in [("plain", "Milk"), ("tabs", String(repeating: "\t", count: 40) + "end")] {
            try withRunningApp(planting: { try $0.createNote(title: "Tabs", body: body) }) { app, _ in
                let x = try XClient()
                let window = try x.window(ofProcess: app.process.processIdentifier)
                minimumWidths[label] = try XCTUnwrap(x.minimumSize(of: window), "no WM_NORMAL_HINTS minimum").width
                XCTAssertLessThanOrEqual(window.width, 1280, "the window is wider than the screen")
                app.send(SIGTERM)
            }
        }
        print("minimum window width: \(minimumWidths)")
        XCTAssertEqual(minimumWidths["tabs"], minimumWidths["plain"], "tabs in the note widened the window")
    }

    /// Runs `test` with note-entry running over a new notes folder, after `plant` wrote into its
    /// store; stops it and cleans up after.
    private func withRunningApp(
        planting plant: @MainActor (NoteStore) throws -> Void = { _ in },
        _ test: @MainActor (RunningApp, URL) throws -> Void
    ) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        try plant(try NoteStore(directoryPath: FileSystemPath(notes)))
        let app = try RunningApp(notes: notes, folder: folder)
        defer { app.stop() }
        try test(app, notes)
    }

    /// The `field` (body, title) of each note `note-entry --list` prints for `folder`.
    private static func values(_ field: String, in folder: URL) throws -> [String?] {
        let list = try ProgramRun.noteEntry(["--list", "--data-dir", folder.path])
        XCTAssertEqual(list.status, 0, list.errorOutput)
        return try list.output.split(separator: "\n").map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])[field] as? String
        }
    }
}
