// The common placeholder implementation, kept here only to be measured against ours.
import CGtk
import GtkBinding

/// A faithful port of the placeholder found in many apps and snippets (Vala's
/// `label.visible = buffer.text.length == 0`, Python's `buffer.get_text(start, end, True) == ""`,
/// UIKit's `textView.text.isEmpty` in `textViewDidChange`): a label over the text view, and a
/// `changed` handler that copies the whole document out of the buffer to ask whether it is empty.
/// Each keystroke therefore costs O(document size).
@MainActor
final class CopyingPlaceholder {
    /// The overlay to pack.
    let widget: UnsafeMutablePointer<GtkWidget>
    let textView: UnsafeMutablePointer<GtkTextView>
    private let label: UnsafeMutablePointer<GtkWidget>
    private var connection: SignalConnection?

    init(placeholder: String) {
        let (scrolled, textView) = BareEditor.make()
        self.textView = textView
        widget = UnsafeMutablePointer(widget: gtk_overlay_new())
        gtk_container_add(widget.cast(), scrolled)
        label = UnsafeMutablePointer(widget: gtk_label_new(placeholder))
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        gtk_widget_set_valign(label, GTK_ALIGN_START)
        gtk_overlay_add_overlay(widget.cast(), label)
        gtk_overlay_set_overlay_pass_through(widget.cast(), label, 1)
        let buffer = gtk_text_view_get_buffer(textView)!
        connection = SignalConnection(buffer, "changed") { [weak self] in self?.textChanged(buffer) }
    }

    /// The handler: copy everything, measure its length, show the label when it is zero.
    private func textChanged(_ buffer: UnsafeMutablePointer<GtkTextBuffer>) {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        let text = gtk_text_buffer_get_text(buffer, &start, &end, 1)
        let isEmpty = text.map { strlen($0) == 0 } ?? true
        g_free(text)
        gtk_widget_set_visible(label, isEmpty ? 1 : 0)
    }
}
