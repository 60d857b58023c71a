// What a hint's text shows, worked out once per change of the text, markup mode or reading.

/// Facts about the hint's text that presentations need: what the label shows, its plain text,
/// whether it draws anything, and the direction of its first strong character.
public struct HintText: Equatable, Sendable {
    /// What the label shows: the text literally, or markup the toolkit accepted.
    public let content: PlaceholderContent
    /// The text as read aloud: exactly the text the label draws.
    public let plainText: String
    /// Whether anything would be drawn: false for empty, white-space-only, or markup such as
    /// `<b></b>` that shows nothing.
    public let hasVisibleText: Bool
    /// The direction of the first strong character, or nil when there is none.
    public let firstStrongDirection: ResolvedDirection?

    /// Reads `text`. With `usesMarkup`, the toolkit's `reading` of it decides: valid markup is
    /// shown as markup and read as the text it draws; invalid markup is shown and read as written;
    /// markup not read yet (no reading, or one of another text) shows nothing until it is.
    public init(_ text: String, usesMarkup: Bool, reading: MarkupReading? = nil) {
        if !usesMarkup {
            content = .plain(text)
            plainText = text
        } else if let reading, reading.markup == text {
            content = reading.isValid ? .markup(text) : .plain(text)
            plainText = reading.text
        } else {
            content = .plain("")
            plainText = ""
        }
        hasVisibleText = !plainText.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
        firstStrongDirection = ResolvedDirection.firstStrong(in: plainText)
    }
}
