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
        guard
            let shortcuts = try? InterfaceFile.build(
                "shortcuts-window.ui",
                adopt: {
                    try $0.object("shortcuts_window", as: GtkShortcutsWindow.self)
                })
        else { return nil }
        let window = shortcuts.cast(to: GtkWindow.self)
        // Closing hides it (Escape already does); the close button would destroy it.
        hideOnClose = SignalConnection(window.cast(to: GtkWidget.self), event: "delete-event") { _ in
            gtk_widget_hide(window.cast())
            return true
        }
        nameSearchToggle(of: window)
        shared = window
        return window
    }

    /// GTK's search toggle in the window's header bar shows only an icon: it gets a name and a
    /// tooltip, as the app's own icon buttons have.
    private static func nameSearchToggle(of window: UnsafeMutablePointer<GtkWindow>) {
        guard let header = gtk_window_get_titlebar(window) else { return }
        let children = gtk_container_get_children(header.cast())
        defer { g_list_free(children) }
        var node = children
        while let current = node {
            if let toggle = checkedCast(current.pointee.data, to: GtkToggleButton.self) {
                AccessibleName.set(InterfaceText.searchShortcuts, on: toggle.cast())
                gtk_widget_set_tooltip_text(toggle.cast(), InterfaceText.searchShortcuts)
            }
            node = current.pointee.next
        }
    }
}
