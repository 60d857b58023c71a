// What a hint's text shows, worked out once per change of the text.

/// Facts about the hint's text that presentations need: its plain text (markup removed), whether
/// it draws anything, and the direction of its first strong character.
public struct HintText: Equatable, Sendable {
    /// The text as read aloud: the hint itself, or with markup, its text without tags.
    public let plainText: String
    /// Whether anything would be drawn: false for empty, white-space-only, or markup such as
    /// `<b></b>` that shows nothing.
    public let hasVisibleText: Bool
    /// The direction of the first strong character, or nil when there is none.
    public let firstStrongDirection: ResolvedDirection?

    /// Reads `text` (as Pango markup when `usesMarkup`).
    public init(_ text: String, usesMarkup: Bool) {
        plainText = usesMarkup ? PangoMarkupText.plainText(of: text) : text
        hasVisibleText = usesMarkup
            ? PangoMarkupText.hasVisibleText(text)
            : !text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
        firstStrongDirection = ResolvedDirection.firstStrong(in: plainText)
    }
}
