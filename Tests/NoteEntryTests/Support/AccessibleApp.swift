// The real note-entry on a session bus of the test's with the accessibility bridge on: driven by
// real keys (XTest), its list read as a screen reader reads it (AT-SPI).
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

/// A running note-entry over notes the test planted, with what drives and reads it.
@MainActor
struct AccessibleApp {
    /// The app's note list, over AT-SPI.
    let list: AccessibleList
    /// The test's X connection, for real keys and clicks.
    let x: XClient
    /// The app's window.
    let window: XClient.TopLevel
    /// The app's process.
    let app: RunningApp
    /// The notes folder.
    let notes: URL
    /// The test's scratch folder, holding `notes`.
    let folder: ScratchFolder

    /// The database file, for other programs to write into.
    var database: URL { notes.appendingPathComponent("notes.sqlite3") }

    /// Runs `test` with note-entry started over `count` notes ("Note 0", the oldest, … by
    /// default; note `index` is saved at millisecond `index` of 1970, its id `index + 1`), on a
    /// session bus of its own with the accessibility bridge on; `environment` is added to the app's.
    /// With `longBodiesIndexed`, each body is about 1 KB of words and the search index holds every
    /// note, as after the app indexed them (else each body is "Body `index`", its index queued).
    static func run(
        notes count: Int, titled title: @escaping (Int) -> String = { "Note \($0)" },
        longBodiesIndexed: Bool = false, environment: [String: String] = [:],
        _ test: @MainActor (AccessibleApp) throws -> Void
    ) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        _ = try NoteStore(directory: notes)
        if count > 0 {
            try plant(
                (0..<count).map(title), into: notes, listedIn: folder.file("titles.txt"),
                longBodiesIndexed: longBodiesIndexed)
        }
        let bus = try SessionBus()
        defer { bus.stop() }
        let app = try RunningApp(
            notes: notes, folder: folder, timeout: 60,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "NO_AT_BRIDGE": "0"].merging(environment) { $1 })
        defer { app.stop() }
        let x = try XClient()
        defer { x.close() }
        let window = try x.window(ofProcess: app.process.processIdentifier)
        try test(
            AccessibleApp(list: AccessibleList(bus: bus), x: x, window: window, app: app, notes: notes, folder: folder))
    }

    /// Puts a note per title into the store in `notes` with python's sqlite3, as other programs
    /// write, the titles passed in `titleFile`.
    private static func plant(
        _ titles: [String], into notes: URL, listedIn titleFile: URL, longBodiesIndexed: Bool
    ) throws {
        try Data(titles.joined(separator: "\n").utf8).write(to: titleFile)
        _ = try SQLiteProbe.run(
            """
            import sqlite3, sys
            connection = sqlite3.connect(sys.argv[1])
            titles = open(sys.argv[2], encoding="utf-8").read().split("\\n")
            words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor".split()
            def body(index):
                if sys.argv[3] == "short":
                    return "Body %d" % index
                return " ".join(words[(index * 7 + k) % len(words)] for k in range(170))[:1000]
            rows = ((index, index, title, body(index)) for index, title in enumerate(titles))
            connection.executemany("INSERT INTO notes (created, updated, title, body) VALUES (?, ?, ?, ?)", rows)
            if sys.argv[3] == "indexed":
                # Lower case is the search's folding for this ASCII text (SearchFolding).
                connection.execute(
                    "INSERT INTO notes_search (rowid, title, body) SELECT id, lower(title), lower(body) FROM notes")
                connection.execute("DELETE FROM notes_search_pending")
            connection.commit()
            """,
            [
                notes.appendingPathComponent("notes.sqlite3").path, titleFile.path,
                longBodiesIndexed ? "indexed" : "short",
            ])
    }

    /// Moves the keyboard focus from the note's text to the list, as a person does (Shift+F6).
    static func focusTheList(_ list: AccessibleList, _ x: XClient, _ window: XClient.TopLevel) throws {
        x.clickInNoteBody(of: window)
        x.press(keysym: KeySym(XK_F6), modifiers: [KeySym(XK_Shift_L)])
        _ = try list.wait(until: \.focused, "Shift+F6 from the text to go to the list")
    }

    /// Moves the keyboard focus to the list.
    func focusTheList() throws { try Self.focusTheList(list, x, window) }

    /// Runs the `sqlite3` client over the database with `sql`, as another program does, waiting
    /// up to 10 s for the app's own writes (its writer indexes notes other programs wrote).
    func sqlite(_ sql: String) throws {
        let run = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/sqlite3"), ["-cmd", ".timeout 10000", database.path, sql])
        guard run.status == 0 else {
            throw TestPrecondition.notMet("sqlite3 failed (\(run.status)): \(run.errorOutput)")
        }
    }

    /// Waits up to `timeout` seconds until what AT-SPI reports of the list satisfies
    /// `condition`; nil, the test failed with the app's standard error, when the app ended meanwhile.
    @discardableResult
    func wait(
        timeout: Double = 15, until condition: (AccessibleList.State) -> Bool, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> AccessibleList.State? {
        var reached: AccessibleList.State?
        _ = MainLoop.waitOutcome(
            until: {
                guard app.process.isRunning else { return true }
                reached = (try? list.read()).flatMap { condition($0) ? $0 : nil }
                return reached != nil
            }, timeout: timeout, what)
        guard app.process.isRunning else {
            XCTFail("note-entry ended (\(what)): \(app.errorOutput.prefix(1_500))", file: file, line: line)
            return nil
        }
        guard let reached else { return try list.wait(timeout: 0.5, until: condition, what) }
        return reached
    }
}

/// The note list of a running note-entry as AT-SPI reports it, read by
/// scripts/installed/accessible_list.py.
struct AccessibleList {
    struct State: Decodable {
        let rows: Int
        /// The selected rows; nil when the list is no table (a list box).
        let selected: [Int]?
        let focused: Bool
        let texts: [String]
        /// What the first rows say (title and first line), at most 20 of them; nil when the list
        /// is no table.
        let rowTexts: [String]?
    }

    let bus: SessionBus

    /// What AT-SPI reports now.
    func read() throws -> State {
        let script = ProgramRun.packageRoot.appendingPathComponent("scripts/installed/accessible_list.py")
        let run = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "note-entry", "Notes list"],
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        guard run.status == 0 else { throw TestPrecondition.notMet("AT-SPI: \(run.errorOutput)") }
        do {
            return try JSONDecoder().decode(State.self, from: Data(run.output.utf8))
        } catch {
            throw TestPrecondition.notMet("AT-SPI: not a list's report: \(run.output)")
        }
    }

    /// Waits up to `timeout` seconds until `condition` holds of what AT-SPI reports, and returns
    /// it; fails the test with the last report when it does not.
    @MainActor
    func wait(
        timeout: Double = 15, until condition: (State) -> Bool, _ what: String
    ) throws -> State {
        var last: Result<State, Error>?
        let outcome = MainLoop.waitOutcome(
            until: {
                last = Result { try read() }
                return (try? last?.get()).map(condition) ?? false
            }, timeout: timeout, what)
        if let failure = outcome.failureMessage {
            let report: String
            switch last {
            case .success(let state)?:
                report =
                    "rows \(state.rows), selected \(state.selected.map { "\($0)" } ?? "none (no table)"), focused \(state.focused), texts \(state.texts), rows' texts \(state.rowTexts ?? [])"
            case .failure(let error)?: report = "\(error)"
            case nil: report = "nothing"
            }
            throw TestPrecondition.notMet("\(failure); AT-SPI reported \(report)")
        }
        return try last!.get()
    }
}
