// Knowing when real input has reached GTK, not just the X server.
import CGtk

/// Counts the key and button releases GTK has dispatched, so an input call can wait until
/// its own events were handled.
///
/// Waiting for the X server (XSync) is not enough: under load, Xvfb answers the sync before it
/// delivers the XTest input it queued, and a test would check the result too early (text still in
/// the buffer after Ctrl+A and new keys were sent). GTK dispatches every event through one handler
/// (`gdk_event_handler_set`); this wraps it, lets GTK handle the event first, then counts it.
@MainActor
enum DispatchedInput {
    private static var installed = false
    private static var keyReleases: [UInt16: Int] = [:]
    private static var buttonReleases: [UInt32: Int] = [:]

    /// Wraps GTK's event handler (once per process). Call after `gtk_init`.
    static func install() {
        guard !installed else { return }
        installed = true
        gdk_event_handler_set(countAfterDispatch, nil, nil)
    }

    /// How many releases of the key with this X keycode GTK has dispatched so far.
    static func keyReleaseCount(_ keycode: UInt8) -> Int { keyReleases[UInt16(keycode), default: 0] }

    /// How many releases of this mouse button GTK has dispatched so far.
    static func buttonReleaseCount(_ button: MouseButton) -> Int { buttonReleases[button.rawValue, default: 0] }

    fileprivate static func record(_ event: UnsafeMutablePointer<GdkEvent>) {
        switch gdk_event_get_event_type(event) {
        case GDK_KEY_RELEASE:
            var keycode: guint16 = 0
            if gdk_event_get_keycode(event, &keycode) != 0 { keyReleases[keycode, default: 0] += 1 }
        case GDK_BUTTON_RELEASE:
            var button: guint = 0
            if gdk_event_get_button(event, &button) != 0 { buttonReleases[button, default: 0] += 1 }
        default:
            break
        }
    }
}

private let countAfterDispatch: GdkEventFunc = { event, _ in
    guard let event else { return }
    nonisolated(unsafe) let dispatched = event
    MainActor.assumeIsolated {
        gtk_main_do_event(dispatched)
        DispatchedInput.record(dispatched)
    }
}
