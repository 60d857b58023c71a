// PlaceholderTextView's Done accessory: when it shows, where, and what it says.
import CGtk
import PlaceholderCore

extension PlaceholderTextView {
    /// When the Done accessory bar shows. Default `.whileFocused`.
    public var doneButtonVisibility: DoneButtonVisibility {
        get { doneFocus.policy.visibility }
        set { assign(newValue, to: \.policy.visibility, of: doneFocus, notifying: .doneButton) }
    }

    /// Whether the Done bar sits above or below the text. Default `.below`.
    public var accessoryPosition: AccessoryPosition {
        get { doneFocus.position }
        set { doneFocus.position = newValue }
    }

    /// The Done button's text; nil (default) is "Done" in the user's language.
    public var doneLabel: String? {
        get { doneFocus.label }
        set { assign(newValue, to: \.label, of: doneFocus, notifying: .doneLabel) }
    }

    /// A themed icon name for the Done button instead of text (its accessible name stays the label).
    public var doneIconName: String? {
        get { doneFocus.iconName }
        set { doneFocus.iconName = newValue }
    }

    /// The Done button, for apps that style or extend it.
    public var doneButton: UnsafeMutablePointer<GtkWidget> { doneFocus.createdAccessory.button }
}
