// A note-entry main window on the test display, over a store in a scratch folder.
import CGtk
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

/// The app's main window, shown and drawn, over its own notes folder. Close it at the end.
@MainActor
final class OpenWindow {
    let folder: ScratchFolder
    let store: NoteStore?
    let main: MainWindow
    /// Seconds from creating the window to its first painted frame.
    let openingSeconds: Double

    /// A window over a new store in a scratch folder, after `prepare` put notes in it.
    convenience init(
        inMemory: Bool = false, application: UnsafeMutablePointer<GtkApplication>? = nil,
        prepare: (NoteStore) throws -> Void = { _ in }
    ) throws {
        let folder = try ScratchFolder(inMemory: inMemory)
        let store = try NoteStore(directory: folder.url)
        try prepare(store)
        try self.init(
            folder: folder, connection: NoteStoreConnection(store: store), store: store, application: application)
    }

    /// A window over an in-memory store of `count` notes titled "Note 0", "Note 1" … with bodies
    /// "Body 0" …, made in that order (the last is the newest).
    static func overNumberedNotes(_ count: Int) throws -> OpenWindow {
        try OpenWindow(inMemory: true) { store in
            for index in 0..<count { try store.createNote(title: "Note \(index)", body: "Body \(index)") }
        }
    }

    /// A window over notes made from `contents`, oldest first (the last one is shown), and those notes.
    static func over(
        _ contents: [(title: String, body: String)],
        application: UnsafeMutablePointer<GtkApplication>? = nil
    ) throws -> (OpenWindow, [Note]) {
        var notes: [Note] = []
        let window = try OpenWindow(application: application) { store in
            notes = try contents.map { try store.createNote(title: $0.title, body: $0.body) }
        }
        return (window, notes)
    }

    /// A window over whatever is at `directory` (which may not be usable).
    convenience init(directory: URL, folder: ScratchFolder) throws {
        try self.init(folder: folder, connection: NoteStoreConnection(directory: FileSystemPath(directory)), store: nil)
    }

    private init(
        folder: ScratchFolder, connection: NoteStoreConnection, store: NoteStore?,
        application: UnsafeMutablePointer<GtkApplication>? = nil
    ) throws {
        try TestDisplay.start()
        self.folder = folder
        self.store = store
        let start = Date()
        main = try MainWindow(session: NoteEntryApplication.session(over: connection), application: application)
        main.session.start()
        main.present()
        let window: UnsafeMutablePointer<GtkWidget> = main.window.cast()
        MainLoop.wait(until: { gtk_widget_get_mapped(window) != 0 }, "the main window to be mapped")
        MainLoop.waitForPaintedFrame(of: window)
        openingSeconds = Date().timeIntervalSince(start)
    }

    var editor: NoteEditor { main.editor }

    /// The window's focus widget.
    var focus: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(main.window) }

    /// Waits until the window has the keyboard (real keys go to it).
    func waitForKeyboardFocus() throws {
        let outcome = MainLoop.waitOutcome(
            until: { gtk_window_is_active(self.main.window) != 0 }, timeout: 5, "the window to get the keyboard")
        if let message = outcome.failureMessage { throw TestPrecondition.notMet(message) }
    }

    /// Waits for a toplevel window of `type` other than the main window to be shown, and returns it.
    func waitForToplevel(ofType type: GType, timeout: Double = 5) -> UnsafeMutablePointer<GtkWidget>? {
        var found: UnsafeMutablePointer<GtkWidget>?
        _ = MainLoop.waitOutcome(
            until: {
                let toplevels = gtk_window_list_toplevels()
                defer { g_list_free(toplevels) }
                var node = toplevels
                while let current = node {
                    if let data = current.pointee.data,
                        g_type_check_instance_is_a(data.assumingMemoryBound(to: GTypeInstance.self), type) != 0,
                        gtk_widget_get_visible(data.assumingMemoryBound(to: GtkWidget.self)) != 0
                    {
                        found = data.assumingMemoryBound(to: GtkWidget.self)
                        return true
                    }
                    node = current.pointee.next
                }
                return false
            }, timeout: timeout, "a window of the wanted type")
        return found
    }

    /// Activates the window's action `win.NAME`, as its menus and shortcuts do: through the
    /// `win` group they reach (the window's own, exported action map is empty), then lets the
    /// main loop run what it started.
    func activate(_ name: String) {
        g_action_group_activate_action(gtk_widget_get_action_group(main.window.cast(), "win"), name, nil)
        MainLoop.drain()
    }

    /// Replaces the body's text, as typing or pasting would (one change).
    func setBody(_ text: String) {
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(editor.body.textView), text, -1)
    }

    /// The saved version of note `id`.
    func saved(_ id: Int64?) throws -> Note? {
        guard let id, let store else { return nil }
        return try store.note(id: id)
    }

    /// Destroys the window, and checks that GTK has nothing of it left
    /// to restyle: the next style change of the screen must not reach a dead widget.
    func close(file: StaticString = #filePath, line: UInt = #line) {
        gtk_widget_destroy(main.window.cast())
        MainLoop.drain()
        let complaints = ScreenStyleChange.complaints()
        XCTAssertEqual(
            complaints, [], "GTK complained at a style change after the window was closed", file: file, line: line)
        folder.remove()
    }
}
