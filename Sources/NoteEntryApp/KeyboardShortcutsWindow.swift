// The keyboard shortcuts window (Ctrl+?, "Keyboard Shortcuts" in the main menu), from
// Resources/ui/shortcuts-window.ui.
//
// One per process, made when first asked for, hidden when closed and shown again, never
// destroyed: GTK 3.24.38 leaves a style context of a destroyed GtkShortcutsWindow behind, and the
// next style change of the screen (a theme switch, an app's CSS) then makes GTK read a dead widget
// ("gtk_widget_get_scale_factor: assertion 'GTK_IS_WIDGET (widget)' failed"; reproduced with
// plain C and a one-shortcut window). GTK's own help overlay destroys it with its main window.
import CGtk
import GtkBinding

/// Shows the app's `GtkShortcutsWindow`.
@MainActor
enum KeyboardShortcutsWindow {
    private static var shared: UnsafeMutablePointer<GtkWindow>?
    private static var hideOnClose: SignalConnection?

    /// Shows the window over `parent` (made the first time).
    static func present(over parent: UnsafeMutablePointer<GtkWindow>) {
        guard let window = shared ?? make() else { return }
        gtk_window_set_transient_for(window, parent)
        gtk_widget_show_all(window.cast())
        gtk_window_present(window)
    }

    /// Whether the window is shown now.
    static var isShown: Bool {
        shared.map { gtk_widget_get_visible($0.cast()) != 0 } ?? false
    }

    private static func make() -> UnsafeMutablePointer<GtkWindow>? {
        guard let shortcuts = try? InterfaceFile.build("shortcuts-window.ui", adopt: {
            try $0.object("shortcuts_window", as: GtkShortcutsWindow.self)
        }) else { return nil }
        let window = shortcuts.cast(to: GtkWindow.self)
        // Closing hides it (Escape already does); the close button would destroy it.
        hideOnClose = SignalConnection(window.cast(to: GtkWidget.self), event: "delete-event") { _ in
            gtk_widget_hide(window.cast())
            return true
        }
        shared = window
        return window
    }
}
