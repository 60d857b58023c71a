import PlaceholderCore

// A click on a window's background ends editing, as a tap outside the keyboard does on a phone.
// One source for both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4
// defined (GTK 4 hears presses through a GtkGestureClick and picks the widget under them).
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// Makes a click or tap on a part of a window that cannot take focus (background, labels,
/// spacing, padding) end the editing of the text view or entry being edited. Clicks on anything
/// interactive (text views, the hint, buttons, entries, scrollbars, lists) behave as before.
///
/// A `PlaceholderTextView` ends editing as Done does (its `onDone` and `done` run), except where
/// the focus goes: to its `focusAfterDone` when the app named one, else into the view's own frame,
/// where typing resumes editing (`FocusHandOff.order(after: .backgroundClick)`): a click is not a
/// keyboard move, and the Tab order could hand the focus to a button the next Space would press.
/// Another editor (an entry, a plain text view) gives the focus to `focusAfterDismiss`, else to
/// the next widget in the Tab order, else to the window's default widget, else keeps it. The
/// window never has no focused widget, so keys typed after the click are not lost.
///
/// ```swift
/// let dismissal = TapToDismiss.install(on: window)
/// // ...
/// dismissal.remove()
/// ```
///
/// In GTK 3, GtkTextView lets button presses bubble up to its ancestors, so a handler on the
/// window sees clicks inside editors too; it decides from the widget that owns the clicked
/// GdkWindow, not from the fact that the window received the press. In GTK 4, a
/// `GtkGestureClick` on the window in the bubble phase only sees presses no child claimed, and
/// the widget under the pointer is checked as well.
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
    #if PLACEHOLDER_GTK4
        private let gesture: OpaquePointer
    #else
        /// The last press handled: the X server's milliseconds and where on the screen. Time alone
        /// is not enough: two presses of one millisecond (a click into the text, then the background,
        /// on a loaded machine) are two clicks.
        private var lastPress: (time: guint32, x: Double, y: Double)?
    #endif
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
        #if PLACEHOLDER_GTK4
            gesture = gtk_gesture_click_new()!
            gtk_widget_add_controller(window.cast(), gesture)
            connections.add(
                SignalConnection(clickGesture: gesture) { [weak self] _, x, y in
                    guard let self, let target = gtk_widget_pick(self.window.cast(), x, y, GTK_PICK_DEFAULT) else {
                        return
                    }
                    self.pressed(on: target)
                })
        #else
            gtk_widget_add_events(window.cast(), Int32(GDK_BUTTON_PRESS_MASK.rawValue | GDK_TOUCH_MASK.rawValue))
            connections.add(
                SignalConnection(window, event: "button-press-event") { [weak self] event in
                    self?.pressed(event)
                    return false
                })
            connections.add(
                SignalConnection(window, event: "touch-event") { [weak self] event in
                    if event.pointee.type == GDK_TOUCH_BEGIN { self?.pressed(event) }
                    return false
                })
        #endif
        connections.disconnectAll(whenDestroyed: window.cast())
    }

    /// Stops dismissing on clicks; the window behaves as if it was never installed.
    public func remove() {
        connections.disconnectAll()
        #if PLACEHOLDER_GTK4
            gtk_widget_remove_controller(window.cast(), gesture)
        #endif
        ObjectAttachment.detach(from: window.object, key: Self.attachmentKey)
    }

    #if !PLACEHOLDER_GTK4
        private func pressed(_ event: UnsafeMutablePointer<GdkEvent>) {
            // GTK 3 emits a press on the window's own background twice on the window: it is one click.
            let time = gdk_event_get_time(event)
            var x = 0.0
            var y = 0.0
            _ = gdk_event_get_root_coords(event, &x, &y)
            if time != guint32(GDK_CURRENT_TIME), let lastPress, lastPress == (time, x, y) { return }
            lastPress = (time, x, y)
            if let target = gtk_get_event_widget(event) { pressed(on: target) }
        }
    #endif

    /// A press landed on `target`: editing ends if it is background and an editor has the focus.
    private func pressed(on target: UnsafeMutablePointer<GtkWidget>) {
        guard Self.isBackground(target, of: window), let focus = gtk_window_get_focus(window), Self.isEditor(focus)
        else { return }
        if let view = PlaceholderTextView.owning(textView: focus) {
            view.endEditing(after: .backgroundClick)
        } else {
            EditorFocusHandOff(
                end: .backgroundClick, window: window, editor: focus, region: focus, named: focusAfterDismiss
            ).perform()
        }
    }

    #if PLACEHOLDER_GTK4
        /// Whether a press on `widget` landed on nothing interactive: neither it nor an ancestor
        /// takes focus or is a text view, entry text or scrollbar.
        static func isBackground(_ widget: UnsafeMutablePointer<GtkWidget>, of window: UnsafeMutablePointer<GtkWindow>)
            -> Bool
        {
            var current: UnsafeMutablePointer<GtkWidget>? = widget
            while let candidate = current, !isInstance(candidate.raw, of: GtkWindow.self) {
                if isEditor(candidate) || isInstance(candidate.raw, ofType: gtk_scrollbar_get_type())
                    || isInstance(candidate.raw, of: GtkButton.self) || gtk_widget_get_focusable(candidate) != 0
                {
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
    #else
        /// Whether a press on `widget`'s GdkWindow landed on nothing interactive.
        static func isBackground(_ widget: UnsafeMutablePointer<GtkWidget>, of window: UnsafeMutablePointer<GtkWindow>)
            -> Bool
        {
            if widget == UnsafeMutablePointer<GtkWidget>(window.cast()) { return true }
            if isInstance(widget.raw, of: GtkTextView.self) || isInstance(widget.raw, of: GtkRange.self) {
                return false
            }
            // A scrolled window is focusable but its own window is only its frame and scrollbars' trough.
            if isInstance(widget.raw, of: GtkScrolledWindow.self) { return false }
            return gtk_widget_get_can_focus(widget) == 0
        }

        /// Whether `widget` is something a person types into.
        static func isEditor(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
            isInstance(widget.raw, of: GtkTextView.self) || isInstance(widget.raw, of: GtkEntry.self)
        }
    #endif
}
