// How long lines break, as GtkTextView names it.

/// Line wrapping of the text view (`GtkWrapMode`); the placeholder wraps the same way.
public enum WrapMode: String, Sendable, CaseIterable, Codable {
    /// No wrapping: long lines run on (the text view scrolls horizontally).
    case none
    /// Break between any two characters.
    case character
    /// Break between words.
    case word
    /// Break between words, or between characters when a word does not fit.
    case wordOrCharacter
}
