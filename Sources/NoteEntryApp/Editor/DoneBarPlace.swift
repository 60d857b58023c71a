// The Done bar's place below the note's text, kept while the bar is hidden, so the text does not
// jump by the bar's height each time editing starts and ends.
import CGtk
import GtkBinding
import PlaceholderGtk

/// A blank of the Done bar's height below `body` (in the vertical box holding it), shown while
/// the bar is hidden and hidden while it shows: the body's text keeps its height whether the
/// bar is there or not.
///
/// The bar is the widget's (it shows while the text has the focus); its height is measured each
/// time it hides, so a larger font or another theme is followed. Both change in the same layout pass
/// (the blank follows the bar's `notify::visible`), so no frame shows the text resized.
@MainActor
final class DoneBarPlace {
    private let blank: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private var connection: SignalConnection?

    /// Keeps the place of `body`'s Done bar in `body`'s parent, a vertical box of no spacing;
    /// nil when `body` has no Done bar inside a box.
    init?(of body: PlaceholderTextView) {
        guard let bar = gtk_widget_get_ancestor(body.doneButton, gtk_action_bar_get_type()),
            let column = gtk_widget_get_parent(body.widget),
            g_type_check_instance_is_a(column.raw.assumingMemoryBound(to: GTypeInstance.self), gtk_box_get_type()) != 0
        else { return nil }
        self.bar = bar
        blank = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_widget_set_no_show_all(blank, 1)
        gtk_box_pack_start(column.cast(), blank, 0, 0, 0)
        connection = SignalConnection(bar, "notify::visible", argument: { [weak self] _ in self?.follow() })
        follow()
    }

    private func follow() {
        if gtk_widget_get_visible(bar) != 0 {
            gtk_widget_hide(blank)
            return
        }
        gtk_widget_set_size_request(blank, -1, shownHeight)
        gtk_widget_show(blank)
    }

    /// The bar's height when shown. Hidden, a `GtkActionBar` asks for none (its revealer is
    /// closed), so the height is its content's (the revealer's child, holding the button) with the
    /// bar's own padding and border.
    private var shownHeight: Int32 {
        guard let revealer = gtk_bin_get_child(bar.cast()), let content = gtk_bin_get_child(revealer.cast()) else {
            return 0
        }
        var natural: Int32 = 0
        gtk_widget_get_preferred_height(content, nil, &natural)
        let style = gtk_widget_get_style_context(bar)
        let state = gtk_style_context_get_state(style)
        var padding = GtkBorder()
        var border = GtkBorder()
        gtk_style_context_get_padding(style, state, &padding)
        gtk_style_context_get_border(style, state, &border)
        return natural + Int32(padding.top + padding.bottom + border.top + border.bottom)
    }
}
