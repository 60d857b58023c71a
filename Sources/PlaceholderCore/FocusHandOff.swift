// Where the keyboard focus goes when editing ends, decided without a toolkit.

/// How editing ended.
public enum EditingEnd: Sendable, CaseIterable {
    /// The Done button, Ctrl+Enter, Escape, or the app (`endEditing()`).
    case done
    /// A click or tap on the window's background (tap-to-dismiss).
    case backgroundClick
}

/// The places the keyboard focus can go when editing ends. A front end tries those of
/// `order(after:)` in turn, and the first that takes the focus keeps it; when none can (nothing
/// else in the window is focusable, the view's frame made unfocusable), the text keeps it and
/// editing goes on. Ending editing never leaves a window without a focused widget, so keys typed
/// next are never sent nowhere.
///
/// ```swift
/// for place in FocusHandOff.order(after: .done) where takeFocus(place) { break }
/// ```
public enum FocusHandOff: Sendable, CaseIterable {
    /// The widget the app named (`focusAfterDone`), or for a container the widget its own focus
    /// goes to first (a list's selected row).
    case named
    /// The next widget after the text view in the window's Tab order, as Tab would go, passing over
    /// the view's Done button (it hides with the focus); never the text view again after a wrap.
    case next
    /// The window's default widget.
    case windowDefault
    /// The view's own frame (its scrolled window): a printable key typed there resumes editing,
    /// so it is not lost.
    case viewFrame

    /// The places tried when editing ends by `end`. Done is a keyboard move and goes on as Tab
    /// would. A click is not: sent along the Tab order, the focus could land on a button that the
    /// next Space would press, so it waits in the view's own frame, where typing resumes editing.
    /// What the app named comes first either way.
    public static func order(after end: EditingEnd) -> [FocusHandOff] {
        switch end {
        case .done: return [.named, .next, .windowDefault, .viewFrame]
        case .backgroundClick: return [.named, .viewFrame, .next, .windowDefault]
        }
    }
}
