// When the Done accessory shows and which keys end editing, decided without a toolkit.

/// When the Done accessory bar is shown.
public enum DoneButtonVisibility: String, Sendable, CaseIterable {
    /// While the text view, or the bar itself, has focus: like an input accessory that appears
    /// with the keyboard. The default.
    case whileFocused
    /// Always.
    case always
    /// Never; Ctrl+Enter and Escape still end editing.
    case never
}

/// Where a window's keyboard focus is, seen from one text view with a Done accessory.
public enum EditingFocus: Sendable, CaseIterable {
    /// The text view itself.
    case textView
    /// The Done bar or something inside it.
    case accessory
    /// Anything else in the window, or nothing.
    case elsewhere
}

/// A key that may end editing.
public enum EditingKey: Sendable, CaseIterable {
    /// Return, keypad Enter or ISO Enter.
    case enter
    /// Escape.
    case escape
    /// Any other key.
    case other
}

/// The Done accessory's decisions: when the bar shows, whether ending editing moves the focus
/// on, and which keys end editing.
///
/// ```swift
/// let policy = DoneAccessoryPolicy(visibility: .whileFocused)
/// policy.showsBar(focus: .textView)                                   // true
/// DoneAccessoryPolicy.endsEditing(.enter, control: true, isComposing: false)   // true
/// ```
public struct DoneAccessoryPolicy: Equatable, Sendable {
    /// When the bar shows.
    public var visibility: DoneButtonVisibility

    /// A policy showing the bar as `visibility` says.
    public init(visibility: DoneButtonVisibility = .whileFocused) {
        self.visibility = visibility
    }

    /// Whether the bar is shown while the focus is at `focus`.
    public func showsBar(focus: EditingFocus) -> Bool {
        switch visibility {
        case .always: return true
        case .never: return false
        // The bar itself counts: clicking Done must not hide it under the pointer first.
        case .whileFocused: return focus != .elsewhere
        }
    }

    /// Whether ending editing moves the window's focus on (to the first of `FocusHandOff` that
    /// takes it): when the text view or its bar holds it (focus elsewhere belongs to another
    /// widget and stays).
    public static func endingEditingMovesFocus(_ focus: EditingFocus) -> Bool {
        focus != .elsewhere
    }

    /// Whether `key` ends editing: Ctrl+Enter and Escape do, unless an input method is composing
    /// (its keys are its own: Escape cancels the composition).
    public static func endsEditing(_ key: EditingKey, control: Bool, isComposing: Bool) -> Bool {
        guard !isComposing else { return false }
        switch key {
        case .enter: return control
        case .escape: return true
        case .other: return false
        }
    }
}
