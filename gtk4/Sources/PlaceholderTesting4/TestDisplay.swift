// The one GTK 4 display the tests run on: X11 (for XTest), one renderer, the simple input method.
import CGtk4
import Foundation

/// Starts GTK 4 once per process on the X display the tests run under (`xvfb-run`), with the
/// settings the checks depend on: the X11 backend (XTest input), the cairo renderer (hint and
/// typed text drawn by one renderer: GL and cairo place glyphs 1 px apart), and GTK's simple
/// input method (Ctrl+Shift+U composes). Without a display it throws, and the test fails rather
/// than skipping itself.
///
/// ```swift
/// func testSomething() async throws {
///     try TestDisplay.start()
///     // build widgets ...
/// }
/// ```
@MainActor
public enum TestDisplay {
    /// Why the display cannot be used for tests.
    public enum StartError: Error, CustomStringConvertible {
        /// GTK 4 could not open the display named (nil: `DISPLAY` is not set).
        case noDisplay(String?)

        /// What is missing and how to run the tests so it is not, as a test failure shows it.
        public var description: String {
            switch self {
            case .noDisplay(let name):
                let problem = name.map { "cannot open the display \"\($0)\"" } ?? "DISPLAY is not set"
                return "PlaceholderTesting4 needs an X display (\(problem)). "
                    + "Run the suite under Xvfb with GDK_BACKEND=x11 (make test-gtk4)."
            }
        }
    }

    private static var started = false

    /// Initialises GTK 4 (once per process) on the X display.
    /// Throws a message that says what to do when there is no usable display.
    public static func start() throws(StartError) {
        if started { return }
        setenv("GDK_BACKEND", "x11", 1)
        setenv("GSK_RENDERER", "cairo", 0)
        setenv("GTK_IM_MODULE", "gtk-im-context-simple", 1)
        guard gtk_init_check() != 0 else { throw .noDisplay(getenv("DISPLAY").map { String(cString: $0) }) }
        started = true
    }

    /// GDK's display.
    public static var gdkDisplay: OpaquePointer { gdk_display_get_default()! }

    /// The Xlib connection under GDK's display, for XTest.
    public static var xDisplay: OpaquePointer { gdk_x11_display_get_xdisplay(gdkDisplay)! }
}
