// A key with modifiers, as a person presses it.
import CGtk

/// A key pressed while holding modifiers, such as Ctrl+Return or Ctrl+Shift+U.
///
/// Write it as a string: modifier names (`Ctrl`, `Shift`, `Alt`, `Super`) and one key joined
/// with `+`. The key is a GDK key name (`Return`, `Escape`, `Tab`, `BackSpace`, `Left`,
/// `F2`, `plus`) or a single character; a letter means its key, so `Ctrl+A` is Ctrl and the
/// A key, without Shift.
///
/// ```swift
/// RealInput.press("Ctrl+Return")
/// RealInput.press(KeyCombo(modifiers: [.control, .shift], keyval: guint(GDK_KEY_u)))
/// ```
public struct KeyCombo: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A modifier key, pressed before the key and released after it.
    public enum Modifier: String, Sendable, CaseIterable {
        /// Control, pressed as the left Control key; written `Ctrl`.
        case control = "Ctrl"
        /// Shift, pressed as the left Shift key; written `Shift`.
        case shift = "Shift"
        /// Alt, pressed as the left Alt key; written `Alt`.
        case alt = "Alt"
        /// Super (the logo key), pressed as the left Super key; written `Super`.
        case `super` = "Super"

        /// The keyval of the left-hand key for this modifier.
        var keyval: guint {
            switch self {
            case .control: return guint(GDK_KEY_Control_L)
            case .shift: return guint(GDK_KEY_Shift_L)
            case .alt: return guint(GDK_KEY_Alt_L)
            case .super: return guint(GDK_KEY_Super_L)
            }
        }

        init?(name: String) {
            switch name.lowercased() {
            case "ctrl", "control", "primary": self = .control
            case "shift": self = .shift
            case "alt", "mod1": self = .alt
            case "super", "meta", "win": self = .super
            default: return nil
            }
        }
    }

    /// Held while the key is pressed, in pressing order.
    public var modifiers: [Modifier]
    /// The GDK keyval of the key (e.g. `GDK_KEY_Return`).
    public var keyval: guint

    /// The key `keyval` pressed with `modifiers` held.
    public init(modifiers: [Modifier] = [], keyval: guint) {
        self.modifiers = modifiers
        self.keyval = keyval
    }

    /// Parses "Ctrl+Shift+U"-style text; nil when a part is not a modifier or key name.
    public init?(parsing text: String) {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("++") {  // "Ctrl++": the plus key itself
            parts.removeLast(2)
            parts.append("+")
        }
        guard let keyName = parts.popLast(), !keyName.isEmpty else { return nil }
        var modifiers: [Modifier] = []
        for name in parts {
            guard let modifier = Modifier(name: name) else { return nil }
            modifiers.append(modifier)
        }
        guard let keyval = Self.keyval(named: keyName) else { return nil }
        self.init(modifiers: modifiers, keyval: keyval)
    }

    /// Parses a literal such as `"Ctrl+Return"`; a malformed literal stops the test program.
    public init(stringLiteral text: String) {
        guard let combo = KeyCombo(parsing: text) else {
            preconditionFailure("\"\(text)\" is not a key combination such as \"Ctrl+Shift+U\" or \"Escape\"")
        }
        self = combo
    }

    /// The combination as it is written for `init(stringLiteral:)`: modifier names, then GDK's
    /// name of the key (hexadecimal when it has none), joined with `+`, such as `Ctrl+Shift+u`.
    public var description: String {
        let keyName = gdk_keyval_name(keyval).map { String(cString: $0) } ?? "0x\(String(keyval, radix: 16))"
        return (modifiers.map(\.rawValue) + [keyName]).joined(separator: "+")
    }

    private static func keyval(named name: String) -> guint? {
        let scalars = name.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            return gdk_keyval_to_lower(gdk_unicode_to_keyval(scalar.value))
        }
        let keyval = gdk_keyval_from_name(name)
        return keyval == 0 || keyval == guint(GDK_KEY_VoidSymbol) ? nil : keyval
    }
}
