// Printable keys typed where the focus went after editing ended go back into the text.
import CGtk4
import Gtk4Binding

/// Makes printable keys typed while the focus is in one of some widgets (the view's frame, a list
/// row an app hands the focus to) resume editing: the focus moves into the text view and the key
/// is forwarded to it (`gtk_event_controller_key_forward`), through its input method as any key.
/// Keys with Ctrl, Alt, Super, Hyper or Meta, and keys that type nothing (arrows, Tab, Escape),
/// keep their meaning where they are.
@MainActor
final class TypingResumesEditing {
    private let textView: UnsafeMutablePointer<GtkWidget>
    private let keyListeners = OneConnectionPerObject<GtkWidget>()

    /// Resumes editing in `textView`.
    init(textView: UnsafeMutablePointer<GtkWidget>) {
        self.textView = textView
    }

    /// Listens to the keys typed while `widget` or a widget inside it has the focus (once per
    /// widget), with a key controller in the bubble phase: keys the focused widget takes itself
    /// never reach it.
    func add(_ widget: UnsafeMutablePointer<GtkWidget>) {
        keyListeners.connect(to: widget) {
            let keys = gtk_event_controller_key_new()!
            gtk_widget_add_controller(widget, keys)
            return SignalConnection(keyController: keys) { [weak self] keyval, _, state in
                self?.keyPressed(keys, keyval: keyval, state: state) ?? false
            }
        }
    }

    /// Stops listening (the text view is being destroyed).
    func disconnect() {
        keyListeners.disconnectAll()
    }

    private func keyPressed(_ controller: OpaquePointer, keyval: UInt32, state: UInt32) -> Bool {
        // Keys the focused text view left unhandled bubble up through its frame: they stay unhandled.
        guard gtk_widget_is_focus(textView) == 0, Self.types(keyval: keyval, state: state),
            gtk_widget_grab_focus(textView) != 0
        else { return false }
        _ = gtk_event_controller_key_forward(controller, textView)
        return true
    }

    /// Whether the key types a character: printable, without a modifier that makes it a command.
    static func types(keyval: UInt32, state: UInt32) -> Bool {
        let commands = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
            | GDK_HYPER_MASK.rawValue | GDK_META_MASK.rawValue
        guard state & commands == 0 else { return false }
        let character = gdk_keyval_to_unicode(keyval)
        return character != 0 && g_unichar_isprint(character) != 0
    }
}
