import PlaceholderCore

// PlaceholderTextView's Done accessory: when it shows, where, what it says, and where the focus
// goes after. One source for both toolkits: the GTK 4 package compiles this file too, with
// PLACEHOLDER_GTK4 defined.
#if PLACEHOLDER_GTK4
    import CGtk4
#else
    import CGtk
#endif

extension PlaceholderTextView {
    /// When the Done accessory bar shows. Default `.whileFocused`.
    public var doneButtonVisibility: DoneButtonVisibility {
        get { doneFocus.policy.visibility }
        set { assign(newValue, to: \.policy.visibility, of: doneFocus, notifying: .doneButton) }
    }

    /// Whether Escape and Ctrl+Enter (or Enter on the keypad with Ctrl) in the text end editing,
    /// as Done does. Default true; false leaves both keys to the app (its own send or translate
    /// key, a completion popover's Escape). Also the GObject property `keys-end-editing`.
    public var keysEndEditing: Bool {
        get { doneFocus.keysEndEditing }
        set { assign(newValue, to: \.keysEndEditing, of: doneFocus, notifying: .keysEndEditing) }
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

    /// Where the focus goes when editing ends (Done, Ctrl+Enter, Escape, `endEditing()`, a click
    /// on the window's background): this widget, or for a container the widget its own focus goes
    /// to first (a `GtkListBox`'s selected row). When it is nil (the default) or cannot take the
    /// focus now (hidden, insensitive, in another window), the focus goes to the next widget after
    /// the text in the window's Tab order, else to the window's default widget, else to the view's
    /// own frame, from which typing resumes editing: never to nothing. Held weakly. Also the
    /// GObject property `focus-after-done`.
    ///
    /// ```swift
    /// body.focusAfterDone = noteList      // Done puts the focus on the list's selected row
    /// body.resumeEditing(onTypingIn: noteList)
    /// ```
    public var focusAfterDone: UnsafeMutablePointer<GtkWidget>? {
        get { doneFocus.focusAfterDone.object }
        set { assign(newValue, to: \.focusAfterDone.object, of: doneFocus, notifying: .focusAfterDone) }
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
