import PlaceholderCore

// The accessory bar with a "Done" button that ends editing. One source for both toolkits: the
// GTK 4 package compiles this file too, with PLACEHOLDER_GTK4 defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// When the Done accessory bar is shown (decided by `DoneAccessoryPolicy`, in PlaceholderCore).
public typealias DoneButtonVisibility = PlaceholderCore.DoneButtonVisibility

extension EditingKey {
    /// The editing key GDK's `keyval` is for the Done policy: any Enter, Escape, or another key.
    init(keyval: UInt32) {
        switch Int32(keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: self = .enter
        case GDK_KEY_Escape: self = .escape
        default: self = .other
        }
    }
}

/// A `GtkActionBar` with a right-aligned Done button.
@MainActor
final class DoneAccessory {
    /// Translations of the widget library's own strings (one catalogue for both toolkits).
    static let translations = TranslationDomain(name: "placeholder-text-view")

    let bar: UnsafeMutablePointer<GtkWidget>
    let button: UnsafeMutablePointer<GtkWidget>
    private var customLabel: String?
    private let connections = SignalConnectionSet()

    init(onDone: @escaping @MainActor () -> Void) {
        bar = UnsafeMutablePointer(widget: gtk_action_bar_new())
        button = UnsafeMutablePointer(widget: gtk_button_new())
        // Clicking must not take focus first: the bar would hide under the pointer (whileFocused).
        gtk_widget_set_focus_on_click(button, 0)
        #if PLACEHOLDER_GTK4
            gtk_widget_add_css_class(button, "suggested-action")
            gtk_action_bar_pack_end(OpaquePointer(bar), button)
            gtk_widget_set_visible(bar, 0)
        #else
            gtk_style_context_add_class(gtk_widget_get_style_context(button), "suggested-action")
            gtk_action_bar_pack_end(bar.cast(), button)
            gtk_widget_set_no_show_all(bar, 1)
            gtk_widget_show(button)
        #endif
        connections.add(SignalConnection(button.cast(to: GtkButton.self), "clicked", onDone))
        connections.disconnectAll(whenDestroyed: bar)
        setLabel(nil)
    }

    /// The button's text: `label`, or the translated "Done" when nil; also its accessible name.
    func setLabel(_ label: String?) {
        customLabel = label
        let text = label ?? Self.translations.translate("Done")
        gtk_button_set_label(button.cast(), text)
        #if PLACEHOLDER_GTK4
            PlaceholderAccessibility.label(text, on: button)
        #else
            atk_object_set_name(gtk_widget_get_accessible(button), text)
        #endif
    }

    /// Shows an icon (a themed icon name) instead of text, or text again when nil; the
    /// accessible name stays the label.
    func setIcon(_ iconName: String?) {
        guard let iconName else {
            #if !PLACEHOLDER_GTK4
                gtk_button_set_image(button.cast(), nil)
            #endif
            return setLabel(customLabel)
        }
        #if PLACEHOLDER_GTK4
            gtk_button_set_icon_name(button.cast(), iconName)
        #else
            gtk_button_set_image(button.cast(), gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON))
            gtk_button_set_always_show_image(button.cast(), 1)
            gtk_button_set_label(button.cast(), nil)
        #endif
    }

    /// Shows or hides the bar.
    func setShown(_ shown: Bool) {
        gtk_widget_set_visible(bar, shown ? 1 : 0)
    }

    /// Whether `widget` is the bar or inside it.
    func contains(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == bar || gtk_widget_is_ancestor(widget, bar) != 0
    }

    /// Disconnects the button (the bar does so itself when destroyed).
    func disconnect() { connections.disconnectAll() }
}
