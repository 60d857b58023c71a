// What can happen to a placeholder text view, as the GTK layer reports it.

/// One change reported to the core. Each sets one input; the presentation follows from inputs alone.
public enum PlaceholderEvent: Equatable, Sendable {
    case characterCountChanged(Int)
    case preeditChanged(String)
    case focusChanged(Bool)
    case editableChanged(Bool)
    case sensitiveChanged(Bool)
    case placeholderTextChanged(String)
    case usesMarkupChanged(Bool)
    /// The toolkit read the hint as markup (nil: no reading).
    case markupRead(MarkupReading?)
    case hidePolicyChanged(HidePolicy)
    case textFontChanged(FontDescription)
    case fontOverrideChanged(FontOverride?)
    case insetsChanged(EdgeInsets)
    case indentChanged(Int)
    case pixelsAboveLinesChanged(Int)
    case justificationChanged(Justification)
    case directionChanged(TextDirection)
    case widgetDirectionChanged(ResolvedDirection)
    case wrapModeChanged(WrapMode)
    case availableWidthChanged(Int)
    case animationsEnabledChanged(Bool)
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
