// Reading a GtkTextBuffer's whole text as a Swift string. One source for both toolkits: the
// GTK 4 package compiles this file too, with PLACEHOLDER_GTK4 defined.
#if PLACEHOLDER_GTK4
    import CGtk4
#else
    import CGtk
#endif

/// The content of a text buffer.
///
/// ```swift
/// let note = TextBufferContent.text(of: gtk_text_view_get_buffer(textView))
/// ```
@MainActor
public enum TextBufferContent {
    /// All of `buffer`'s text, hidden text included.
    public static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
        defer { g_free(characters) }
        return String(cString: characters)
    }
}
