// Less room around the note's text in a short window, so that message bars above it leave it
// lines to show.
import CGtk
import GtkBinding

/// Tightens the editor in a window shorter than `shortHeight` (GNOME's smallest size is 294 px
/// high): the editor's margins and the space between the title and the text go from 12 to 6 px,
/// and the window has the style class `short`, under which the message bars' and the Done bar's
/// buttons are lower (AppStyleSheet). Taller again, the editor is as it was.
///
/// At 360 × 294 with two message bars (a save failure over "Note deleted") the text had 83 px,
/// under five lines of the body's font; every pixel saved here is the text's.
@MainActor
final class ShortWindowLayout {
    /// Below this window height the editor is tight.
    static let shortHeight: Int32 = 400
    /// The editor's margins and spacing: as `main-window.ui` has them, and in a short window.
    static let (roomy, tight): (Int32, Int32) = (12, 6)

    private let window: UnsafeMutablePointer<GtkWindow>
    private let editor: UnsafeMutablePointer<GtkWidget>
    private var isShort = false
    private var connections = SignalConnectionSet()
    private var pending: MainLoopSource?

    /// Follows `window`'s height for `editor`, the vertical box of the title and the text.
    init(window: UnsafeMutablePointer<GtkWindow>, editor: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
        self.editor = editor
        let widget: UnsafeMutablePointer<GtkWidget> = window.cast()
        connections.add(
            SignalConnection(
                widget, "size-allocate",
                argument: { [weak self] _ in
                    guard let self, pending?.isPending != true else { return }
                    // Margins changed inside the window's allocation would be allocated late (GTK 3
                    // queues no new layout then): they change once it is over.
                    pending = MainLoopSource.idle { [weak self] in self?.follow() }
                }))
        connections.add(
            SignalConnection(widget, "destroy") { [weak self] in
                self?.pending?.cancel()
                self?.connections.disconnectAll()
            })
    }

    private func follow() {
        var (width, height): (Int32, Int32) = (0, 0)
        gtk_window_get_size(window, &width, &height)
        let short = height < Self.shortHeight
        guard short != isShort else { return }
        isShort = short
        let room = short ? Self.tight : Self.roomy
        gtk_widget_set_margin_top(editor, room)
        gtk_widget_set_margin_bottom(editor, room)
        gtk_box_set_spacing(editor.cast(), room)
        let style = gtk_widget_get_style_context(window.cast())
        if short { gtk_style_context_add_class(style, "short") } else { gtk_style_context_remove_class(style, "short") }
    }
}
