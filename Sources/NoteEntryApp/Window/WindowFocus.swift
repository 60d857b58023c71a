// Where the main window's keyboard focus goes when the widget that had it is done with it.
import CGtk
import GtkBinding
import PlaceholderGtk

/// Keeps a widget of the main window focused as notes are edited, deleted and restored, so the
/// keys typed next are never lost, and act where the visible focus is: Done and a click on the
/// background leave the focus on the shown note's row in the list, where typing searches the list
/// by title (type-ahead) as it does however the focus reached the list; a delete leaves it on the
/// next note's row, Undo on the restored note's row, and closing the search or a message bar on
/// the shown note's row again. A note with no row (a new one not saved yet) gives its title the
/// focus instead.
@MainActor
final class WindowFocus {
    private let window: UnsafeMutablePointer<GtkWindow>
    private let list: NoteList
    private let editor: NoteEditor
    private let dismissal: TapToDismiss
    /// Letters typed on the list search it by title.
    private let typeAhead: NoteListTypeAhead
    /// The note the editor shows (nil: a new one).
    private var shownID: Int64?

    /// Focus for `window`, which shows `list` beside `editor` and ends editing with `dismissal`.
    init(window: UnsafeMutablePointer<GtkWindow>, list: NoteList, editor: NoteEditor, dismissal: TapToDismiss) {
        self.window = window
        self.list = list
        self.editor = editor
        self.dismissal = dismissal
        typeAhead = NoteListTypeAhead(list: list, window: window)
        shownNoteChanged(nil)
    }

    /// The editor shows note `id` now (nil: a new one), whose row is selected: ending editing
    /// leads to that row from now on.
    func shownNoteChanged(_ id: Int64?) {
        shownID = id
        let target = shownNoteTarget
        editor.body.focusAfterDone = target
        dismissal.focusAfterDismiss = target
    }

    /// Puts the focus on the shown note's row, or its title when it has no row.
    func focusShownNote() {
        gtk_widget_grab_focus(shownNoteTarget)
    }

    /// Puts the focus on the list, its cursor on the shown note's row when it has one.
    func focusList() {
        gtk_widget_grab_focus(list.treeView.cast())
    }

    /// Puts the focus on the shown note when no widget has it, or when it is inside `closed`
    /// (a bar that is closing: its widgets are hidden, or about to be).
    func keepFocus(leaving closed: UnsafeMutablePointer<GtkWidget>? = nil) {
        if let focus = gtk_window_get_focus(window) {
            guard let closed, focus == closed || gtk_widget_is_ancestor(focus, closed) != 0 else { return }
        }
        focusShownNote()
    }

    /// The list, whose cursor is on the shown note's row (the list selects the shown note), or the
    /// title when the note has no row.
    private var shownNoteTarget: UnsafeMutablePointer<GtkWidget> {
        shownID.flatMap { list.position(of: $0) } != nil ? list.treeView.cast() : editor.titleEntry.cast()
    }
}
