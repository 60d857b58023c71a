// A click on a window's background ends editing, as a tap outside the keyboard does on a phone.
import CGtk
import GtkBinding

/// Makes a click or tap on a part of a window that cannot take focus (background, labels,
/// spacing, padding) drop focus from the text view or entry being edited. Clicks on anything
/// interactive (text views, the hint, buttons, entries, scrollbars, lists) behave as before.
///
/// ```swift
/// let dismissal = TapToDismiss.install(on: window)
/// // ...
/// dismissal.remove()
/// ```
///
/// GtkTextView lets button presses bubble up to its ancestors, so a handler on the window sees
/// clicks inside editors too; it decides from the widget that owns the clicked GdkWindow, not
/// from the fact that the window received the press.
@MainActor
public final class TapToDismiss {
    static let attachmentKey = "tap-to-dismiss"

    /// The window it is installed on.
    public let window: UnsafeMutablePointer<GtkWindow>
    private let connections = SignalConnectionSet()

    /// Installs tap-to-dismiss on `window` (once: installing again returns the same instance).
    /// It stays until `remove()` or until the window is finalised.
    @discardableResult
    public static func install(on window: UnsafeMutablePointer<GtkWindow>) -> TapToDismiss {
        if let existing: TapToDismiss = ObjectAttachment.attached(to: window.object, key: attachmentKey) {
            return existing
        }
        let dismissal = TapToDismiss(window: window)
        ObjectAttachment.attach(dismissal, to: window.object, key: attachmentKey)
        return dismissal
    }

    /// Whether tap-to-dismiss is installed on `window`.
    public static func isInstalled(on window: UnsafeMutablePointer<GtkWindow>) -> Bool {
        (ObjectAttachment.attached(to: window.object, key: attachmentKey) as TapToDismiss?) != nil
    }

    private init(window: UnsafeMutablePointer<GtkWindow>) {
        self.window = window
        gtk_widget_add_events(window.cast(), Int32(GDK_BUTTON_PRESS_MASK.rawValue | GDK_TOUCH_MASK.rawValue))
        connections.add(SignalConnection(window, event: "button-press-event") { [weak self] event in
            self?.pressed(event)
            return false
        })
        connections.add(SignalConnection(window, event: "touch-event") { [weak self] event in
            if event.pointee.type == GDK_TOUCH_BEGIN { self?.pressed(event) }
            return false
        })
        connections.disconnectAll(whenDestroyed: window.cast())
    }

    /// Stops dismissing on clicks; the window behaves as if it was never installed.
    public func remove() {
        connections.disconnectAll()
        ObjectAttachment.detach(from: window.object, key: Self.attachmentKey)
    }

    private func pressed(_ event: UnsafeMutablePointer<GdkEvent>) {
        guard let target = gtk_get_event_widget(event), Self.isBackground(target, of: window),
            let focus = gtk_window_get_focus(window), Self.isEditor(focus)
        else { return }
        gtk_window_set_focus(window, nil)
    }

    /// Whether a press on `widget`'s GdkWindow landed on nothing interactive.
    static func isBackground(_ widget: UnsafeMutablePointer<GtkWidget>, of window: UnsafeMutablePointer<GtkWindow>) -> Bool {
        if widget == UnsafeMutablePointer<GtkWidget>(window.cast()) { return true }
        if isInstance(widget.raw, of: GtkTextView.self) || isInstance(widget.raw, of: GtkRange.self) { return false }
        // A scrolled window is focusable but its own window is only its frame and scrollbars' trough.
        if isInstance(widget.raw, of: GtkScrolledWindow.self) { return false }
        return gtk_widget_get_can_focus(widget) == 0
    }

    /// Whether `widget` is something a person types into.
    static func isEditor(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        isInstance(widget.raw, of: GtkTextView.self) || isInstance(widget.raw, of: GtkEntry.self)
    }
}
