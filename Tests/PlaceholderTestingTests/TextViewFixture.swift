import CGtk
import GtkBinding
import PlaceholderTesting

/// Runs `body` with a plain text view that fills a shown test window and has been clicked,
/// so it has keyboard focus; closes the window afterwards.
@MainActor
func withFocusedTextView(_ body: (UnsafeMutablePointer<GtkWidget>) throws -> Void) throws {
    try TestDisplay.start()
    let textView = UnsafeMutablePointer(widget: gtk_text_view_new())
    let window = try TestWindow(containing: textView)
    defer { window.close() }
    RealInput.click(textView)
    try body(textView)
}

/// The whole text of a text view's buffer.
@MainActor
func text(of textView: UnsafeMutablePointer<GtkWidget>) -> String {
    TextBufferContent.text(of: gtk_text_view_get_buffer(textView.cast(to: GtkTextView.self)))
}
