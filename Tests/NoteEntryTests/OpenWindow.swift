// A note-entry main window on the test display, over a store in a scratch folder.
import CGtk
import Foundation
import NoteStore
import PlaceholderTesting
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
    convenience init(inMemory: Bool = false, prepare: (NoteStore) throws -> Void = { _ in }) throws {
        let folder = try ScratchFolder(inMemory: inMemory)
        let store = try NoteStore(directory: folder.url)
        try prepare(store)
        try self.init(folder: folder, connection: NoteStoreConnection(store: store), store: store)
    }

    /// A window over notes made from `contents`, oldest first (the last one is shown), and those notes.
    static func over(_ contents: [(title: String, body: String)]) throws -> (OpenWindow, [Note]) {
        var notes: [Note] = []
        let window = try OpenWindow { store in
            notes = try contents.map { try store.createNote(title: $0.title, body: $0.body) }
        }
        return (window, notes)
    }

    /// A window over whatever is at `directory` (which may not be usable).
    convenience init(directory: URL, folder: ScratchFolder) throws {
        try self.init(folder: folder, connection: NoteStoreConnection(directory: directory), store: nil)
    }

    private init(folder: ScratchFolder, connection: NoteStoreConnection, store: NoteStore?) throws {
        try TestDisplay.start()
        self.folder = folder
        self.store = store
        let start = Date()
        main = try MainWindow(connection: connection)
        main.present()
        let window: UnsafeMutablePointer<GtkWidget> = main.window.cast()
        MainLoop.wait(until: { gtk_widget_get_mapped(window) != 0 }, "the main window to be mapped")
        MainLoop.waitForPaintedFrame(of: window)
        openingSeconds = Date().timeIntervalSince(start)
    }

    var editor: NoteEditor { main.editor }

    /// Replaces the body's text, as typing or pasting would (one change).
    func setBody(_ text: String) {
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(editor.body.textView), text, -1)
    }

    /// The saved version of note `id`.
    func saved(_ id: Int64?) throws -> Note? {
        guard let id, let store else { return nil }
        return try store.note(id: id)
    }

    func close() {
        gtk_widget_destroy(main.window.cast())
        MainLoop.drain()
        folder.remove()
    }
}
