// PlaceholderTextView's Done accessory: when it shows, and its button.
import CGtk4
import PlaceholderCore

extension PlaceholderTextView {
    /// When the Done accessory bar shows. Default `.whileFocused`.
    public var doneButtonVisibility: DoneButtonVisibility {
        get { doneFocus.policy.visibility }
        set { doneFocus.policy.visibility = newValue }
    }

    /// The Done button, for apps that style or extend it (made on first use).
    public var doneButton: UnsafeMutablePointer<GtkWidget> { doneFocus.createdAccessory.button }
}
