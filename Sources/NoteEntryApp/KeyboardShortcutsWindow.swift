// The keyboard shortcuts window (Ctrl+?, "Keyboard Shortcuts" in the main menu), from
// Resources/ui/shortcuts-window.ui.
import CGtk
import GtkBinding

/// Shows the app's `GtkShortcutsWindow`.
@MainActor
enum KeyboardShortcutsWindow {
    /// Builds the window, shows it over `parent`, and lets it be destroyed when it is closed or
    /// when `parent` is.
    static func present(over parent: UnsafeMutablePointer<GtkWindow>) {
        guard let shortcuts = try? InterfaceFile.build("shortcuts-window.ui", adopt: {
            try $0.object("shortcuts_window", as: GtkShortcutsWindow.self)
        }) else { return }
        let window = shortcuts.cast(to: GtkWindow.self)
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_destroy_with_parent(window, 1)
        // Escape and the close button hide a GtkShortcutsWindow; it is not kept for next time.
        let destroyWhenHidden = SignalConnection(window.cast(to: GtkWidget.self), "hide") {
            gtk_widget_destroy(window.cast())
        }
        ObjectAttachment.attach(destroyWhenHidden, to: window.object, key: "note-entry-shortcuts-hide")
        gtk_widget_show_all(window.cast())
    }
}
