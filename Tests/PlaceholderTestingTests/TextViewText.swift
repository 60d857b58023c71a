import CGtk
import GtkBinding

/// The whole text of a text view's buffer (test support).
@MainActor
func text(of textView: UnsafeMutablePointer<GtkWidget>) -> String {
    let buffer = gtk_text_view_get_buffer(textView.cast(to: GtkTextView.self))
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_bounds(buffer, &start, &end)
    let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
    defer { g_free(characters) }
    return String(cString: characters)
}
