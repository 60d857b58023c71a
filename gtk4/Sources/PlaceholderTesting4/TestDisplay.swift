// The one GTK 4 display the tests run on: X11 (for XTest), one renderer, the simple input method.
import CGtk4
import CXTest4
import Foundation
import Gtk4Binding
import PlaceholderTestingCore

/// Starts GTK 4 once per process on the X display the tests run under (`xvfb-run`), with the
/// settings the checks depend on: the X11 backend (XTest input), the cairo renderer (hint and
/// typed text drawn by one renderer: GL and cairo place glyphs 1 px apart), and GTK's simple
/// input method (Ctrl+Shift+U composes); a steady cursor and no animations, as in GTK 3. Without
/// a display, or on an X server without XTest, it throws, and the test fails rather than skipping
/// itself.
///
/// ```swift
/// func testSomething() async throws {
///     try TestDisplay.start()
///     // build widgets ...
/// }
/// ```
@MainActor
public enum TestDisplay {
    /// Why the display cannot be used for tests (one type for both kits).
    public typealias StartError = TestDisplayStartError

    private static var started = false

    /// Initialises GTK 4 (once per process) on the X display.
    /// Throws a message that says what to do when there is no usable display.
    public static func start() throws(StartError) {
        if started { return }
        setenv("GDK_BACKEND", "x11", 1)
        setenv("GSK_RENDERER", "cairo", 0)
        setenv("GTK_IM_MODULE", "gtk-im-context-simple", 1)
        guard gtk_init_check() != 0 else { throw .noDisplay(getenv("DISPLAY").map { String(cString: $0) }) }
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XTestQueryExtension(xDisplay, &eventBase, &errorBase, &major, &minor) != 0 else { throw .noXTest }
        makeDeterministic()
        started = true
    }

    /// Settings that keep pictures and input repeatable, as in the GTK 3 kit: a steady cursor and
    /// no animations.
    private static func makeDeterministic() {
        guard let settings = gtk_settings_get_default() else { return }
        let object = UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self)
        GObjectProperty.set(object, "gtk-cursor-blink", false)
        GObjectProperty.set(object, "gtk-enable-animations", false)
    }

    /// GDK's display.
    static var gdkDisplay: OpaquePointer { gdk_display_get_default()! }

    /// The Xlib connection under GDK's display, for XTest.
    static var xDisplay: OpaquePointer { gdk_x11_display_get_xdisplay(gdkDisplay)! }
}
