// Real keyboard input through XTest: key combinations and typing any Unicode text.
import CGtk
import CXTest
import XCTest

extension RealInput {
    /// Presses and releases a key combination, e.g. `"Ctrl+Return"`, `"Escape"`,
    /// `"Ctrl+Shift+U"`, `"Tab"`. Keys go to the widget with focus in the focused window.
    ///
    /// ```swift
    /// RealInput.press("Ctrl+A")
    /// RealInput.press(KeyCombo(modifiers: [.control], keyval: guint(GDK_KEY_Return)))
    /// ```
    public static func press(_ combo: KeyCombo, file: StaticString = #filePath, line: UInt = #line) {
        defer { SpareKeycodes.unbindAll() }
        do {
            let key = try key(for: combo.keyval)
            var modifiers = combo.modifiers
            if key.needsShift && !modifiers.contains(.shift) { modifiers.append(.shift) }
            try stroke(key.keycode, holding: modifiers, described: combo.description)
        } catch {
            XCTFail("cannot press \(combo): \(error)", file: file, line: line)
        }
    }

    /// Types `text` key by key, as a person would: any Unicode, including characters no key
    /// produces (CJK, emoji), which are typed on a keycode lent to them for the moment.
    /// `"\n"` presses Return and `"\t"` presses Tab.
    ///
    /// ```swift
    /// RealInput.type("Hello, 世界 🙂")
    /// ```
    public static func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        defer { SpareKeycodes.unbindAll() }
        for scalar in text.unicodeScalars {
            do {
                let key = try key(for: keyval(typing: scalar))
                try stroke(key.keycode, holding: key.needsShift ? [.shift] : [], described: "\"\(scalar)\"")
            } catch {
                XCTFail(
                    "cannot type \"\(scalar)\" (U+\(String(scalar.value, radix: 16, uppercase: true))): \(error)",
                    file: file, line: line)
                return
            }
        }
    }

    /// The keyval whose key press types `scalar`.
    private static func keyval(typing scalar: Unicode.Scalar) -> guint {
        switch scalar {
        case "\n", "\r": return guint(GDK_KEY_Return)
        case "\t": return guint(GDK_KEY_Tab)
        default: return gdk_unicode_to_keyval(scalar.value)
        }
    }

    /// The key for `keyval`: on the keyboard map if it is there, else a spare keycode bound to it.
    private static func key(for keyval: guint) throws(KeyboardInputError) -> Keymap.Key {
        if let key = Keymap.key(typing: keyval) { return key }
        return Keymap.Key(keycode: try SpareKeycodes.bind(keyval).get(), needsShift: false)
    }

    /// Whether one of this process's windows has X input focus, so its key events come to GTK here.
    private static var hasFocusedWindowInThisProcess: Bool {
        let toplevels = gtk_window_list_toplevels()
        defer { g_list_free(toplevels) }
        var node = toplevels
        while let current = node {
            if let window = current.pointee.data,
                gtk_window_has_toplevel_focus(window.assumingMemoryBound(to: GtkWindow.self)) != 0
            {
                return true
            }
            node = current.pointee.next
        }
        return false
    }

    /// How long a key stroke may take to reach GTK.
    private static let strokeTimeout: Double = MainLoop.defaultTimeout

    /// Presses `modifiers` in order, presses and releases `keycode`, releases the modifiers in
    /// reverse order, and waits until GTK has dispatched every release.
    private static func stroke(
        _ keycode: UInt8, holding modifiers: [KeyCombo.Modifier], described name: String
    ) throws(KeyboardInputError) {
        var modifierKeycodes: [UInt8] = []
        for modifier in modifiers {
            guard let key = Keymap.key(typing: modifier.keyval), !key.needsShift else {
                throw KeyboardInputError(description: "the keyboard map has no \(modifier.rawValue) key")
            }
            modifierKeycodes.append(key.keycode)
        }
        let released = modifierKeycodes + [keycode]
        let expected = Dictionary(released.map { ($0, DispatchedInput.keyReleaseCount($0) + 1) }, uniquingKeysWith: max)
        let display = TestDisplay.xDisplay
        for modifier in modifierKeycodes { XTestFakeKeyEvent(display, UInt32(modifier), 1, 0) }
        XTestFakeKeyEvent(display, UInt32(keycode), 1, 0)
        XTestFakeKeyEvent(display, UInt32(keycode), 0, 0)
        for modifier in modifierKeycodes.reversed() { XTestFakeKeyEvent(display, UInt32(modifier), 0, 0) }
        settle()
        // Keys typed into another program's window (an app under test in its own process) never
        // reach GTK here; the X server's answer is all there is to wait for.
        guard hasFocusedWindowInThisProcess else { return }
        let outcome = MainLoop.waitOutcome(
            until: { expected.allSatisfy { DispatchedInput.keyReleaseCount($0.key) >= $0.value } },
            timeout: strokeTimeout, "GTK to receive the key events of \(name) (does the window have input focus?)")
        if let message = outcome.failureMessage { throw KeyboardInputError(description: message) }
        MainLoop.drain()
    }
}
