// Moving a window's keyboard focus out of an editor when editing ends: on, never to nothing.

/// One move of the focus out of an editor (a `PlaceholderTextView`, or an entry tap-to-dismiss
/// ends), to the first place of `FocusHandOff.order(after:)` that takes it, in any toolkit's
/// `FocusWindow`.
///
/// ```swift
/// let handOff = EditorFocusHandOff(end: .done, window: window, editor: textView, region: root, frame: frame)
/// if handOff.perform() == .viewFrame { parkInFrame() }
/// ```
@MainActor
public struct EditorFocusHandOff<Window: FocusWindow> {
    /// The toolkit's widget reference, as the window compares them (`FocusWindow.Widget`).
    public typealias Widget = Window.Widget

    /// How editing ended, which orders the places tried.
    public let end: EditingEnd
    /// The window whose focus moves.
    public let window: Window
    /// The widget being edited: the Tab order is counted from it.
    public let editor: Widget
    /// What the focus must leave: the view's root widget, or the editor itself.
    public let region: Widget
    /// The widget the app named, if any.
    public var named: Widget?
    /// Widgets the Tab order passes over (the Done button: it hides once the focus leaves).
    public var passedOver: [Widget]
    /// The view's frame, the place of last resort (none for an entry).
    public var frame: Widget?

    /// A move of the focus out of `region` in `window`.
    public init(
        end: EditingEnd, window: Window, editor: Widget, region: Widget,
        named: Widget? = nil, passedOver: [Widget] = [], frame: Widget? = nil
    ) {
        self.end = end
        self.window = window
        self.editor = editor
        self.region = region
        self.named = named
        self.passedOver = passedOver
        self.frame = frame
    }

    /// Moves the focus and says where it went; nil when nothing took it (the editor keeps it).
    @discardableResult
    public func perform() -> FocusHandOff? {
        FocusHandOff.order(after: end).first { take($0) }
    }

    private func take(_ place: FocusHandOff) -> Bool {
        switch place {
        case .named: return named.map(focusInto) ?? false
        case .next: return focusNext()
        case .windowDefault: return window.defaultWidget.map(grab) ?? false
        case .viewFrame: return frame.map(grab) ?? false
        }
    }

    /// Gives `widget` itself the focus, when it can take it.
    private func grab(_ widget: Widget) -> Bool {
        guard window.isFocusable(widget), window.isVisible(widget) else { return false }
        window.grabFocus(widget)
        return window.focus == widget
    }

    /// Whether the window's focus is on a widget outside `region`.
    private var focusLeftRegion: Bool {
        guard let focus = window.focus else { return false }
        return isOutsideRegion(focus)
    }

    private func isOutsideRegion(_ widget: Widget) -> Bool {
        !window.isWithin(widget, region)
    }

    /// Focuses `target` as Tab entering it would: the widget itself, or for a container the widget
    /// its focus goes to first (a GtkListBox's selected row). Refused when `target` is shown in
    /// another window, is hidden or insensitive, or is part of what is being left.
    private func focusInto(_ target: Widget) -> Bool {
        guard isOutsideRegion(target), window.contains(target), window.isVisible(target), window.isSensitive(target)
        else { return false }
        window.moveFocusForward(in: target)
        return focusLeftRegion
    }

    /// Moves the focus as Tab from the editor does. The order is counted from the editor, not from
    /// the Done button when that has the focus (above the text, Tab from it enters the text). A
    /// window whose Tab order wraps back into the region has no next widget.
    private func focusNext() -> Bool {
        if window.focus != editor { window.grabFocus(editor) }
        let skipped = passedOver.filter { window.canFocus($0) }
        for widget in skipped { window.setCanFocus(widget, false) }
        defer { for widget in skipped { window.setCanFocus(widget, true) } }
        window.moveFocusForward(in: nil)
        return focusLeftRegion
    }
}
