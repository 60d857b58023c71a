// The GObject properties of an attached hint (`PlaceholderHint`), named once for both toolkits.

/// The properties of the `PlaceholderHint` GObject type, in the order of their ids: each one's
/// name (as `g_object_set` and .ui files write it), nick and blurb. Each toolkit's type table adds
/// the value type, getter and setter.
public enum PlaceholderHintProperty: UInt32, CaseIterable, Sendable {
    /// The hint (`text`).
    case text = 1
    /// Whether the hint is Pango markup (`use-markup`).
    case useMarkup
    /// The hint's colour; empty for the theme's (`color`).
    case color
    /// When the hint hides besides content (`hide-policy`).
    case hidePolicy
    /// The fade time in seconds (`fade-duration`).
    case fadeDuration
    /// The text view the hint is attached to, given at construction (`text-view`).
    case textView

    /// The hint property that tells the same as the widget's `property`, if the hint has one.
    public init?(_ property: PlaceholderProperty) {
        switch property {
        case .placeholderText: self = .text
        case .useMarkup: self = .useMarkup
        case .placeholderColor: self = .color
        case .hidePolicy: self = .hidePolicy
        case .fadeDuration: self = .fadeDuration
        default: return nil
        }
    }

    /// The property's name.
    public var name: String {
        switch self {
        case .text: return "text"
        case .useMarkup: return "use-markup"
        case .color: return "color"
        case .hidePolicy: return "hide-policy"
        case .fadeDuration: return "fade-duration"
        case .textView: return "text-view"
        }
    }

    /// The short human-readable name (the param spec's nick).
    public var nick: String {
        switch self {
        case .text: return "Text"
        case .useMarkup: return "Use markup"
        case .color: return "Colour"
        case .hidePolicy: return "Hide policy"
        case .fadeDuration: return "Fade duration"
        case .textView: return "Text view"
        }
    }

    /// What the property is for (the param spec's blurb).
    public var blurb: String {
        switch self {
        case .text: return "The hint shown while the text view is empty"
        case .useMarkup: return "Whether the hint is Pango markup"
        case .color: return "CSS colour of the hint; empty for the theme's"
        case .hidePolicy: return "When the hint hides besides content"
        case .fadeDuration: return "Fade time of the hint in seconds"
        case .textView: return "The text view the hint is attached to"
        }
    }
}
