// A click on a window's background ends editing, as a tap outside the keyboard does on a phone.
import CGtk4
import Gtk4Binding
import PlaceholderCore

/// Makes a click or tap on a part of a GTK 4 window that cannot take focus (background, labels,
/// spacing) end the editing of the text view or entry being edited. Clicks on anything
/// interactive behave as before: a `GtkGestureClick` on the window in the bubble phase only sees
/// presses no child claimed, and the widget under the pointer is checked as well.
///
/// As in the GTK 3 widget: a `PlaceholderTextView` ends editing as Done does, the focus going to
/// its `focusAfterDone`, else into its own frame, where typing resumes editing
/// (`FocusHandOff.order(after: .backgroundClick)`); another editor gives the focus to
/// `focusAfterDismiss`, else to the next widget in the Tab order, else to the window's default
/// widget, else keeps it. The window never has no focused widget.
///
/// ```swift
/// let dismissal = TapToDismiss.install(on: window)
/// dismissal.remove()
/// ```
@MainActor
public final class TapToDismiss {
    static let attachmentKey = "tap-to-dismiss"

    /// The window it is installed on.
    public let window: UnsafeMutablePointer<GtkWindow>
    /// Where the focus goes when a click ends the editing of an entry or a plain text view (a
    /// `PlaceholderTextView` follows its own `focusAfterDone`); nil (default): the next widget in
    /// the Tab order. Held weakly.
    public var focusAfterDismiss: UnsafeMutablePointer<GtkWidget>? {
        get { dismissTarget.object }
        set { dismissTarget.object = newValue }
    }
    private let dismissTarget = WeakObject<GtkWidget>()
    private let gesture: OpaquePointer
    private let connections = SignalConnectionSet()

    /// Installs tap-to-dismiss on `window` (once: installing again returns the same instance).
    @discardableResult
    public static func install(on window: UnsafeMutablePointer<GtkWindow>) -> TapToDismiss {
        if let existing: TapToDismiss = ObjectAttachment.attached(to: window.object, key: attachmentKey) {
            return existing
        }
        let dismissal = TapToDismiss(window: window)
        ObjectAttachment.attach(dismissal, to: window.object, key: attachmentKey)
        return dismissal
    }

    private init(window: UnsafeMutablePointer<GtkWindow>) {
        self.window = window
        gesture = gtk_gesture_click_new()!
        gtk_widget_add_controller(window.cast(), gesture)
        connections.add(SignalConnection(clickGesture: gesture) { [weak self] _, x, y in
            self?.pressed(x: x, y: y)
        })
        connections.disconnectAll(whenDestroyed: window.cast())
    }

    /// Stops dismissing on clicks.
    public func remove() {
        connections.disconnectAll()
        gtk_widget_remove_controller(window.cast(), gesture)
        ObjectAttachment.detach(from: window.object, key: Self.attachmentKey)
    }

    private func pressed(x: Double, y: Double) {
        guard let target = gtk_widget_pick(window.cast(), x, y, GTK_PICK_DEFAULT), Self.isBackground(target),
            let focus = gtk_window_get_focus(window), Self.isEditor(focus)
        else { return }
        if let view = PlaceholderTextView.owning(textView: focus) {
            view.endEditing(after: .backgroundClick)
        } else {
            EditorFocusHandOff(end: .backgroundClick, window: window, editor: focus, region: focus, named: focusAfterDismiss).perform()
        }
    }

    /// Whether a press on `widget` landed on nothing interactive: neither it nor an ancestor
    /// takes focus or is a text view, entry text or scrollbar.
    static func isBackground(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current, !isInstance(candidate.raw, of: GtkWindow.self) {
            if isEditor(candidate) || isInstance(candidate.raw, ofType: gtk_scrollbar_get_type())
                || isInstance(candidate.raw, of: GtkButton.self) || gtk_widget_get_focusable(candidate) != 0 {
                return false
            }
            current = gtk_widget_get_parent(candidate)
        }
        return true
    }

    /// Whether `widget` is something a person types into.
    static func isEditor(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        isInstance(widget.raw, of: GtkTextView.self) || isInstance(widget.raw, of: GtkText.self)
    }
}
