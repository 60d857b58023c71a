// Printable keys typed where the focus went after editing ended go back into the text.
import CGtk
import GtkBinding

/// Makes printable keys typed while the focus is in one of some widgets (the view's frame, a list
/// row an app hands the focus to) resume editing: the focus moves into the text view and the key
/// is typed there, through the text view's input method as any key. Keys with Ctrl, Alt, Super,
/// Hyper or Meta, and keys that type nothing (arrows, Tab, Escape), keep their meaning where they are.
@MainActor
final class TypingResumesEditing {
    private let textView: UnsafeMutablePointer<GtkWidget>
    private let keyListeners = OneConnectionPerObject<GtkWidget>()

    /// Resumes editing in `textView`.
    init(textView: UnsafeMutablePointer<GtkWidget>) {
        self.textView = textView
    }

    /// Listens to the keys typed while `widget` or a widget inside it has the focus (once per widget).
    func add(_ widget: UnsafeMutablePointer<GtkWidget>) {
        keyListeners.connect(to: widget) {
            SignalConnection(widget, event: "key-press-event") { [weak self] event in self?.keyPressed(event) ?? false }
        }
    }

    /// Stops listening (the text view is being destroyed).
    func disconnect() {
        keyListeners.disconnectAll()
    }

    private func keyPressed(_ event: UnsafeMutablePointer<GdkEvent>) -> Bool {
        // Keys the focused text view left unhandled bubble up through its frame: they stay unhandled.
        guard gtk_widget_is_focus(textView) == 0, Self.types(event.pointee.key),
            let toplevel = gtk_widget_get_toplevel(textView), let window = checkedCast(toplevel.raw, to: GtkWindow.self)
        else { return false }
        gtk_widget_grab_focus(textView)
        guard gtk_widget_is_focus(textView) != 0 else { return false }
        _ = gtk_window_propagate_key_event(window, UnsafeMutableRawPointer(event).assumingMemoryBound(to: GdkEventKey.self))
        return true
    }

    /// Whether `key` types a character: printable, without a modifier that makes it a command.
    static func types(_ key: GdkEventKey) -> Bool {
        let commands = GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue
            | GDK_HYPER_MASK.rawValue | GDK_META_MASK.rawValue
        guard key.state & commands == 0, key.is_modifier == 0 else { return false }
        let character = gdk_keyval_to_unicode(key.keyval)
        return character != 0 && g_unichar_isprint(character) != 0
    }
}
