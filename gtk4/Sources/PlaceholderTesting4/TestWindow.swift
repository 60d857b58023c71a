// A mapped, focused, painted GTK 4 window for one test.
import CGtk4
import CXTest4
import Gtk4Binding
import XCTest

/// A toplevel window holding one child, presented and given the X input focus (there is no
/// window manager under Xvfb), ready once its first frame was painted.
///
/// ```swift
/// let window = try TestWindow(child: view.widget)
/// defer { window.close() }
/// ```
@MainActor
public final class TestWindow {
    /// The GTK window.
    public let window: UnsafeMutablePointer<GtkWindow>

    /// Opens a `width`×`height` window around `child`; throws when there is no display or it never maps.
    public init(
        child: UnsafeMutablePointer<GtkWidget>, width: Int32 = 480, height: Int32 = 240,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try TestDisplay.start()
        window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_default_size(window, width, height)
        gtk_window_set_child(window, child)
        gtk_window_present(window)
        let widget: UnsafeMutablePointer<GtkWidget> = window.cast()
        guard MainLoop.wait(until: { gtk_widget_get_mapped(widget) != 0 }, "the window to map", file: file, line: line),
            let surface = gtk_native_get_surface(OpaquePointer(window))
        else { throw TestWindowError.neverMapped }
        let xid = gdk_x11_surface_get_xid(surface)
        MainLoop.wait(
            until: {
                var attributes = XWindowAttributes()
                XGetWindowAttributes(TestDisplay.xDisplay, xid, &attributes)
                return attributes.map_state == IsViewable
            }, "the X window to be viewable", file: file, line: line)
        XSetInputFocus(TestDisplay.xDisplay, xid, RevertToParent, 0)
        RealInput.settle()
        MainLoop.wait(
            until: { gtk_window_is_active(self.window) != 0 }, "the window to become active", file: file, line: line)
        MainLoop.waitForPaintedFrame(of: widget, file: file, line: line)
    }

    /// Destroys the window and lets GTK finish with it.
    public func close() {
        gtk_window_destroy(window)
        MainLoop.drain()
    }
}

/// Why a test window could not be opened.
public enum TestWindowError: Error {
    /// The window did not map before `MainLoop.wait`'s timeout; the wait has recorded the test
    /// failure.
    case neverMapped
}
