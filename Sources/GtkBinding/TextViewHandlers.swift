// What a `HandlingTextView` hands to Swift: its own class handlers, one object per text view.
import CGtk

/// Receives the class handlers of a `HandlingTextView`: subclass it and override what you need
/// (each default does nothing). One instance serves one text view for all its signals, and costs
/// no GLib signal handler at all: the text view's class calls it (see `HandlingTextView`).
///
/// Each method runs inside GTK's class handler of the signal, so for signals GTK runs last
/// (`key-press-event`, `focus-in-event`, `button-press-event`, `populate-popup`,
/// `preedit-changed`) after the handlers an app connected, and not at all when one of those
/// stopped the event. The event methods and `destroyed()` run before GTK's own handling; the
/// others after it.
///
/// ```swift
/// final class Keys: TextViewHandlers {
///     override func keyPressed(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool { false }
/// }
/// let textView = HandlingTextView.make()
/// HandlingTextView.setHandlers(Keys(), on: textView.cast())
/// ```
@MainActor
open class TextViewHandlers {
    /// Handlers that do nothing.
    public init() {}

    /// An input method's composition changed (empty when it ended).
    open func preeditChanged(_ preedit: String) {}
    /// The text view got (true) or lost the keyboard focus.
    open func focusChanged(_ hasFocus: Bool) {}
    /// A key was pressed; true when it was handled (GTK's own handling is skipped then).
    open func keyPressed(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool { false }
    /// A mouse button was pressed in the text view (before GTK moves the cursor).
    open func buttonPressed(_ event: UnsafeMutablePointer<GdkEvent>) {}
    /// A property of the text view changed (`notify`), after GTK's own reaction.
    open func propertyChanged(_ property: UnsafeMutablePointer<GParamSpec>) {}
    /// The style (font, padding ...) was updated.
    open func styleUpdated() {}
    /// The widget's text direction changed.
    open func directionChanged() {}
    /// The state flags (sensitivity, focus, direction ...) changed.
    open func stateFlagsChanged() {}
    /// The text view got a new size allocation.
    open func sizeAllocated() {}
    /// GTK made the context menu and is about to show it: items may be added to `popup`.
    open func populatePopup(_ popup: UnsafeMutablePointer<GtkWidget>) {}
    /// The text view is being destroyed (before GTK lets go of its buffer and children).
    open func destroyed() {}
}
