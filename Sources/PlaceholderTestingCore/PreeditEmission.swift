// An input method's composition, as a text view announces it, without an input method.
import CGLib
import GObjectBinding

/// Emits a text view's `preedit-changed` as GTK's input method handling does when a composition
/// starts, changes or ends (empty text), for tests that need no real input method. The signal is
/// looked up on the instance's own type, so it serves GTK 3's and GTK 4's `GtkTextView` alike.
///
/// ```swift
/// PreeditEmission.emit("にほ", on: textView)
/// PreeditEmission.emit("", on: textView)     // the composition ended
/// ```
@MainActor
public enum PreeditEmission {
    /// Emits `preedit-changed` with `text` on `textView`.
    public static func emit<T: GObjectType>(_ text: String, on textView: UnsafeMutablePointer<T>) {
        let type = textView.raw.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        var values = [GValue](repeating: GValue(), count: 2)
        g_value_init(&values[0], type)
        g_value_set_object(&values[0], textView.raw)
        g_value_init(&values[1], FundamentalType.string)
        g_value_set_string(&values[1], text)
        g_signal_emitv(&values, g_signal_lookup("preedit-changed", type), 0, nil)
        g_value_unset(&values[0])
        g_value_unset(&values[1])
    }
}
