// The `done (text)` signal of the PlaceholderTextView type. One source for both toolkits: the
// GTK 4 package compiles this file too, with PLACEHOLDER_GTK4 defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

extension PlaceholderTextViewType {
    /// The `done` signal's id, set when the class is initialised.
    static var doneSignalID: guint = 0

    /// Registers `done`: emitted after editing ends (Done, Ctrl+Enter, Escape, `end_editing`, a
    /// click on the background), last of all its listeners, with the final text.
    static func installDoneSignal() {
        doneSignalID = newTextSignal("done", of: gType)
    }

    /// Emits the `done` signal with the final text.
    static func emitDone(on instance: UnsafeMutablePointer<GtkWidget>, text: String) {
        emitTextSignal(doneSignalID, of: gType, on: instance, text: text)
    }
}

/// Registers a run-last signal `name` of `type` with one string argument (the widget's and the
/// Done bar's `done (text)`).
@MainActor
func newTextSignal(_ name: String, of type: GType) -> guint {
    var parameterTypes = [FundamentalType.string]
    return g_signal_newv(name, type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil, FundamentalType.none, 1, &parameterTypes)
}

/// Emits the string signal `signalID` of `instance`, a `type`, with `text`.
@MainActor
func emitTextSignal(_ signalID: guint, of type: GType, on instance: UnsafeMutablePointer<GtkWidget>, text: String) {
    var values = [GValue](repeating: GValue(), count: 2)
    g_value_init(&values[0], type)
    g_value_set_object(&values[0], instance.raw)
    g_value_init(&values[1], FundamentalType.string)
    g_value_set_string(&values[1], text)
    g_signal_emitv(&values, signalID, 0, nil)
    g_value_unset(&values[0])
    g_value_unset(&values[1])
}
