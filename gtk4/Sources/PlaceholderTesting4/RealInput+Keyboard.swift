// Real keyboard input through XTest: what a person's keyboard produces, in GTK 4. The pointer half
// (RealInput.swift) is the GTK 3 kit's file, linked.
import CGtk4
import CXTest4
import XCTest

extension RealInput {
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
}
