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
    private var customLabel: String?
    private let connections = SignalConnectionSet()

    init(onDone: @escaping @MainActor () -> Void) {
        bar = UnsafeMutablePointer(widget: gtk_action_bar_new())
        button = UnsafeMutablePointer(widget: gtk_button_new())
        gtk_widget_add_css_class(button, "suggested-action")
        // Clicking must not take focus first: the bar would hide under the pointer (whileFocused).
        gtk_widget_set_focus_on_click(button, 0)
        gtk_action_bar_pack_end(OpaquePointer(bar), button)
        gtk_widget_set_visible(bar, 0)
        connections.add(SignalConnection(button.cast(to: GtkButton.self), "clicked", onDone))
        connections.disconnectAll(whenDestroyed: bar)
        setLabel(nil)
    }

    /// The button's text: `label`, or the translated "Done" when nil; also its accessible name.
    func setLabel(_ label: String?) {
        customLabel = label
        let text = label ?? Self.translations.translate("Done")
        gtk_button_set_label(button.cast(), text)
        PlaceholderAccessibility.label(text, on: button)
    }

    /// Shows an icon (a themed icon name) instead of text, or text again when nil; the
    /// accessible name stays the label.
    func setIcon(_ iconName: String?) {
        if let iconName {
            gtk_button_set_icon_name(button.cast(), iconName)
        } else {
            setLabel(customLabel)
        }
    }

    /// The button's current text (empty while it shows an icon).
    var label: String {
        guard let child = gtk_button_get_child(button.cast()), isInstance(child.raw, ofType: gtk_label_get_type()) else { return "" }
        return gtk_label_get_text(OpaquePointer(child)).map { String(cString: $0) } ?? ""
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
