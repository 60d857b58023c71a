// When the placeholder gives way, besides the document having content.

/// When the placeholder hides, besides when the document has content or an IME is composing.
public enum HidePolicy: String, Sendable, CaseIterable, Codable {
    /// Shown whenever the document is empty, focused or not (UIKit, GTK 4). The default.
    case whileEmpty
    /// Shown only while the document is empty and the view does not have focus (GTK 3 GtkEntry).
    case whileEmptyAndUnfocused
}
