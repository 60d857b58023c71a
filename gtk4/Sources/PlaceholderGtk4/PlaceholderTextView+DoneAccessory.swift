// PlaceholderTextView's Done accessory: when it shows, its button, and where the focus goes after.
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

    /// Where the focus goes when editing ends (Done, Ctrl+Enter, Escape, `endEditing()`, a click
    /// on the window's background): this widget, or for a container the widget its own focus goes
    /// to first (a `GtkListBox`'s selected row). When it is nil (the default) or cannot take the
    /// focus now (hidden, insensitive, in another window), the focus goes to the next widget after
    /// the text in the window's Tab order, else to the window's default widget, else to the view's
    /// own frame, from which typing resumes editing: never to nothing. Held weakly. Also the
    /// GObject property `focus-after-done`.
    public var focusAfterDone: UnsafeMutablePointer<GtkWidget>? {
        get { doneFocus.focusAfterDone.object }
        set {
            guard newValue != focusAfterDone else { return }
            doneFocus.focusAfterDone.object = newValue
            PlaceholderTextViewType.notify(.focusAfterDone, on: widget)
        }
    }

    /// Makes typing in `widget` resume editing: a printable character typed while `widget`, or a
    /// widget inside it, has the focus (the list row `focusAfterDone` sent it to, say) moves the
    /// focus into the text and is typed there, so no key is lost. Keys with Ctrl, Alt or Super,
    /// and keys that type nothing (arrows, Tab, Escape), keep their meaning there. Widgets that
    /// take typing themselves (entries) keep it.
    public func resumeEditing(onTypingIn widget: UnsafeMutablePointer<GtkWidget>) {
        typingResumption.add(widget)
    }
}
