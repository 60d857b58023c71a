// The accessory bar with a "Done" button that ends editing.
import CGtk4
import Gtk4Binding
import PlaceholderCore

/// When the Done accessory bar is shown (decided by `DoneAccessoryPolicy`, in PlaceholderCore).
public typealias DoneButtonVisibility = PlaceholderCore.DoneButtonVisibility

/// A `GtkActionBar` with a right-aligned Done button.
@MainActor
final class DoneAccessory {
    /// Translations of the widget library's own strings (shared with the GTK 3 widget).
    static let translations = TranslationDomain(name: "placeholder-text-view")

    let bar: UnsafeMutablePointer<GtkWidget>
    let button: UnsafeMutablePointer<GtkWidget>
    private let connections = SignalConnectionSet()

    init(onDone: @escaping @MainActor () -> Void) {
        bar = UnsafeMutablePointer(widget: gtk_action_bar_new())
        button = UnsafeMutablePointer(widget: gtk_button_new_with_label(Self.translations.translate("Done")))
        gtk_widget_add_css_class(button, "suggested-action")
        // Clicking must not take focus first: the bar would hide under the pointer (whileFocused).
        gtk_widget_set_focus_on_click(button, 0)
        gtk_action_bar_pack_end(OpaquePointer(bar), button)
        gtk_widget_set_visible(bar, 0)
        connections.add(SignalConnection(button.cast(to: GtkButton.self), "clicked", onDone))
        connections.disconnectAll(whenDestroyed: bar)
    }

    /// Shows or hides the bar.
    func setShown(_ shown: Bool) {
        gtk_widget_set_visible(bar, shown ? 1 : 0)
    }

    /// Whether `widget` is the bar or inside it.
    func contains(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == bar || gtk_widget_is_ancestor(widget, bar) != 0
    }
}
