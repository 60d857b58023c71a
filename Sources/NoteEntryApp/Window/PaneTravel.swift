// Moving the keyboard focus between the window's parts: F6 from pane to pane, and from a note's
// row or its title into its text.
import CGtk
import GtkBinding

/// The keys that move between the list, the editor and the header bar, as GNOME apps have them:
///
/// - F6 (Shift+F6 backwards) goes list → editor → header bar → list: to the shown note's row,
///   the note's text, the header bar's first button. It is an accelerator, so it works in the text
///   too, where Tab types a tab.
/// - Return on a row opens the note's text; a click on a row leaves the focus on the row (typing
///   there searches the list by title) except when one pane is shown at a time, where choosing a
///   note is going to it.
/// - Enter in the title goes on to the text, as a form's fields do.
@MainActor
final class PaneTravel {
    private let window: UnsafeMutablePointer<GtkWindow>
    private let listPane: UnsafeMutablePointer<GtkWidget>
    private let editor: NoteEditor
    private let focus: WindowFocus
    private let layout: AdaptiveLayout
    private var connections = SignalConnectionSet()

    /// Travel in `window` between `listPane` (holding `list`), `editor` and the window's title
    /// bar; `focus` says which row is the shown note's, `layout` whether one pane shows at a time.
    init(
        window: UnsafeMutablePointer<GtkWindow>, listPane: UnsafeMutablePointer<GtkWidget>, list: NoteList,
        editor: NoteEditor, focus: WindowFocus, layout: AdaptiveLayout
    ) {
        self.window = window
        self.listPane = listPane
        self.editor = editor
        self.focus = focus
        self.layout = layout
        connections.add(
            SignalConnection(
                list.treeView, "row-activated",
                arguments: { [weak self] _, _ in
                    guard let self, Self.currentEventIsKeyPress || self.layout.isFolded else { return }
                    self.editor.focusBody()
                }))
        connections.add(SignalConnection(editor.titleEntry, "activate") { [weak self] in self?.editor.focusBody() })
        connections.disconnectAll(whenDestroyed: window.cast())
    }

    /// Adds `win.next-pane` (F6) and `win.previous-pane` (Shift+F6) to `actions`.
    func addActions(to actions: WindowActions, in application: UnsafeMutablePointer<GtkApplication>?) {
        actions.add("next-pane", accelerators: ["F6"], in: application) { [weak self] in self?.focusPane(step: 1) }
        actions.add("previous-pane", accelerators: ["<Shift>F6"], in: application) { [weak self] in
            self?.focusPane(step: -1)
        }
    }

    /// The panes in F6 order.
    private enum Pane: CaseIterable { case list, editor, headerBar }

    /// Moves the focus `step` panes on from the one holding it (from none: to the list).
    func focusPane(step: Int) {
        let all = Pane.allCases
        let current = gtk_window_get_focus(window).flatMap { focused in all.firstIndex { contains(focused, $0) } }
        let start = current.map { $0 + step } ?? 0
        for offset in 0..<all.count {
            let index = ((start + offset * step) % all.count + all.count) % all.count
            if enter(all[index]) { return }
        }
    }

    private func contains(_ widget: UnsafeMutablePointer<GtkWidget>, _ pane: Pane) -> Bool {
        guard let root = root(of: pane) else { return false }
        return widget == root || gtk_widget_is_ancestor(widget, root) != 0
    }

    private func root(of pane: Pane) -> UnsafeMutablePointer<GtkWidget>? {
        switch pane {
        case .list: listPane
        case .editor: editor.widget
        case .headerBar: gtk_window_get_titlebar(window)
        }
    }

    /// Whether `pane` took the focus.
    private func enter(_ pane: Pane) -> Bool {
        switch pane {
        case .list: focus.focusList()
        case .editor: editor.focusBody()
        case .headerBar:
            guard let bar = root(of: .headerBar) else { return false }
            // The first of its buttons that can take the focus now (shown, sensitive).
            gtk_widget_child_focus(bar, GTK_DIR_TAB_FORWARD)
        }
        guard let focused = gtk_window_get_focus(window) else { return false }
        return contains(focused, pane)
    }

    /// Whether GTK is handling a key press now (a row activated by Return, not by a click).
    private static var currentEventIsKeyPress: Bool {
        guard let event = gtk_get_current_event() else { return false }
        defer { gdk_event_free(event) }
        return event.pointee.type == GDK_KEY_PRESS
    }
}
