// What can happen to a placeholder text view, as the GTK layer reports it.

/// One change reported to the core. Each sets one input; the presentation follows from inputs alone.
public enum PlaceholderEvent: Equatable, Sendable {
    /// The document's length in characters (`characterCount`); only zero against non-zero changes
    /// what shows, and negative counts become 0.
    case characterCountChanged(Int)
    /// The text an input method is composing, "" once it commits or cancels (`preeditText`); a
    /// composition hides the hint at once, as typed text does.
    case preeditChanged(String)
    /// Whether the text view has keyboard focus (`isFocused`); under
    /// `HidePolicy.whileEmptyAndUnfocused` focus hides the hint of an editable view.
    case focusChanged(Bool)
    /// Whether the user can type into the view (`isEditable`); a read-only view keeps its hint
    /// when focused.
    case editableChanged(Bool)
    /// Whether the view is sensitive (`isSensitive`); the hint greys out with an insensitive view.
    case sensitiveChanged(Bool)
    /// The hint's text (`placeholderText`), literal or Pango markup as `usesMarkup` says; an
    /// empty or whitespace-only hint shows nothing.
    case placeholderTextChanged(String)
    /// Whether the hint's text is Pango markup (`usesMarkup`); a markup hint shows nothing until
    /// `markupRead` brings the toolkit's reading of that text.
    case usesMarkupChanged(Bool)
    /// The toolkit read the hint as markup (nil: no reading).
    case markupRead(MarkupReading?)
    /// When the hint gives way besides content and composition (`hidePolicy`).
    case hidePolicyChanged(HidePolicy)
    /// The text view's font as its style now resolves it (`textFont`); the hint follows it
    /// unless `fontOverride` changes it.
    case textFontChanged(FontDescription)
    /// The app's changes to the font for the hint (`fontOverride`); nil follows the text view.
    case fontOverrideChanged(FontOverride?)
    /// The distances in pixels from the view's edges to its text (`insets`).
    case insetsChanged(EdgeInsets)
    /// The first line's indent in pixels (`indent`), negative for a hanging indent; clamped to
    /// `-EdgeInsets.maximum...EdgeInsets.maximum`.
    case indentChanged(Int)
    /// Blank pixels above each paragraph (`pixelsAboveLines`); clamped to `0...EdgeInsets.maximum`.
    case pixelsAboveLinesChanged(Int)
    /// The view's paragraph justification (`justification`), which the hint's lines follow.
    case justificationChanged(Justification)
    /// The hint's direction (`direction`); `.automatic` follows its first strong character.
    case directionChanged(TextDirection)
    /// The view's own direction (`widgetDirection`), used when an automatic direction finds no
    /// strong character.
    case widgetDirectionChanged(ResolvedDirection)
    /// The view's line wrapping (`wrapMode`), which the hint's lines follow.
    case wrapModeChanged(WrapMode)
    /// The view's width in pixels (`availableWidth`), insets included; clamped to
    /// `0...PlaceholderInputs.maximumWidth`.
    case availableWidthChanged(Int)
    /// Whether the desktop wants animations (`animationsEnabled`); turning them off ends a
    /// running fade at its target at once.
    case animationsEnabledChanged(Bool)
    /// How long the hint takes to fade in or out, in seconds (`fadeDuration`); 0 is instant,
    /// NaN and negative durations become 0, and longer ones than
    /// `PlaceholderInputs.maximumFadeDuration` become it.
    case fadeDurationChanged(Double)
}

extension PlaceholderInputs {
    /// These inputs with `event`'s change made.
    public mutating func apply(_ event: PlaceholderEvent) {
        switch event {
        case .characterCountChanged(let count): characterCount = count
        case .preeditChanged(let text): preeditText = text
        case .focusChanged(let focused): isFocused = focused
        case .editableChanged(let editable): isEditable = editable
        case .sensitiveChanged(let sensitive): isSensitive = sensitive
        case .placeholderTextChanged(let text): placeholderText = text
        case .usesMarkupChanged(let markup): usesMarkup = markup
        case .markupRead(let reading): markupReading = reading
        case .hidePolicyChanged(let policy): hidePolicy = policy
        case .textFontChanged(let font): textFont = font
        case .fontOverrideChanged(let override): fontOverride = override
        case .insetsChanged(let insets): self.insets = insets
        case .indentChanged(let indent): self.indent = indent
        case .pixelsAboveLinesChanged(let pixels): pixelsAboveLines = pixels
        case .justificationChanged(let justification): self.justification = justification
        case .directionChanged(let direction): self.direction = direction
        case .widgetDirectionChanged(let direction): widgetDirection = direction
        case .wrapModeChanged(let mode): wrapMode = mode
        case .availableWidthChanged(let width): availableWidth = width
        case .animationsEnabledChanged(let enabled): animationsEnabled = enabled
        case .fadeDurationChanged(let duration): fadeDuration = duration
        }
    }
}
