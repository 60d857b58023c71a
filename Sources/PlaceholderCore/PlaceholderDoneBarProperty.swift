// The GObject properties of the opt-in Done bar (`PlaceholderDoneBar`), named once for both toolkits.

/// The properties of the `PlaceholderDoneBar` GObject type, in the order of their ids: each one's
/// name, nick and blurb. Each toolkit's type table adds the value type, getter and setter.
public enum PlaceholderDoneBarProperty: UInt32, CaseIterable, Sendable {
    /// The text view whose editing the bar ends, given at construction (`text-view`).
    case textView = 1
    /// When the bar shows (`done-button`, a `DoneButtonVisibility`).
    case doneButton
    /// The button's text; empty for the translated "Done" (`done-label`).
    case doneLabel
    /// Whether Escape and Ctrl+Enter in the text end editing too (`keys-end-editing`, default off).
    case keysEndEditing
    /// Where the focus goes when editing ends (`focus-after-done`).
    case focusAfterDone

    /// The property's name.
    public var name: String {
        switch self {
        case .textView: return "text-view"
        case .doneButton: return "done-button"
        case .doneLabel: return "done-label"
        case .keysEndEditing: return "keys-end-editing"
        case .focusAfterDone: return "focus-after-done"
        }
    }

    /// The short human-readable name (the param spec's nick).
    public var nick: String {
        switch self {
        case .textView: return "Text view"
        case .doneButton: return "Done button"
        case .doneLabel: return "Done label"
        case .keysEndEditing: return "Keys end editing"
        case .focusAfterDone: return "Focus after Done"
        }
    }

    /// What the property is for (the param spec's blurb).
    public var blurb: String {
        switch self {
        case .textView: return "The text view whose editing the bar ends"
        case .doneButton: return "When the bar shows"
        case .doneLabel: return "Text of the Done button; empty for the translated \"Done\""
        case .keysEndEditing: return "Whether Escape and Ctrl+Enter in the text end editing too"
        case .focusAfterDone:
            return "Where the focus goes when editing ends; NULL for the next widget in the Tab order"
        }
    }
}
