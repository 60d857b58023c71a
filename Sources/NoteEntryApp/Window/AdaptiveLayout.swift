// The main window's two panes, side by side when there is room and one at a time when not.
import CGtk
import CHandy
import GtkBinding

/// The note list and the editor in an `HdyLeaflet`: side by side while the window is as wide as
/// both want (their natural widths), one at a time below that, as GNOME apps do on a phone or a
/// narrow tile. Folded, the editor has a back button (and Alt+Left) to the list, and the header
/// bar drops the buttons that would hold the window wider than 360 pixels (their actions stay in
/// the primary menu and on the keyboard).
///
/// The shown pane follows the keyboard focus: whatever takes the focus (a row activated, New, the
/// body after a start, the row that Done leads to) brings its pane into view, so the focused
/// widget is never in the hidden pane, and keys typed next land where the user sees.
@MainActor
final class AdaptiveLayout {
    /// The leaflet, for its `folded` state.
    private let leaflet: UnsafeMutablePointer<GtkWidget>
    /// The list pane and the editor pane, the leaflet's navigatable children.
    private let listPane: UnsafeMutablePointer<GtkWidget>
    private let editorPane: UnsafeMutablePointer<GtkWidget>
    private let backButton: UnsafeMutablePointer<GtkWidget>
    private let wideOnly: [UnsafeMutablePointer<GtkWidget>]
    /// Where the list ends and the editor begins; its position is the list's width.
    let divider: PaneDivider
    private var connections = SignalConnectionSet()

    /// What the back button (and Alt+Left) does: show the list with the focus in it.
    var onBack: () -> Void = {}

    /// The layout of `window`'s `leaflet`, with `listPane` and `editorPane` and `divider` between
    /// them; `wideOnly` are shown only while unfolded.
    init(
        window: UnsafeMutablePointer<GtkWindow>, leaflet: UnsafeMutablePointer<GtkWidget>,
        listPane: UnsafeMutablePointer<GtkWidget>,
        editorPane: UnsafeMutablePointer<GtkWidget>, divider: UnsafeMutablePointer<GtkWidget>,
        backButton: UnsafeMutablePointer<GtkWidget>,
        wideOnly: [UnsafeMutablePointer<GtkWidget>]
    ) {
        precondition(
            g_type_check_instance_is_a(leaflet.raw.assumingMemoryBound(to: GTypeInstance.self), hdy_leaflet_get_type())
                != 0,
            "the leaflet is an HdyLeaflet")
        self.leaflet = leaflet
        self.listPane = listPane
        self.editorPane = editorPane
        self.backButton = backButton
        self.wideOnly = wideOnly
        for widget in wideOnly { gtk_widget_set_no_show_all(widget, 1) }
        self.divider = PaneDivider(handle: divider, pane: listPane)
        connections.add(
            SignalConnection(leaflet, "notify::folded", argument: { [weak self] _ in self?.foldedChanged() }))
        connections.add(
            SignalConnection(
                window, "set-focus",
                argument: { [weak self] focus in
                    self?.reveal(focus?.assumingMemoryBound(to: GtkWidget.self))
                }))
        connections.add(
            SignalConnection(backButton.cast(to: GtkButton.self), "clicked") { [weak self] in self?.onBack() })
        connections.disconnectAll(whenDestroyed: leaflet)
        foldedChanged()
    }

    /// Whether one pane is shown at a time.
    var isFolded: Bool { hdy_leaflet_get_folded(OpaquePointer(leaflet)) != 0 }

    /// Whether the list pane is the one shown (always true when unfolded).
    var isListShown: Bool { !isFolded || visibleChild == listPane }

    /// Whether the editor pane is the one shown (always true when unfolded).
    var isEditorShown: Bool { !isFolded || visibleChild == editorPane }

    /// Shows the list pane when folded.
    func showList() { show(listPane) }

    private var visibleChild: UnsafeMutablePointer<GtkWidget>? {
        hdy_leaflet_get_visible_child(OpaquePointer(leaflet))
    }

    private func show(_ pane: UnsafeMutablePointer<GtkWidget>) {
        guard visibleChild != pane else { return }
        hdy_leaflet_set_visible_child(OpaquePointer(leaflet), pane)
    }

    /// Brings the pane holding `focus` into view.
    private func reveal(_ focus: UnsafeMutablePointer<GtkWidget>?) {
        guard let focus else { return }
        for pane in [listPane, editorPane] where focus == pane || gtk_widget_is_ancestor(focus, pane) != 0 {
            show(pane)
        }
    }

    private func foldedChanged() {
        gtk_widget_set_visible(backButton, isFolded ? 1 : 0)
        for widget in wideOnly { gtk_widget_set_visible(widget, isFolded ? 0 : 1) }
        guard isFolded, let window = gtk_widget_get_toplevel(leaflet), gtk_widget_is_toplevel(window) != 0 else {
            return
        }
        reveal(gtk_window_get_focus(window.cast(to: GtkWindow.self)))
    }
}
