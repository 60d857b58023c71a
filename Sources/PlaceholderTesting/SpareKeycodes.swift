// Typing characters that no key produces, by lending them unused keycodes for a moment.
import CGtk
import CXTest

/// Binds keyvals to keycodes that the keyboard map leaves empty, so XTest can type any
/// character (CJK, emoji, symbols not on the layout) as a real key press, then unbinds them.
///
/// Each change of the map is followed by a wait until GDK's keymap shows it: GDK learns of
/// the change from an XKB map notification, and a key event translated before that would
/// give the old keyval.
@MainActor
enum SpareKeycodes {
    /// Unused keycodes, highest first; found once per process.
    private static let spare: [UInt8] = findSpareKeycodes()
    /// Keyvals currently bound, and to which keycode.
    private static var bound: [guint: UInt8] = [:]
    /// How long to wait for GDK to see a change of the keyboard map.
    private static let mappingTimeout: Double = 2

    /// A keycode that types `keyval` (without modifiers), binding a spare keycode if needed.
    /// Returns nil with a message when there is no spare keycode or GDK did not see the change.
    static func bind(_ keyval: guint) -> Result<UInt8, KeyboardInputError> {
        if let keycode = bound[keyval] { return .success(keycode) }
        if bound.count == spare.count, case .failure(let error) = unbindAll() { return .failure(error) }
        guard let keycode = spare.first(where: { !bound.values.contains($0) }) else {
            return .failure(KeyboardInputError(description: "the keyboard map has no unused keycode to type with"))
        }
        setKeysym(KeySym(keyval), of: keycode)
        bound[keyval] = keycode
        let outcome = MainLoop.waitOutcome(
            until: { Keymap.keyvals(of: keycode).contains(keyval) }, timeout: mappingTimeout,
            "GDK to see keyval 0x\(String(keyval, radix: 16)) bound to keycode \(keycode)")
        if let message = outcome.failureMessage { return .failure(KeyboardInputError(description: message)) }
        return .success(keycode)
    }

    /// Empties every keycode `bind` used, and waits until GDK sees them empty again.
    /// Call only after the key events typed with them have been dispatched.
    @discardableResult
    static func unbindAll() -> Result<Void, KeyboardInputError> {
        guard !bound.isEmpty else { return .success(()) }
        let keycodes = Array(bound.values)
        for keycode in keycodes { setKeysym(KeySym(0) /* NoSymbol */, of: keycode) }
        bound.removeAll()
        let outcome = MainLoop.waitOutcome(
            until: { keycodes.allSatisfy { Keymap.keyvals(of: $0).isEmpty } }, timeout: mappingTimeout,
            "GDK to see keycodes \(keycodes) unbound again")
        if let message = outcome.failureMessage { return .failure(KeyboardInputError(description: message)) }
        return .success(())
    }

    private static func setKeysym(_ keysym: KeySym, of keycode: UInt8) {
        // The same keysym at both levels, so Shift (or Caps Lock) cannot change what it types.
        var keysyms: [KeySym] = [keysym, keysym]
        _ = XlibKeyboardFunctions.changeKeyboardMapping(TestDisplay.xDisplay, Int32(keycode), 2, &keysyms, 1)
        gdk_display_sync(TestDisplay.gdkDisplay)
    }

    private static func findSpareKeycodes() -> [UInt8] {
        let display = TestDisplay.xDisplay
        var minimum: Int32 = 0
        var maximum: Int32 = 0
        _ = XlibKeyboardFunctions.displayKeycodes(display, &minimum, &maximum)
        var perKeycode: Int32 = 0
        let count = maximum - minimum + 1
        guard count > 0,
            let keysyms = XlibKeyboardFunctions.getKeyboardMapping(display, UInt8(minimum), count, &perKeycode)
        else { return [] }
        defer { _ = XlibKeyboardFunctions.free(keysyms) }
        let width = Int(perKeycode)
        let unused = (0..<Int(count)).filter { index in
            (0..<width).allSatisfy { keysyms[index * width + $0] == 0 }
        }
        // Eight are plenty; the highest keycodes are the least likely to be read by anything.
        return unused.reversed().prefix(8).map { UInt8(Int(minimum) + $0) }
    }
}

/// Why a key could not be typed.
public struct KeyboardInputError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, for a test failure message.
    public let description: String
}
