// A real toplevel window for one test: presented, painted and focused before the test touches it.
import CGtk4
import CXTest4
import Gtk4Binding

/// A toplevel `GtkWindow` holding the widget under test, presented on the test display, painted
/// once, and given X input focus (there is no window manager under Xvfb to do it). The same
/// shape as the GTK 3 kit's; GTK 4 has no call to place a window, so windows are not cascaded.
/// Close it at the end of the test (`defer`).
///
/// ```swift
/// let view = PlaceholderTextView(placeholder: "Write a note")
/// let window = try TestWindow(containing: view.widget, width: 320, height: 200)
/// defer { window.close() }
/// RealInput.click(view.textView.cast())
/// ```
@MainActor
public final class TestWindow {
    /// Why a window could not be made ready for input.
    public struct NotReadyError: Error, CustomStringConvertible {
        /// What the window was being waited for, and for how long.
        public let description: String
    }

    /// The toplevel window.
    public let window: UnsafeMutablePointer<GtkWindow>
    /// The widget passed at creation, the window's only child.
    public let content: UnsafeMutablePointer<GtkWidget>
    private var isOpen = true

    /// Starts the test display if needed, then creates, presents, paints and focuses a window of
    /// `width` x `height` containing `content`. Throws when the window is not mapped, painted or
    /// focused within `timeout` seconds.
    public init(
        containing content: UnsafeMutablePointer<GtkWidget>, width: Int32 = 400, height: Int32 = 300,
        title: String = "PlaceholderTesting", timeout: Double = MainLoop.defaultTimeout
    ) throws {
        try TestDisplay.start()
        self.content = content
        window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_title(window, title)
        gtk_window_set_default_size(window, width, height)
        gtk_window_set_child(window, content)
        do {
            try presentAndWaitUntilViewable(timeout: timeout)
            try takeInputFocus(timeout: timeout)
        } catch {
            close()
            throw error
        }
    }

    /// The window as a widget.
    public var widget: UnsafeMutablePointer<GtkWidget> { window.cast() }

    /// Whether the window has X input focus, so typed keys reach its focus widget.
    public var hasInputFocus: Bool { gtk_window_is_active(window) != 0 }

    /// Destroys the window (and its content, unless the test holds a reference) and lets GTK
    /// finish with it. Safe to call twice.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        gtk_window_destroy(window)
        MainLoop.drain()
    }

    /// Gives the window X input focus again, e.g. after another window took it.
    public func focus(timeout: Double = MainLoop.defaultTimeout) throws {
        try takeInputFocus(timeout: timeout)
    }

    private func presentAndWaitUntilViewable(timeout: Double) throws {
        gtk_window_present(window)
        let mapped = MainLoop.waitOutcome(
            until: { gtk_widget_get_mapped(self.widget) != 0 }, timeout: timeout, "the test window to be mapped")
        if let message = mapped.failureMessage { throw NotReadyError(description: message) }
        guard let xid = xWindow else { throw NotReadyError(description: "the test window has no X window") }
        let viewable = MainLoop.waitOutcome(
            until: {
                var attributes = XWindowAttributes()
                XGetWindowAttributes(TestDisplay.xDisplay, xid, &attributes)
                return attributes.map_state == IsViewable
            }, timeout: timeout, "the test window's X window to be viewable")
        if let message = viewable.failureMessage { throw NotReadyError(description: message) }
    }

    private func takeInputFocus(timeout: Double) throws {
        guard let xid = xWindow else { throw NotReadyError(description: "the test window has no X window") }
        XSetInputFocus(TestDisplay.xDisplay, xid, RevertToParent, 0)
        RealInput.settle()
        let outcome = MainLoop.waitOutcome(
            until: { self.hasInputFocus }, timeout: timeout, "the test window to receive X input focus")
        if let message = outcome.failureMessage { throw NotReadyError(description: message) }
        // Painted as active: the first picture a test takes shows the focused window.
        let painted = MainLoop.paintedFrameOutcome(of: widget, timeout: timeout)
        if let message = painted.failureMessage { throw NotReadyError(description: message) }
    }

    /// The X window under the window's surface, once it is mapped.
    private var xWindow: Window? {
        guard let surface = gtk_native_get_surface(OpaquePointer(window)) else { return nil }
        return gdk_x11_surface_get_xid(surface)
    }
}
