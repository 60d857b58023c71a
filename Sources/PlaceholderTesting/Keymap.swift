// GDK's view of the keyboard: which keycode and level produce a keyval.
import CGtk

/// Looks up keys in GDK's keymap, the one GTK uses to turn X key events into keyvals.
@MainActor
enum Keymap {
    /// A key to press: its X keycode, and whether Shift must be held to get the wanted keyval.
    struct Key: Equatable {
        var keycode: UInt8
        var needsShift: Bool
    }

    private static var keymap: OpaquePointer { gdk_keymap_get_for_display(TestDisplay.gdkDisplay)! }

    /// The key that types `keyval` in the first group, plainly or with Shift; nil when the
    /// keymap has no such key (or only with AltGr or in another group).
    static func key(typing keyval: guint) -> Key? {
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: Int32 = 0
        guard gdk_keymap_get_entries_for_keyval(keymap, keyval, &keys, &count) != 0, let keys else { return nil }
        defer { g_free(keys) }
        let entries = UnsafeBufferPointer(start: keys, count: Int(count))
        for level in 0...1 {
            if let entry = entries.first(where: { $0.group == 0 && $0.level == level && $0.keycode <= 255 }) {
                return Key(keycode: UInt8(entry.keycode), needsShift: level == 1)
            }
        }
        return nil
    }

    /// The keyvals GDK currently reads for `keycode` (all groups and levels).
    static func keyvals(of keycode: UInt8) -> [guint] {
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var keyvals: UnsafeMutablePointer<guint>?
        var count: Int32 = 0
        guard gdk_keymap_get_entries_for_keycode(keymap, guint(keycode), &keys, &keyvals, &count) != 0 else {
            return []
        }
        defer {
            g_free(keys)
            g_free(keyvals)
        }
        guard let keyvals else { return [] }
        return Array(UnsafeBufferPointer(start: keyvals, count: Int(count)))
    }
}
