// The hint for assistive technology: on the text view, as GTK 4's placeholder property.
import CGtk4
import Gtk4Binding

/// Hands the hint to assistive technology as the text view's `GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER`
/// (AT-SPI's `placeholder-text` attribute), as GtkText does for entries. The label that draws
/// the hint is presentation only, so a screen reader hears the hint once.
@MainActor
enum PlaceholderAccessibility {
    /// Sets `hint` as `textView`'s accessible placeholder.
    static func set(_ hint: String, on textView: UnsafeMutablePointer<GtkTextView>) {
        var property = GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER
        var value = GValue()
        g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING
        g_value_set_string(&value, hint)
        gtk_accessible_update_property_value(textView.opaque, 1, &property, &value)
        g_value_unset(&value)
    }

    /// Hides `label` from assistive technology (its role is already presentation).
    static func hide(_ label: UnsafeMutablePointer<GtkWidget>) {
        var state = GTK_ACCESSIBLE_STATE_HIDDEN
        var value = GValue()
        g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
        g_value_set_boolean(&value, 1)
        gtk_accessible_update_state_value(label.opaque, 1, &state, &value)
        g_value_unset(&value)
    }
}
