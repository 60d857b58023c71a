// Starting GTK for widget tests, on an X display that accepts real (XTest) input.
import CGtk
import CXTest
import Foundation
import GtkBinding
import PlaceholderTestingCore

/// The X display the tests run on: GTK started once, with settings that make drawing and
/// input deterministic (no cursor blinking, no animations, GTK's built-in input method).
///
/// ```swift
/// func testSomething() async throws {  // in a @MainActor test class
///     try TestDisplay.start()
///     // build widgets ...
/// }
/// ```
@MainActor
public enum TestDisplay {
    /// Why the display cannot be used for tests (one type for both kits).
    public typealias StartError = TestDisplayStartError

    private static var started = false

    /// Initialises GTK (once per process) and checks the display can take real input.
    /// Throws a message that says what to do when there is no usable display.
    public static func start() throws(StartError) {
        if started { return }
        do {
            try GtkRuntime.start()
        } catch {
            switch error {
            case .noDisplay(let name): throw .noDisplay(name)
            }
        }
        guard let display = gdk_display_get_default(),
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(display).assumingMemoryBound(to: GTypeInstance.self),
                gdk_x11_display_get_type()) != 0
        else { throw .notX11 }
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XTestQueryExtension(gdk_x11_display_get_xdisplay(display), &eventBase, &errorBase, &major, &minor) != 0
        else { throw .noXTest }
        makeDeterministic()
        DispatchedInput.install()
        started = true
    }

    /// The GDK display, once `start()` has succeeded.
    static var gdkDisplay: OpaquePointer {
        guard started, let display = gdk_display_get_default() else {
            preconditionFailure("call `try TestDisplay.start()` before driving widgets")
        }
        return display
    }

    /// Xlib's connection to the display GDK uses: XTest requests must go through it so they
    /// are ordered with GDK's own requests.
    static var xDisplay: OpaquePointer { gdk_x11_display_get_xdisplay(gdkDisplay) }

    /// Settings that keep pictures and input repeatable: a steady cursor, no animations, and
    /// GTK's own input method (so typed characters do not depend on an IBus daemon) unless
    /// `GTK_IM_MODULE` asks for another.
    private static func makeDeterministic() {
        guard let settings = gtk_settings_get_default() else { return }
        let object = UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self)
        GObjectProperty.set(object, "gtk-cursor-blink", false)
        GObjectProperty.set(object, "gtk-enable-animations", false)
        if ProcessInfo.processInfo.environment["GTK_IM_MODULE"] == nil {
            GObjectProperty.set(object, "gtk-im-module", "gtk-im-context-simple")
        }
    }
}
