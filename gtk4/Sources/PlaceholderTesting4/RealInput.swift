// Real keyboard and pointer input through XTest: what a person's devices produce.
import CGtk4
import CXTest4
import XCTest

/// Real input through the X server's XTest extension: events arrive exactly as from a keyboard
/// and mouse (through focus, gestures and the input method), unlike synthesised GDK events.
/// Each call returns after the X server has processed the input and GTK dispatched what arrived;
/// follow it with `MainLoop.wait` for the state you expect.
///
/// ```swift
/// RealInput.click(textView)
/// RealInput.type("Hello, 世界")
/// RealInput.press("Ctrl+Z")
/// ```
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
        guard let position = WidgetPlacement.rootPosition(of: point ?? WidgetPlacement.centre(of: widget), in: widget)
        else {
            XCTFail("cannot move the pointer to a widget that is not mapped", file: file, line: line)
            return false
        }
        XTestFakeMotionEvent(TestDisplay.xDisplay, -1, position.x, position.y, 0)
        settle()
        return true
    }

    /// Clicks `button` at `point` in `widget` (its centre when nil): moves there, presses,
    /// releases, and dispatches what GTK received.
    ///
    /// ```swift
    /// RealInput.click(textView, at: WidgetPoint(x: 5, y: 5), button: .secondary)
    /// ```
    public static func click(
        _ widget: UnsafeMutablePointer<GtkWidget>, at point: WidgetPoint? = nil, button: MouseButton = .primary,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        clickRepeatedly(widget, at: point, button: button, times: 1, file: file, line: line)
    }

    /// Double-clicks `button` at `point` in `widget` (its centre when nil): both clicks sent in
    /// one go, within GTK's double-click time.
    public static func doubleClick(
        _ widget: UnsafeMutablePointer<GtkWidget>, at point: WidgetPoint? = nil, button: MouseButton = .primary,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        clickRepeatedly(widget, at: point, button: button, times: 2, file: file, line: line)
    }

    /// Moves to the point, then sends all the clicks in one go (waiting between them could
    /// exceed the double-click time).
    private static func clickRepeatedly(
        _ widget: UnsafeMutablePointer<GtkWidget>, at point: WidgetPoint?, button: MouseButton, times: Int,
        file: StaticString, line: UInt
    ) {
        guard movePointer(to: widget, at: point, file: file, line: line) else { return }
        for _ in 0..<times {
            XTestFakeButtonEvent(TestDisplay.xDisplay, button.rawValue, 1, 0)
            XTestFakeButtonEvent(TestDisplay.xDisplay, button.rawValue, 0, 0)
        }
        settle()
    }

    /// Types `text`, one key per character: keys the keymap has are pressed as they are (with
    /// Shift when needed); any other character (Japanese, Hebrew, Arabic) goes through a spare
    /// keycode remapped to its Unicode keysym for the moment of the press.
    /// Records a test failure when the keymap has no spare keycode for such a character.
    public static func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        for scalar in text.unicodeScalars {
            let keysym = scalar.value < 0x100 ? KeySym(scalar.value) : KeySym(0x100_0000 + scalar.value)
            let code = XKeysymToKeycode(TestDisplay.xDisplay, keysym)
            if code != 0, XkbKeycodeToKeysym(TestDisplay.xDisplay, code, 0, 0) == keysym {
                tap(code)
            } else if code != 0, XkbKeycodeToKeysym(TestDisplay.xDisplay, code, 0, 1) == keysym {
                tap(code, holding: [keycode(of: KeySym(XK_Shift_L))])
            } else {
                guard SpareKeycodes.press(keysym) else {
                    XCTFail("the X keymap has no spare keycode to type \(Character(scalar))", file: file, line: line)
                    return
                }
            }
        }
    }

    /// Presses a combination such as "ctrl+z", "ctrl+shift+u", "Escape", "ctrl+Return":
    /// modifiers `ctrl`, `shift`, `alt`, then one X keysym name.
    public static func press(_ combination: String, file: StaticString = #filePath, line: UInt = #line) {
        var parts = combination.split(separator: "+").map(String.init)
        guard let keyName = parts.popLast() else { return }
        let modifiers: [KeyCode] = parts.map { name in
            switch name.lowercased() {
            case "ctrl": return keycode(of: KeySym(XK_Control_L))
            case "shift": return keycode(of: KeySym(XK_Shift_L))
            default: return keycode(of: KeySym(XK_Alt_L))
            }
        }
        let keysym = XStringToKeysym(keyName)
        guard keysym != 0 else {
            XCTFail("no X keysym named \(keyName)", file: file, line: line)
            return
        }
        tap(keycode(of: keysym), holding: modifiers)
    }

    private static func keycode(of keysym: KeySym) -> KeyCode { XKeysymToKeycode(TestDisplay.xDisplay, keysym) }

    static func tap(_ code: KeyCode, holding modifiers: [KeyCode] = []) {
        for modifier in modifiers { XTestFakeKeyEvent(TestDisplay.xDisplay, UInt32(modifier), 1, 0) }
        XTestFakeKeyEvent(TestDisplay.xDisplay, UInt32(code), 1, 0)
        XTestFakeKeyEvent(TestDisplay.xDisplay, UInt32(code), 0, 0)
        for modifier in modifiers.reversed() { XTestFakeKeyEvent(TestDisplay.xDisplay, UInt32(modifier), 0, 0) }
        settle()
    }

    /// Waits until the X server processed every request sent so far, then dispatches what GTK received.
    static func settle() {
        XSync(TestDisplay.xDisplay, 0)
        MainLoop.drain()
    }
}
