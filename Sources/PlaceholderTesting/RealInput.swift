// Real pointer input through XTest: what a person's mouse produces. One source for both test kits:
// PlaceholderTesting4 (the GTK 4 package) compiles this file too, with PLACEHOLDER_GTK4; each kit's
// keyboard is its own (RealInput+Keyboard.swift).
import XCTest

#if PLACEHOLDER_GTK4
    import CGtk4
    import CXTest4
#else
    import CGtk
    import CXTest
#endif

/// Real input through the X server's XTest extension: events arrive exactly as from a
/// keyboard and mouse (through XInput2, focus, grabs and the input method), unlike GDK's
/// synthesised test events. Every call returns after the X server has processed the input
/// and GTK has dispatched the resulting events (in GTK 4, what had arrived by then: follow a
/// call with `MainLoop.wait` for the state you expect).
///
/// ```swift
/// RealInput.click(textView)               // at its centre
/// RealInput.type("Hello, 世界 🙂")
/// RealInput.press("Ctrl+Return")
/// ```
///
/// Two clicks at the same spot within GTK's double-click time (400 ms) count as a double
/// click, just as with a real mouse.
@MainActor
public enum RealInput {
    /// Moves the pointer to `point` in `widget` (its centre when nil). Records a test failure
    /// and returns false when the widget is not on screen. Waits for the X server, not for GTK's
    /// hover state: follow it with `MainLoop.wait` for the state you expect.
    @discardableResult
    public static func movePointer(
        to widget: UnsafeMutablePointer<GtkWidget>, at point: WidgetPoint? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let target = point ?? WidgetPlacement.centre(of: widget)
        guard let position = WidgetPlacement.rootPosition(of: target, in: widget) else {
            XCTFail("cannot move the pointer to a \(typeName(of: widget)): it is not mapped", file: file, line: line)
            return false
        }
        XTestFakeMotionEvent(TestDisplay.xDisplay, -1, position.x, position.y, 0)
        settle()
        return true
    }

    /// Clicks `button` at `point` in `widget` (its centre when nil): moves there, presses,
    /// releases, and waits until GTK has dispatched the release.
    ///
    /// ```swift
    /// RealInput.click(entry)
    /// RealInput.click(textView, at: WidgetPoint(x: 5, y: 5), button: .secondary)
    /// ```
    public static func click(
        _ widget: UnsafeMutablePointer<GtkWidget>, at point: WidgetPoint? = nil, button: MouseButton = .primary,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        clickRepeatedly(widget, at: point, button: button, times: 1, file: file, line: line)
    }

    /// Double-clicks `button` at `point` in `widget` (its centre when nil); GTK sees two
    /// presses and a `GDK_2BUTTON_PRESS` (in a text view: selects the word).
    public static func doubleClick(
        _ widget: UnsafeMutablePointer<GtkWidget>, at point: WidgetPoint? = nil, button: MouseButton = .primary,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        clickRepeatedly(widget, at: point, button: button, times: 2, file: file, line: line)
    }

    /// Moves to the point, then sends all the clicks in one go (waiting between them could
    /// exceed the double-click time), and waits until GTK has dispatched every release.
    private static func clickRepeatedly(
        _ widget: UnsafeMutablePointer<GtkWidget>, at point: WidgetPoint?, button: MouseButton, times: Int,
        file: StaticString, line: UInt
    ) {
        guard movePointer(to: widget, at: point, file: file, line: line) else { return }
        #if !PLACEHOLDER_GTK4
            let expected = DispatchedInput.buttonReleaseCount(button) + times
        #endif
        for _ in 0..<times {
            XTestFakeButtonEvent(TestDisplay.xDisplay, button.rawValue, 1, 0)
            XTestFakeButtonEvent(TestDisplay.xDisplay, button.rawValue, 0, 0)
        }
        settle()
        // GTK 4 has no event handler to wrap (DispatchedInput): what arrived by the sync is dispatched.
        #if !PLACEHOLDER_GTK4
            MainLoop.wait(
                until: { DispatchedInput.buttonReleaseCount(button) >= expected },
                "GTK to receive \(times) click(s) of the \(button) button (is the window mapped and not covered?)",
                file: file, line: line)
            MainLoop.drain()
        #endif
    }

    /// Waits until the X server has processed every request sent so far, then dispatches what
    /// GTK has received. Input may still be on its way: see `DispatchedInput` (GTK 3).
    static func settle() {
        gdk_display_sync(TestDisplay.gdkDisplay)
        MainLoop.drain()
    }

    static func typeName(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_name_from_instance(instance).map { String(cString: $0) } ?? "widget"
    }
}
