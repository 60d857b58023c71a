// What moving the keyboard focus out of an editor asks of a toolkit's window.

/// A window's keyboard focus as `EditorFocusHandOff` sees it: the few toolkit calls it makes,
/// which GTK 3 and GTK 4 each answer over their own widget pointers.
@MainActor
public protocol FocusWindow {
    /// A widget of the toolkit.
    associatedtype Widget: Equatable

    /// The widget with the window's focus, if any.
    var focus: Widget? { get }
    /// The window's default widget, if any.
    var defaultWidget: Widget? { get }
    /// Whether `widget` is shown in this window rather than in another one.
    func contains(_ widget: Widget) -> Bool
    /// Whether `widget` is `ancestor` or inside it.
    func isWithin(_ widget: Widget, _ ancestor: Widget) -> Bool
    /// Whether `widget` itself can take the focus (GTK 3's `can-focus`, GTK 4's `focusable`).
    func isFocusable(_ widget: Widget) -> Bool
    /// Whether the Tab order may enter `widget` (`can-focus` in both toolkits).
    func canFocus(_ widget: Widget) -> Bool
    /// Lets the Tab order enter `widget` or not.
    func setCanFocus(_ widget: Widget, _ canFocus: Bool)
    /// Whether `widget` is shown.
    func isVisible(_ widget: Widget) -> Bool
    /// Whether `widget` responds to input.
    func isSensitive(_ widget: Widget) -> Bool
    /// Gives `widget` the focus.
    func grabFocus(_ widget: Widget)
    /// Moves the focus as Tab does: into `container` (to the widget its focus goes to first), or
    /// through the whole window when `container` is nil.
    func moveFocusForward(in container: Widget?)
}
