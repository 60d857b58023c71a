// What the GTK layer shows: a pure function of the inputs and the fade.

/// The hint's content: literal text, or Pango markup when the app turned markup on.
public enum PlaceholderContent: Equatable, Sendable {
    /// Text the label shows literally: `<b>` and `&amp;` appear as written. Markup the toolkit
    /// rejects is shown this way too.
    case plain(String)
    /// Pango markup the toolkit accepted (`MarkupReading.isValid`); the label draws its attributes.
    case markup(String)
}

/// Everything the GTK layer applies to the hint label. It decides nothing itself.
public struct PlaceholderPresentation: Equatable, Sendable {
    /// Whether the hint is wanted now (the fade heads for 1 when true, 0 when false).
    public var isVisible: Bool
    /// Current opacity in 0...1; the label stays mapped while it is above 0.
    public var alpha: Double
    /// Whether the opacity is still changing, so the GTK layer keeps asking on each frame.
    public var isAnimating: Bool
    /// What the label shows.
    public var content: PlaceholderContent
    /// The hint as plain text, for accessibility: exactly the text the label draws.
    public var accessibleText: String
    /// What the text view's accessible description says: the hint while the document is
    /// empty, nothing once it has text (a screen reader then reads the note, not the hint).
    public var accessibleDescription: String
    /// The font the hint is drawn in.
    public var font: FontDescription
    /// Position and line breaking.
    public var layout: PlaceholderLayout
    /// Whether the hint draws as sensitive (it greys out with an insensitive text view).
    public var isSensitive: Bool

    /// The presentation of `inputs` with the hint at opacity `alpha`.
    public init(inputs: PlaceholderInputs, alpha: Double, isAnimating: Bool) {
        isVisible = inputs.wantsPlaceholder
        self.alpha = min(max(alpha, 0), 1)
        self.isAnimating = isAnimating
        content = inputs.hint.content
        accessibleText = inputs.hint.plainText
        accessibleDescription = inputs.characterCount == 0 ? inputs.hint.plainText : ""
        font = inputs.fontOverride?.applied(to: inputs.textFont) ?? inputs.textFont
        isSensitive = inputs.isSensitive
        let direction: ResolvedDirection
        switch inputs.direction {
        case .leftToRight: direction = .leftToRight
        case .rightToLeft: direction = .rightToLeft
        case .automatic: direction = inputs.hint.firstStrongDirection ?? inputs.widgetDirection
        }
        layout = PlaceholderLayout(inputs, direction: direction)
    }

    /// The settled presentation of `inputs`: what any sequence of events ending in them shows
    /// once every fade has finished.
    public init(settled inputs: PlaceholderInputs) {
        self.init(inputs: inputs, alpha: inputs.wantsPlaceholder ? 1 : 0, isAnimating: false)
    }
}
