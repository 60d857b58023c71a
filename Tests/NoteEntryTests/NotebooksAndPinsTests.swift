// Issue 42, item 4: notebooks, pins and the list's order in the real note-entry, driven by real
// keys and clicks (XTest) and read as a screen reader reads it (AT-SPI).
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

final class NotebooksAndPinsTests: MainActorTestCase {
    /// F10 and Return (Pin Note, the main menu's first item) pin the note shown, "Plan"; then
    /// "Errands", below it, is opened from the list with the keyboard and typed into: saved, it
    /// goes to the top of the unpinned notes, under "Plan", which stays first. Before pins, the
    /// note just edited went to the top.
    func testANotePinnedByKeyboardStaysOnTopAfterAnotherNoteIsEdited() async throws {
        try RunningApp.withAccessibilityBridge(planting: { store in
            try store.createNote(title: "Errands", body: "milk")
            try store.createNote(title: "Plan", body: "first")
        }) { app, bus, x, window, notes in
            let list = AccessibleList(bus: bus)
            _ = try list.wait(until: { $0.rowTexts?.first?.hasPrefix("Plan") == true }, "Plan, the newest, first")
            x.press(keysym: KeySym(XK_F10), modifiers: [])
            _ = try AccessibleTexts.wait(bus: bus, for: ["Pin Note"])
            x.press(keysym: KeySym(XK_Return), modifiers: [])
            _ = try list.wait(
                until: { $0.rowTexts?.first.map { $0.hasPrefix("Plan") && $0.contains("Pinned") } == true },
                "Plan's row to say it is pinned")
            XCTAssertEqual(try Self.stored(notes).first { $0.title == "Plan" }?.isPinned, true)
            try AccessibleApp.focusTheList(list, x, window)
            x.press(keysym: KeySym(XK_Down), modifiers: [])
            _ = try list.wait(until: { $0.texts.contains("Errands") }, "Down to open Errands")
            x.press(keysym: KeySym(XK_Return), modifiers: [])
            x.press(keysym: KeySym(XK_End), modifiers: [KeySym(XK_Control_L)])
            x.type(" and eggs")
            MainLoop.wait(
                until: { (try? Self.stored(notes).first { $0.title == "Errands" }?.body) == "milk and eggs" },
                timeout: 15, "the edit of Errands to be saved")
            let state = try list.wait(
                until: { $0.rowTexts?.count == 2 && $0.rowTexts?.last?.hasPrefix("Errands") == true },
                "Errands, just edited, under the pinned Plan")
            XCTAssertEqual(state.rowTexts?.first?.hasPrefix("Plan"), true, "\(state.rowTexts ?? [])")
            XCTAssertFalse(app.errorOutput.contains("CRITICAL"), app.errorOutput)
        }
    }

    /// Over notes in "Work", "Home" and none, at 360 × 600 px: the menu over the list offers
    /// "All Notes" and each notebook; choosing "Work" lists Work's notes only and names it on
    /// the button, and "All Notes" lists every note again.
    func testTheListShowsTheNotebookChosenFromTheMenuOverItAt360Pixels() async throws {
        try RunningApp.withAccessibilityBridge(planting: { store in
            let work = try XCTUnwrap(try store.createNotebook(named: "Work"))
            let home = try XCTUnwrap(try store.createNotebook(named: "Home"))
            try store.moveNote(id: try store.createNote(title: "Report", body: "draft").id, toNotebook: work.id)
            try store.moveNote(id: try store.createNote(title: "Garden", body: "seeds").id, toNotebook: home.id)
            try store.createNote(title: "Loose", body: "in no notebook")
            try store.moveNote(id: try store.createNote(title: "Budget", body: "sums").id, toNotebook: work.id)
        }) { app, bus, x, window, _ in
            x.resize(window, width: 360, height: 600)
            _ = try x.waitForWindow(ofProcess: app.process.processIdentifier) { $0.width == 360 }
            // One pane at this width, the note's: Alt+Left (Back) shows the list.
            _ = try AccessibleTexts.wait(bus: bus, for: ["Back"])
            x.press(keysym: KeySym(XK_Left), modifiers: [KeySym(XK_Alt_L)])
            let list = AccessibleList(bus: bus)
            _ = try list.wait(until: { $0.rows == 4 }, "every note listed")
            try Self.choose("Work", x: x, bus: bus)
            let work = try list.wait(until: { $0.rows == 2 }, "Work's notes only")
            XCTAssertEqual(work.rowTexts?.map { Self.title(ofRow: $0) }, ["Budget", "Report"])
            try Self.choose("All Notes", x: x, bus: bus)
            _ = try list.wait(until: { $0.rows == 4 }, "every note again")
            XCTAssertFalse(app.errorOutput.contains("CRITICAL"), app.errorOutput)
        }
    }

    /// Sort by Title from the menu over the list: the notes are listed A to Z (case ignored),
    /// the newest no longer first; quit, start again: still by title, the choice remembered.
    func testSortByTitleListsTheNotesAToZAndIsRememberedAfterARestart() async throws {
        try NoLossScenario.run { scenario in
            try SettingsSchema.prepare()
            let store = try NoteStore(directory: scenario.notes)
            for title in ["banana", "Cherry", "apple"] { try store.createNote(title: title, body: "") }
            let bus = try SessionBus()
            defer { bus.stop() }
            let accessible = ["DBUS_SESSION_BUS_ADDRESS": bus.address, "NO_AT_BRIDGE": "0"]
            let x = try XClient()
            defer { x.close() }
            var app = try scenario.start(environment: accessible)
            let list = AccessibleList(bus: bus)
            func titles() throws -> [String] {
                (try list.read().rowTexts ?? []).map { Self.title(ofRow: $0) }
            }
            _ = try list.wait(until: { _ in (try? titles()) == ["apple", "Cherry", "banana"] }, "newest first")
            try Self.choose("Title", x: x, bus: bus)
            _ = try list.wait(until: { _ in (try? titles()) == ["apple", "banana", "Cherry"] }, "A to Z")
            XCTAssertTrue(app.quit(with: SIGTERM), "note-entry quits on SIGTERM")
            app = try scenario.start(environment: accessible)
            _ = try list.wait(
                until: { _ in (try? titles()) == ["apple", "banana", "Cherry"] }, "A to Z again after the restart")
            XCTAssertTrue(app.quit(with: SIGTERM))
        }
    }

    /// A store written before notebooks (schema 004, as an older note-entry left it, with two
    /// notes): `--list` reads it as it is, every note in no notebook and unpinned; the window
    /// upgrades it (schema 013) keeping both notes, which `--list` then prints the same.
    func testAStoreFromBeforeNotebooksListsItsNotesUnfiledAndUnpinnedBeforeAndAfterTheUpgrade() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: notes.path)
        let schema = ProgramRun.packageRoot.appendingPathComponent("data/schema")
        _ = try SQLiteProbe.run(
            """
            import glob, os, sqlite3, sys
            connection = sqlite3.connect(sys.argv[1])
            for step in sorted(glob.glob(os.path.join(sys.argv[2], "00[1-4]-*.sql"))):
                connection.executescript(open(step, encoding="utf-8").read())
            connection.executescript(
                "INSERT INTO notes (created, updated, title, body) VALUES (1, 5, 'Older', 'a'), (2, 9, 'Newer', 'b');"
                "PRAGMA user_version = 4;")
            connection.close()
            os.chmod(sys.argv[1], 0o600)
            """, [notes.appendingPathComponent("notes.sqlite3").path, schema.path])
        let expected = [
            #"{"body":"a","id":1,"notebook":null,"pinned":false,"title":"Older","updated":"1970-01-01T00:00:00.005Z"}"#,
            #"{"body":"b","id":2,"notebook":null,"pinned":false,"title":"Newer","updated":"1970-01-01T00:00:00.009Z"}"#,
        ]
        func listed() throws -> [String] {
            let run = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
            XCTAssertEqual(run.status, 0, run.errorOutput)
            return run.output.split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(try listed(), expected, "read as it is, not upgraded")
        let app = try RunningApp(notes: notes, folder: folder)
        XCTAssertTrue(app.quit(with: SIGTERM), "note-entry quits on SIGTERM")
        let version = try SQLiteProbe.run(
            "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute('PRAGMA user_version').fetchone()[0])",
            [notes.appendingPathComponent("notes.sqlite3").path])
        XCTAssertEqual(
            version.trimmingCharacters(in: .whitespacesAndNewlines), "14", "upgraded to the newest schema (014)")
        XCTAssertEqual(try listed(), expected, "the same notes after the upgrade")
    }

    /// The title a row's text starts with (these tests' titles are single words).
    nonisolated private static func title(ofRow text: String) -> String {
        String(text.split(whereSeparator: \.isWhitespace).first ?? "")
    }

    /// The notes as stored, read by another connection.
    private static func stored(_ notes: URL) throws -> [Note] {
        try NoteStore(directoryPath: FileSystemPath(notes.path), access: .readOnly).allNotes()
    }

    /// Clicks the menu button over the list, "Notebook and Sort Order", then its menu's item
    /// `item` once the menu, sliding open, leaves it where it is.
    @MainActor
    private static func choose(_ item: String, x: XClient, bus: SessionBus) throws {
        let name = "Notebook and Sort Order"
        // The menu closes as an item is chosen; a click before it is closed would close it again.
        try AccessibleTexts.waitUntilGone("Date Edited", bus: bus, timeout: 10, "the menu to be closed")
        x.click(try XCTUnwrap(try AccessibleTexts.wait(bus: bus, for: [name]).toggleButton(name), "no \(name) button"))
        try x.clickMenuItem(item, bus: bus)
    }
}
