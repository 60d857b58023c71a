// What the toolkit's markup parser made of a hint: the core never parses markup itself.

/// A hint read as Pango markup by the front end's toolkit (GTK asks `pango_parse_markup`), handed
/// to the core so that what is drawn and what is read aloud come from one interpreter.
///
/// ```swift
/// let reading = MarkupReading(markup: "<b>Bold</b> &amp; co", isValid: true, text: "Bold & co")
/// state.apply([.placeholderTextChanged(reading.markup), .markupRead(reading)], at: now)
/// state.presentation(at: now).accessibleText   // "Bold & co"
/// ```
public struct MarkupReading: Equatable, Sendable {
    /// The markup that was read. A reading applies to the hint only while the hint is this text.
    public let markup: String
    /// Whether the parser accepted it. Invalid markup is shown, and read aloud, as written.
    public let isValid: Bool
    /// The text the markup draws: tags removed, entities decoded; `markup` itself when invalid.
    public let text: String

    /// A reading of `markup`: valid with the `text` it draws, or invalid.
    public init(markup: String, isValid: Bool, text: String) {
        self.markup = markup
        self.isValid = isValid
        self.text = isValid ? text : markup
    }

    /// `markup`, which the parser refused.
    public static func invalid(_ markup: String) -> MarkupReading {
        MarkupReading(markup: markup, isValid: false, text: markup)
    }
}
