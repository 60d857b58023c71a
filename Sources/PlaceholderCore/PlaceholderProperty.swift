// The widget's GObject properties, named and described once for both toolkits.

/// A GObject property of `PlaceholderTextView`, the same in the GTK 3 and GTK 4 types: its name,
/// its nick and blurb, and whether it can be written. Each toolkit's type table adds the value
/// type, the getter and the setter.
public enum PlaceholderProperty: UInt32, CaseIterable, Sendable {
    /// `placeholder-text`, a string: the hint shown while the document is empty; "" shows none.
    case placeholderText = 1
    /// `placeholder-color`, a string: a CSS colour for the hint; "" uses the theme's.
    case placeholderColor
    /// `hide-policy`, a `HidePolicy` enumeration: when the hint gives way besides content
    /// (default `whileEmpty`).
    case hidePolicy
    /// `fade-duration`, an integer in milliseconds: 0 is instant, the largest is
    /// `PlaceholderInputs.maximumFadeDuration` seconds, the default
    /// `PlaceholderInputs.defaultFadeDuration` seconds.
    case fadeDuration
    /// `done-button`, a `DoneButtonVisibility` enumeration: when the Done accessory shows
    /// (default `whileFocused`).
    case doneButton
    /// `done-label`, a string: the Done button's text; "" uses the translated "Done".
    case doneLabel
    /// `text`, a string: the whole document; setting it replaces the document and starts a new
    /// undo history.
    case text
    /// `enable-undo`, a boolean (default true): whether edits are recorded for undo and redo;
    /// turning it off forgets the history.
    case enableUndo
    /// `can-undo`, a read-only boolean: whether there is a step to undo.
    case canUndo
    /// `can-redo`, a read-only boolean: whether there is a step to redo.
    case canRedo
    /// `focus-after-done`, a `GtkWidget` or NULL: where the focus goes when editing ends; NULL
    /// moves it as Tab would.
    case focusAfterDone
    /// `use-markup`, a boolean (default false): whether `placeholder-text` is Pango markup.
    case useMarkup
    /// `keys-end-editing`, a boolean (default true): whether Escape and Ctrl+Enter in the text
    /// end editing, as Done does; off leaves both keys to the app.
    case keysEndEditing
    /// `text-view`, a read-only `GtkTextView`: the view inside the widget, for .ui files and
    /// bindings that set what the widget does not wrap.
    case textView

    /// The property's GObject name, as .ui files and `g_object_set` write it.
    public var name: String {
        switch self {
        case .placeholderText: return "placeholder-text"
        case .placeholderColor: return "placeholder-color"
        case .hidePolicy: return "hide-policy"
        case .fadeDuration: return "fade-duration"
        case .doneButton: return "done-button"
        case .doneLabel: return "done-label"
        case .text: return "text"
        case .enableUndo: return "enable-undo"
        case .canUndo: return "can-undo"
        case .canRedo: return "can-redo"
        case .focusAfterDone: return "focus-after-done"
        case .useMarkup: return "use-markup"
        case .keysEndEditing: return "keys-end-editing"
        case .textView: return "text-view"
        }
    }

    /// The short human-readable name (the param spec's nick).
    public var nick: String {
        switch self {
        case .placeholderText: return "Placeholder text"
        case .placeholderColor: return "Placeholder colour"
        case .hidePolicy: return "Hide policy"
        case .fadeDuration: return "Fade duration"
        case .doneButton: return "Done button"
        case .doneLabel: return "Done label"
        case .text: return "Text"
        case .enableUndo: return "Enable undo"
        case .canUndo: return "Can undo"
        case .canRedo: return "Can redo"
        case .focusAfterDone: return "Focus after Done"
        case .useMarkup: return "Use markup"
        case .keysEndEditing: return "Keys end editing"
        case .textView: return "Text view"
        }
    }

    /// What the property is for (the param spec's blurb).
    public var blurb: String {
        switch self {
        case .placeholderText: return "The hint shown while the text is empty"
        case .placeholderColor: return "CSS colour of the hint; empty for the theme's"
        case .hidePolicy: return "When the hint hides besides content"
        case .fadeDuration: return "Fade time of the hint in milliseconds"
        case .doneButton: return "When the Done accessory shows"
        case .doneLabel: return "Text of the Done button; empty for the translated \"Done\""
        case .text: return "The document's text"
        case .enableUndo: return "Whether edits are recorded for undo and redo"
        case .canUndo: return "Whether there is a step to undo"
        case .canRedo: return "Whether there is a step to redo"
        case .focusAfterDone: return "Where the focus goes when editing ends; NULL for the next widget in the Tab order"
        case .useMarkup: return "Whether the placeholder text is Pango markup"
        case .keysEndEditing: return "Whether Escape and Ctrl+Enter in the text end editing"
        case .textView: return "The GtkTextView inside the widget"
        }
    }

    /// Whether only the widget changes it (GObject refuses to set it).
    public var isReadOnly: Bool { self == .canUndo || self == .canRedo || self == .textView }
}
