// The note's lines kept to a readable length in a wide window: the text is a centred column.
import CGtk
import GtkBinding

/// Keeps the lines of `textView` at most `characters` characters of its font long: past that
/// width its left and right margins grow alike, so the text stays a centred column and the view
/// (its scroll bar, its clicks) still fills the pane, as GNOME's writing apps keep their text.
/// Under that width the margins are `margin`.
///
/// The margins follow each allocation of the view; a change of them asks for one layout more,
/// with the same width, which leaves them as they are.
@MainActor
final class ReadableTextColumn {
    /// The longest line, in characters of the font's average width: within the 60 to 80 that
    /// typography recommends for reading, near the top.
    static let characters = 80

    private let textView: UnsafeMutablePointer<GtkTextView>
    private let margin: Int32
    private var connection: SignalConnection?

    /// Keeps `textView`'s lines a readable length; `margin` is its left and right margin in a
    /// view narrower than that.
    init(_ textView: UnsafeMutablePointer<GtkTextView>, margin: Int32) {
        self.textView = textView
        self.margin = margin
        connection = SignalConnection(
            textView.cast(to: GtkWidget.self), "size-allocate", argument: { [weak self] _ in self?.follow() })
    }

    private func follow() {
        let width = gtk_widget_get_allocated_width(textView.cast())
        let side = margin + max(0, (width - 2 * margin - longestLine) / 2)
        guard side != gtk_text_view_get_left_margin(textView) || side != gtk_text_view_get_right_margin(textView)
        else { return }
        gtk_text_view_set_left_margin(textView, side)
        gtk_text_view_set_right_margin(textView, side)
    }

    /// `characters` characters of the view's font, in pixels.
    private var longestLine: Int32 {
        let context = gtk_widget_get_pango_context(textView.cast())
        guard let metrics = pango_context_get_metrics(context, pango_context_get_font_description(context), nil) else {
            return Int32.max / 2
        }
        defer { pango_font_metrics_unref(metrics) }
        return Int32(Self.characters) * pango_font_metrics_get_approximate_char_width(metrics) / PANGO_SCALE
    }
}
