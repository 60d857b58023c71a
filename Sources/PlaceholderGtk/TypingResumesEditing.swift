// Printable keys typed where the focus went after editing ended go back into the text. One
// source for both toolkits: the GTK 4 package compiles this file too, with PLACEHOLDER_GTK4
// defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// Makes printable keys typed while the focus is in one of some widgets (the view's frame, a list
/// row an app hands the focus to) resume editing: the focus moves into the text view and the key
/// is typed there, through the text view's input method as any key (GTK 4 forwards it with
/// `gtk_event_controller_key_forward`). Keys with Ctrl, Alt, Super, Hyper or Meta, and keys that
/// type nothing (arrows, Tab, Escape), keep their meaning where they are.
@MainActor
final class TypingResumesEditing {
    private let textView: UnsafeMutablePointer<GtkWidget>
    private let keyListeners = OneConnectionPerObject<GtkWidget>()

    /// Resumes editing in `textView`.
    init(textView: UnsafeMutablePointer<GtkWidget>) {
        self.textView = textView
    }

    /// Listens to the keys typed while `widget` or a widget inside it has the focus (once per
    /// widget). In GTK 4, with a key controller in the bubble phase: keys the focused widget
    /// takes itself never reach it.
    func add(_ widget: UnsafeMutablePointer<GtkWidget>) {
        keyListeners.connect(to: widget) {
            #if PLACEHOLDER_GTK4
                let keys = gtk_event_controller_key_new()!
                gtk_widget_add_controller(widget, keys)
                return SignalConnection(keyController: keys) { [weak self] keyval, _, state in
                    self?.keyPressed(keyval: keyval, state: state, isModifier: false) { self?.forward(keys) ?? false }
                        ?? false
                }
            #else
                SignalConnection(widget, event: "key-press-event") { [weak self] event in
                    let key = event.pointee.key
                    return self?.keyPressed(keyval: key.keyval, state: key.state, isModifier: key.is_modifier != 0) {
                        self?.propagate(event) ?? false
                    } ?? false
                }
            #endif
        }
    }

    /// Stops listening (the text view is being destroyed).
    func disconnect() {
        keyListeners.disconnectAll()
    }

    /// Moves the focus into the text and has `typeIntoText` deliver the key there, when the key
    /// types a character and the text does not have the focus already.
    private func keyPressed(keyval: UInt32, state: UInt32, isModifier: Bool, typeIntoText: () -> Bool) -> Bool {
        // Keys the focused text view left unhandled bubble up through its frame: they stay unhandled.
        guard gtk_widget_is_focus(textView) == 0, !isModifier, Self.types(keyval: keyval, state: state) else {
            return false
        }
        GtkFocusWindow.grabFocus(textView)
        guard gtk_widget_is_focus(textView) != 0 else { return false }
        return typeIntoText()
    }

    #if PLACEHOLDER_GTK4
        private func forward(_ keys: OpaquePointer) -> Bool {
            _ = gtk_event_controller_key_forward(keys, textView)
            return true
        }
    #else
        private func propagate(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
            guard let toplevel = gtk_widget_get_toplevel(textView),
                let window = checkedCast(toplevel.raw, to: GtkWindow.self)
            else { return false }
            _ = gtk_window_propagate_key_event(
                window, UnsafeMutableRawPointer(event).assumingMemoryBound(to: GdkEventKey.self))
            return true
        }
    #endif

    /// Whether the key types a character: printable, without a modifier that makes it a command.
    static func types(keyval: UInt32, state: UInt32) -> Bool {
        #if PLACEHOLDER_GTK4
            let alt = GDK_ALT_MASK.rawValue
        #else
            let alt = GDK_MOD1_MASK.rawValue
        #endif
        let commands =
            GDK_CONTROL_MASK.rawValue | alt | GDK_SUPER_MASK.rawValue | GDK_HYPER_MASK.rawValue | GDK_META_MASK.rawValue
        guard state & commands == 0 else { return false }
        let character = gdk_keyval_to_unicode(keyval)
        return character != 0 && g_unichar_isprint(character) != 0
    }
}
