// Typing characters the keymap lacks: a keycode with no symbols, remapped for one press.
import CGtk4
import CXTest4

/// The keycodes the keyboard map leaves empty; one is borrowed to type one character at a time: mapped to
/// the character's keysym, pressed, and emptied again once GTK has read the press.
@MainActor
enum SpareKeycodes {
    private static var spare: KeyCode?

    /// Types `keysym` through the spare keycode; false when the keymap has none.
    static func press(_ keysym: KeySym) -> Bool {
        let display = TestDisplay.xDisplay
        guard let code = spare ?? findSpare() else { return false }
        spare = code
        var symbols: [KeySym] = [keysym, keysym]
        XChangeKeyboardMapping(display, Int32(code), 2, &symbols, 1)
        // GDK must read the new mapping before the press it applies to.
        RealInput.settle()
        RealInput.tap(code)
        var empty: [KeySym] = [0, 0]
        XChangeKeyboardMapping(display, Int32(code), 2, &empty, 1)
        RealInput.settle()
        return true
    }

    private static func findSpare() -> KeyCode? {
        let display = TestDisplay.xDisplay
        var minimum: Int32 = 0
        var maximum: Int32 = 0
        XDisplayKeycodes(display, &minimum, &maximum)
        var perCode: Int32 = 0
        guard let map = XGetKeyboardMapping(display, KeyCode(minimum), maximum - minimum + 1, &perCode) else {
            return nil
        }
        defer { XFree(map) }
        for code in stride(from: maximum, through: minimum, by: -1) {
            let row = Int(code - minimum) * Int(perCode)
            if (0..<Int(perCode)).allSatisfy({ map[row + $0] == 0 }) { return KeyCode(code) }
        }
        return nil
    }
}
