// Everything the placeholder's presentation depends on, as plain values.

/// The inputs the core decides from: what the text view reports, plus what the app configured.
///
/// Values out of range are clamped where they are set, so every combination has a defined
/// presentation: negative counts and widths become 0, widths above `maximumWidth` become it,
/// NaN or negative durations become 0 (instant) and durations above `maximumFadeDuration` become it.
public struct PlaceholderInputs: Equatable, Sendable {
    /// The largest width kept, in pixels.
    public static let maximumWidth = 1_000_000
    /// The longest fade kept, in seconds.
    public static let maximumFadeDuration = 10.0
    /// The default fade, as the iOS write-ups and UIKit animations use.
    public static let defaultFadeDuration = 0.25

    /// Characters in the document. Only emptiness matters; a count keeps this O(1).
    public var characterCount = 0 { didSet { characterCount = max(characterCount, 0) } }
    /// Text an input method is composing, not yet in the document ("" when none).
    public var preeditText = ""
    /// Whether the text view has keyboard focus.
    public var isFocused = false
    /// Whether the user can type into the text view.
    public var isEditable = true
    /// Whether the text view is sensitive (not greyed out).
    public var isSensitive = true
    /// The hint. Taken literally unless `usesMarkup`.
    public var placeholderText = "" { didSet { readHint() } }
    /// Whether `placeholderText` is Pango markup (`<b>`, `&amp;`); off by default so `<b>` shows as typed.
    public var usesMarkup = false { didSet { readHint() } }
    /// The toolkit's reading of the hint as markup (the core parses no markup); it applies while
    /// it reads the current `placeholderText`.
    public var markupReading: MarkupReading? { didSet { readHint() } }
    /// What the hint's text shows, read once when the text, markup mode or reading changes, so
    /// events that do not change the hint cost the same for a 1 MB hint as for a short one.
    public private(set) var hint = HintText("", usesMarkup: false)
    /// When the hint gives way besides content and composition.
    public var hidePolicy = HidePolicy.whileEmpty
    /// The text view's font, as its style currently resolves it.
    public var textFont = FontDescription.fallback
    /// The app's changes to the font for the hint; nil follows the text view entirely.
    public var fontOverride: FontOverride?
    /// Distances from the text view's edges to its text (margins, padding, border).
    public var insets = EdgeInsets.zero
    /// First-line indent in pixels (may be negative, for a hanging indent).
    public var indent = 0 { didSet { indent = min(max(indent, -EdgeInsets.maximum), EdgeInsets.maximum) } }
    /// Blank pixels above each paragraph.
    public var pixelsAboveLines = 0 { didSet { pixelsAboveLines = EdgeInsets.clamp(pixelsAboveLines) } }
    /// Paragraph justification of the text view.
    public var justification = Justification.left
    /// Direction of the hint; `.automatic` follows its first strong character.
    public var direction = TextDirection.automatic
    /// The text view's own direction, used when `.automatic` finds no strong character.
    public var widgetDirection = ResolvedDirection.leftToRight
    /// Line wrapping of the text view.
    public var wrapMode = WrapMode.word
    /// The text view's width in pixels.
    public var availableWidth = 0 { didSet { availableWidth = min(max(availableWidth, 0), Self.maximumWidth) } }
    /// Whether the desktop wants animations (`gtk-enable-animations`); off makes fades instant.
    public var animationsEnabled = true
    /// How long the hint takes to fade in or out, in seconds; 0 is instant.
    public var fadeDuration = Self.defaultFadeDuration {
        didSet { fadeDuration = fadeDuration.isNaN ? 0 : min(max(fadeDuration, 0), Self.maximumFadeDuration) }
    }

    /// Default inputs: an empty, unfocused, editable view with no hint yet.
    public init() {}

    private mutating func readHint() {
        hint = HintText(placeholderText, usesMarkup: usesMarkup, reading: markupReading)
    }

    /// Whether the hint should be shown: the one predicate every presentation asks.
    ///
    /// Text equal to the placeholder is content like any other: only the character count decides
    /// emptiness, so the "hint inside the text" class of bugs cannot happen.
    public var wantsPlaceholder: Bool {
        guard characterCount == 0, preeditText.isEmpty, hasVisibleText else { return false }
        switch hidePolicy {
        case .whileEmpty: return true
        // A view that cannot be typed into keeps its hint when focused: no typing will follow.
        case .whileEmptyAndUnfocused: return !isFocused || !isEditable
        }
    }

    /// Whether the hint has anything to draw: an empty or whitespace-only hint shows nothing. With
    /// `usesMarkup` this asks of the text the markup draws (as read by the toolkit), so `<b></b>`
    /// or `<i> </i>` is empty too.
    public var hasVisibleText: Bool { hint.hasVisibleText }
}
