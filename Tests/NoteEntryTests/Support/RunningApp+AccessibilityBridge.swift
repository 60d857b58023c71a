// The real note-entry over a planted store, on a session bus of the test's with the
// accessibility bridge on, for tests that drive it with real keys and read it over AT-SPI.
import Foundation
import NoteStore
import TestSupport

extension RunningApp {
    /// Runs `test` with note-entry started over a new notes folder after `plant` wrote into its
    /// store, on a session bus of its own with the accessibility bridge on; `test` gets the app,
    /// the bus, an X client, the app's window and the notes folder. `environment` is added to the
    /// app's. Stops them all after.
    @MainActor
    static func withAccessibilityBridge(
        planting plant: (NoteStore) throws -> Void, environment: [String: String] = [:],
        _ test: @MainActor (RunningApp, SessionBus, XClient, XClient.TopLevel, URL) throws -> Void
    ) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        try plant(try NoteStore(directory: notes))
        let bus = try SessionBus()
        defer { bus.stop() }
        let app = try RunningApp(
            notes: notes, folder: folder,
            environment: environment.merging(["DBUS_SESSION_BUS_ADDRESS": bus.address, "NO_AT_BRIDGE": "0"]) { $1 })
        defer { app.stop() }
        let x = try XClient()
        defer { x.close() }
        try test(app, bus, x, try x.window(ofProcess: app.process.processIdentifier), notes)
    }

    /// As `withAccessibilityBridge`, over a store holding `notes` (title, body), made in order:
    /// `test` runs once the last one, the newest, is shown in the editor.
    @MainActor
    static func withNotesShown(
        _ notes: [(title: String, body: String)],
        _ test: @MainActor (RunningApp, SessionBus, XClient, XClient.TopLevel, URL) throws -> Void
    ) throws {
        try withAccessibilityBridge(planting: { store in
            for note in notes { _ = try store.createNote(title: note.title, body: note.body) }
        }) { app, bus, x, window, folder in
            _ = try AccessibleTextRuns.wait(
                text: notes.last?.body ?? "", bus: bus, until: { _ in true }, "the newest note shown")
            try test(app, bus, x, window, folder)
        }
    }
}
