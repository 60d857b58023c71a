// A real toplevel window for one test: shown, drawn and focused before the test touches it.
import CGtk
import GtkBinding

/// A toplevel `GtkWindow` holding the widget under test, shown on the test display, drawn
/// once, and given X input focus (there is no window manager under Xvfb to do it).
///
/// Windows open at a fixed origin, cascading only while several are open, so a window is
/// never hidden under another test's. Close it at the end of the test (`defer`).
///
/// ```swift
/// let textView = UnsafeMutablePointer(widget: gtk_text_view_new())
/// let window = try TestWindow(containing: textView, width: 320, height: 200)
/// defer { window.close() }
/// RealInput.click(textView)
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

    /// Where the first window opens, in root coordinates, and how far each further open
    /// window is moved down and right.
    public static let origin = (x: Int32(20), y: Int32(20))
    private static let cascadeStep: Int32 = 40
    private static var openCount: Int32 = 0
    private var isOpen = true

    /// Starts the test display if needed, then creates, shows, draws and focuses a window of
    /// `width` x `height` containing `content`. Throws when the window is not mapped, drawn or
    /// focused within `timeout` seconds.
    public init(
        containing content: UnsafeMutablePointer<GtkWidget>, width: Int32 = 400, height: Int32 = 300,
        title: String = "PlaceholderTesting", timeout: Double = MainLoop.defaultTimeout
    ) throws {
        try TestDisplay.start()
        self.content = content
        let windowWidget = UnsafeMutablePointer(widget: gtk_window_new(GTK_WINDOW_TOPLEVEL))
        window = windowWidget.cast(to: GtkWindow.self)
        gtk_window_set_title(window, title)
        gtk_window_set_default_size(window, width, height)
        let offset = Self.cascadeStep * Self.openCount
        gtk_window_move(window, Self.origin.x + offset, Self.origin.y + offset)
        gtk_container_add(windowWidget.cast(to: GtkContainer.self), content)
        Self.openCount += 1
        do {
            try showAndWaitUntilDrawn(timeout: timeout)
            try takeInputFocus(timeout: timeout)
        } catch {
            close()
            throw error
        }
    }

    /// The window as a widget.
    public var widget: UnsafeMutablePointer<GtkWidget> { window.cast(to: GtkWidget.self) }

    /// Whether the window has X input focus, so typed keys reach its focus widget.
    public var hasInputFocus: Bool { gtk_window_has_toplevel_focus(window) != 0 }

    /// Destroys the window (and its content, unless the test holds a reference) and runs the
    /// main loop until GTK has unmapped it. Safe to call twice.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        Self.openCount -= 1
        gtk_widget_destroy(widget)
        gdk_display_sync(TestDisplay.gdkDisplay)
        MainLoop.drain()
    }

    /// Gives the window X input focus again, e.g. after another window took it.
    public func focus(timeout: Double = MainLoop.defaultTimeout) throws {
        try takeInputFocus(timeout: timeout)
    }

    private func showAndWaitUntilDrawn(timeout: Double) throws {
        var drawn = false
        // "draw" has the shape of an event signal (widget, pointer, data) -> gboolean; the
        // pointer is a cairo_t, which this handler does not touch.
        let drawConnection = SignalConnection(widget, event: "draw", after: true) { _ in
            drawn = true
            return false
        }
        defer { drawConnection.disconnect() }
        gtk_widget_show_all(widget)
        let outcome = MainLoop.waitOutcome(
            until: {
                guard gtk_widget_get_mapped(widget) != 0, let gdkWindow = gtk_widget_get_window(widget)
                else { return false }
                return gdk_window_is_viewable(gdkWindow) != 0 && drawn
            }, timeout: timeout, "the test window to be mapped and drawn")
        if let message = outcome.failureMessage { throw NotReadyError(description: message) }
    }

    private func takeInputFocus(timeout: Double) throws {
        guard let gdkWindow = gtk_widget_get_window(widget) else {
            throw NotReadyError(description: "the test window has no GdkWindow")
        }
        // Without a window manager, GDK raises the window and calls XSetInputFocus itself.
        gdk_window_raise(gdkWindow)
        gdk_window_focus(gdkWindow, guint32(GDK_CURRENT_TIME))
        gdk_display_sync(TestDisplay.gdkDisplay)
        let outcome = MainLoop.waitOutcome(
            until: { hasInputFocus }, timeout: timeout, "the test window to receive X input focus")
        if let message = outcome.failureMessage { throw NotReadyError(description: message) }
    }
}
