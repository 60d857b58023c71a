// The one GTK 4 display the tests run on: X11 (for XTest), one renderer, the simple input method.
import CGtk4
import Foundation
import XCTest

/// Starts GTK 4 once per process on the X display the tests run under (`xvfb-run`), with the
/// settings the checks depend on: the X11 backend (XTest input), the cairo renderer (hint and
/// typed text drawn by one renderer: GL and cairo place glyphs 1 px apart), and GTK's simple
/// input method (Ctrl+Shift+U composes). Fails the test, rather than skipping it, without a display.
@MainActor
public enum TestDisplay {
    private static var started = false

    /// Starts GTK if needed; false (with a test failure) when there is no display.
    @discardableResult
    public static func start(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        if started { return true }
        setenv("GDK_BACKEND", "x11", 1)
        setenv("GSK_RENDERER", "cairo", 0)
        setenv("GTK_IM_MODULE", "gtk-im-context-simple", 1)
        guard gtk_init_check() != 0 else {
            XCTFail(
                "GTK 4 found no display: run the suite under xvfb-run with GDK_BACKEND=x11 (make test-gtk4)",
                file: file, line: line)
            return false
        }
        started = true
        return true
    }

    /// GDK's display.
    public static var gdkDisplay: OpaquePointer { gdk_display_get_default()! }

    /// The Xlib connection under GDK's display, for XTest.
    public static var xDisplay: OpaquePointer { gdk_x11_display_get_xdisplay(gdkDisplay)! }
}
