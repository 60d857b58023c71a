// What every no-loss test needs: a scratch folder that is the app's whole world (notes, XDG
// state, data and config homes), reading the notes back, typing at a steady pace on a clock,
// and a clipboard the test itself serves.
import CGtk
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

/// A note as `note-entry --list` prints it.
struct SavedNote: Equatable {
    let id: Int64
    let title: String
    let body: String

    /// Reads the notes with `read` until `condition` holds for them, at most `timeout` seconds,
    /// running the main loop for a tenth of a second between two reads (each read starts a
    /// process); returns the last notes read and whether it held.
    @MainActor
    static func poll(
        timeout: Double, reading read: () throws -> [SavedNote], until condition: ([SavedNote]) -> Bool
    ) throws -> (notes: [SavedNote], met: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        var notes = try read()
        while !condition(notes) {
            if Date() >= deadline { return (notes, false) }
            MainLoop.run(for: 0.1)
            notes = try read()
        }
        return (notes, true)
    }

    static func parse(_ lines: [String]) throws -> [SavedNote] {
        try lines.filter { $0.hasPrefix("{") }.map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw TestPrecondition.notMet("--list printed a line that is not a JSON object: \(line.prefix(200))")
            }
            return SavedNote(
                id: (object["id"] as? NSNumber)?.int64Value ?? -1,
                title: object["title"] as? String ?? "", body: object["body"] as? String ?? "")
        }
    }
}

/// One test's scratch world. Every app process gets `environment`, so nothing touches the real
/// home: XDG_STATE_HOME (where the recovery files go), XDG_DATA_HOME, and XDG_CONFIG_HOME with
/// a GTK settings.ini that stops the cursor blinking (so the window's pixels change only when
/// its content does), where the keyfile GSettings backend also keeps what the app remembers.
@MainActor
final class NoLossScenario {
    let folder: ScratchFolder
    /// The notes folder (`--data-dir`).
    let notes: URL
    let stateHome: URL
    let dataHome: URL
    let configHome: URL
    /// Where the contract keeps text that could not be saved.
    var recoveryFolder: URL { stateHome.appendingPathComponent("note-entry/unsaved", isDirectory: true) }
    var database: URL { notes.appendingPathComponent(NoteStoreLocation.databaseFileName) }
    private var apps: [RunningApp] = []
    private var endings: [() -> Void] = []

    init() throws {
        // The keys and the clipboard go through the test display, also for apps the test did not start itself.
        try TestDisplay.start()
        folder = try ScratchFolder()
        notes = folder.file("notes")
        stateHome = folder.file("state")
        dataHome = folder.file("data")
        configHome = folder.file("config")
        for directory in [stateHome, dataHome, configHome.appendingPathComponent("gtk-3.0")] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        try Data("[Settings]\ngtk-cursor-blink=false\ngtk-enable-animations=false\n".utf8)
            .write(to: configHome.appendingPathComponent("gtk-3.0/settings.ini"))
    }

    /// Also `DBUS_SESSION_BUS_ADDRESS=disabled:`: with no session bus a GtkApplication runs as
    /// its own instance (as in the headless test run), so two instances on one folder are two
    /// processes, and a developer's own running note-entry never receives the test's windows.
    var environment: [String: String] {
        [
            "XDG_STATE_HOME": stateHome.path, "XDG_DATA_HOME": dataHome.path, "XDG_CONFIG_HOME": configHome.path,
            "DBUS_SESSION_BUS_ADDRESS": "disabled:", "GSETTINGS_BACKEND": "keyfile",
        ]
    }

    /// The app's GSettings as the keyfile backend keeps them (`GSETTINGS_BACKEND=keyfile` in
    /// `environment`), inside `configHome`.
    var rememberedFile: URL { configHome.appendingPathComponent("glib-2.0/settings/keyfile") }

    /// Replaces the app's remembered state with `values` (GVariant text: `true`, `860`, `'path'`),
    /// and the desktop's interface settings (`org.gnome.desktop.interface`) with `interface`.
    func remember(_ values: [String: String], interface: [String: String] = [:]) throws {
        try FileManager.default.createDirectory(
            at: rememberedFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let groups = [("org/placeholdertextview/NoteEntry", values), ("org/gnome/desktop/interface", interface)].filter
        { !$0.1.isEmpty }
        let text = groups.map { path, keys in
            (["[\(path)]"] + keys.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: "\n")
        }
        try Data(text.joined(separator: "\n\n").utf8).write(to: rememberedFile)
    }

    /// The remembered state's file, as the app left it.
    func rememberedText() throws -> String { try String(contentsOf: rememberedFile, encoding: .utf8) }

    /// Starts note-entry over `notes` (or `directory`) on the test display or `display`, with
    /// `extra` added to `environment` and `arguments` before `--data-dir`, printing `line` within `timeout` seconds; it is killed
    /// when the scenario ends.
    func start(
        display: String? = nil, directory: URL? = nil, label: String = "note-entry", timeout: Double = 10,
        environment extra: [String: String] = [:], arguments: [String] = [],
        waitingFor line: String? = "note-entry: ready"
    ) throws -> RunningApp {
        let app = try RunningApp(
            notes: directory ?? notes, folder: folder, timeout: timeout, environment: environment.merging(extra) { $1 },
            display: display, label: label, arguments: arguments, waitingFor: line)
        apps.append(app)
        return app
    }

    /// The notes of `directory` (default `notes`) as `--list` prints them.
    func list(_ directory: URL? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> [SavedNote] {
        let run = try ProgramRun.noteEntry(
            ["--list", "--data-dir", (directory ?? notes).path], environment: environment)
        guard run.status == 0 else {
            throw TestPrecondition.notMet("note-entry --list failed with status \(run.status): \(run.errorOutput)")
        }
        return try SavedNote.parse(run.output.split(separator: "\n").map(String.init))
    }

    /// Polls `--list` until `condition` holds for the notes, at most `timeout` seconds; returns
    /// the last notes seen and whether it held.
    func waitForNotes(timeout: Double, _ condition: ([SavedNote]) -> Bool) throws -> (notes: [SavedNote], met: Bool) {
        try SavedNote.poll(timeout: timeout, reading: { try list() }, until: condition)
    }

    /// Runs `action` when the scenario ends, before the apps it started are stopped (the last
    /// one given first).
    func onEnd(_ action: @escaping () -> Void) {
        endings.append(action)
    }

    func end() {
        for action in endings.reversed() { action() }
        for app in apps { app.stop() }
        folder.remove()
    }

    /// Runs `test` in a new scenario and cleans up after it.
    nonisolated static func run(_ test: @MainActor (NoLossScenario) throws -> Void) throws {
        try MainActor.assumeIsolated {
            let scenario = try NoLossScenario()
            defer { scenario.end() }
            try test(scenario)
        }
    }
}

/// Typing at a steady pace: character `i` is sent at `start + i × interval` by the clock, however
/// long each key took to send, and the test learns the longest gap there really was.
@MainActor
enum SteadyTyping {
    /// Types `text` with `typeCharacter`; returns the longest gap between two keys (seconds).
    @discardableResult
    static func type(_ text: String, every interval: Double, with typeCharacter: (String) -> Void) -> Double {
        let start = Date()
        var previous: Date?
        var longestGap = 0.0
        for (index, character) in text.enumerated() {
            let due = start.addingTimeInterval(Double(index) * interval)
            MainLoop.run(until: due)
            let now = Date()
            if let previous { longestGap = max(longestGap, now.timeIntervalSince(previous)) }
            previous = now
            typeCharacter(String(character))
        }
        return longestGap
    }

    /// `count` characters of lowercase words, so a cut anywhere is seen and no key needs Shift.
    static func words(count: Int, seed: String = "") -> String {
        let vocabulary = ["steady", "typing", "never", "pauses", "long", "enough", "for", "the", "autosave", "timer"]
        var text = seed
        var index = 0
        while text.count < count {
            text += vocabulary[index % vocabulary.count] + " "
            index += 1
        }
        return String(text.prefix(count))
    }
}

/// The test process itself owning the CLIPBOARD selection, so it knows exactly when the app
/// has fetched the text (unlike a separate tool such as xclip, which cannot say).
@MainActor
final class ServedClipboard {
    nonisolated(unsafe) private static var text: [UInt8] = []
    nonisolated(unsafe) private static var servedCount = 0

    /// Puts `text` on the clipboard; the test's main loop must run for the app to get it.
    init(text: String) throws {
        try TestDisplay.start()
        Self.text = Array(text.utf8)
        Self.servedCount = 0
        guard let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)) else {
            throw TestPrecondition.notMet("no CLIPBOARD on the test display")
        }
        let targets = ["UTF8_STRING", "text/plain;charset=utf-8", "STRING", "TEXT"]
        let names = targets.map { strdup($0) }
        defer { names.forEach { free($0) } }
        var entries = names.enumerated().map { GtkTargetEntry(target: $0.element, flags: 0, info: guint($0.offset)) }
        let owned = gtk_clipboard_set_with_data(
            clipboard, &entries, guint(entries.count),
            { _, selection, _, _ in
                guard let selection else { return }
                ServedClipboard.text.withUnsafeBufferPointer { buffer in
                    buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                        _ = gtk_selection_data_set_text(selection, $0, gint(buffer.count))
                    }
                }
                ServedClipboard.servedCount += 1
            }, nil, nil)
        guard owned != 0 else { throw TestPrecondition.notMet("the test could not take the CLIPBOARD selection") }
    }

    /// Spins the main loop until the app has fetched the text, then flushes it to the server.
    func waitUntilServed(timeout: Double = 5) throws {
        let outcome = MainLoop.waitOutcome(
            until: { Self.servedCount > 0 }, timeout: timeout, "the app to fetch the clipboard text after Ctrl+V")
        if let message = outcome.failureMessage { throw TestPrecondition.notMet(message) }
        MainLoop.drain()
        gdk_display_sync(gdk_display_get_default())
    }

    func clear() {
        if let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)) { gtk_clipboard_clear(clipboard) }
    }
}
