// A note in a window of its own (Open in New Window): the main window's editor, without the list.
import CGtk
import GtkBinding
import NoteStore

/// One note in a window of its own, edited through a document and saving policy of its own
/// (`NoteSaving`) over the app's one writer. While it is open, this window's document alone saves
/// the note (`NoteWindows` has the main window show it read-only), so the two windows never save
/// one note from two revisions. Closing it saves, as quitting does: if the text can be neither
/// saved nor kept for the next start, the window stays open.
@MainActor
final class NoteWindow {
    /// The interface file that declares the window's widgets.
    static let interfaceFileName = "note-window.ui"

    /// The toplevel window.
    let window: UnsafeMutablePointer<GtkWindow>
    /// The title and body editor, the same as the main window's.
    let editor: NoteEditor
    /// Saves this window's document, the note's only editable one while the window is open.
    let saving: NoteSaving
    /// "Linked from N notes" below the note, as in the main window.
    let linkingNotes: LinkingNotesButton
    /// The window's actions (win.close, win.quit), with their shortcuts.
    let actions: WindowActions
    /// The user changed the note's text.
    var onTextChange: @MainActor () -> Void = {}
    /// The note's title that other notes' `[[…]]` links use: as loaded, then as last renamed.
    var linkedTitle: String?
    /// Quit (Ctrl+Q) was chosen in this window: the application closes every window.
    var onQuit: @MainActor () -> Void = {}
    /// The window is gone, its text saved.
    var onClosed: @MainActor () -> Void = {}

    private var connections = SignalConnectionSet()

    /// A window editing `note` through `saving`, in `application` (which keeps running while it
    /// is open), not shown yet. Throws when `note-window.ui` cannot be found or lacks a widget.
    init(note: Note, saving: NoteSaving, application: UnsafeMutablePointer<GtkApplication>) throws {
        (window, editor) = try InterfaceFile.build(Self.interfaceFileName) { file in
            (
                try file.object("note_window", as: GtkWindow.self),
                NoteEditor(
                    widget: try file.widget("editor"), titleEntry: try file.object("title_entry", as: GtkEntry.self),
                    body: try file.placeholderTextView("body"))
            )
        }
        self.saving = saving
        linkingNotes = LinkingNotesButton(in: editor.widget)
        actions = WindowActions(window: window.cast(to: GtkApplicationWindow.self))
        gtk_window_set_application(window, application)
        saving.document.buffer = editor
        // A note the editor cannot hold exactly opens read-only here too, as in the main window.
        _ = saving.load(note)
        linkedTitle = note.title
        showTitle()
        saving.document.afterChange = { [weak self] in
            self?.showTitle()
            self?.onTextChange()
        }
        editor.onEditingPaused = { [weak self] in self?.saving.editingPaused() }
        actions.add("close", accelerators: ["<Primary>w"], in: application) { [weak self] in
            guard let self else { return }
            gtk_window_close(window)
        }
        actions.add("quit", accelerators: ["<Primary>q"], in: application) { [weak self] in self?.onQuit() }
        let windowWidget: UnsafeMutablePointer<GtkWidget> = window.cast()
        connections.add(
            SignalConnection(windowWidget, event: "delete-event") { [weak self] _ in
                // true keeps the window open: its text could be neither saved nor kept.
                guard let self else { return false }
                return !self.saving.finishForQuit().canQuit
            })
        connections.add(
            SignalConnection(windowWidget, "destroy") { [weak self] in
                guard let self else { return }
                saving.document.afterChange = {}
                actions.removeAll()
                connections.disconnectAll()
                onClosed()
            })
    }

    /// Shows the window with the cursor in the body (in the title of a note without one).
    func present() {
        gtk_widget_show_all(window.cast())
        gtk_window_present(window)
        if editor.title.isEmpty { editor.focusTitle() } else { editor.focusBody() }
    }

    /// The window is named after its note, as Gnote's note windows are; an untitled note's
    /// window has the app's name.
    private func showTitle() {
        let title = editor.title.trimmingWhitespace
        gtk_window_set_title(window, title.isEmpty ? InterfaceText.windowTitle : title)
    }
}
