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
        update(GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER, to: hint, on: textView.opaque)
    }

    /// Sets `widget`'s accessible name (`GTK_ACCESSIBLE_PROPERTY_LABEL`).
    static func label(_ name: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        update(GTK_ACCESSIBLE_PROPERTY_LABEL, to: name, on: widget.opaque)
    }

    /// Sets the string-valued accessible `property` of `accessible`.
    private static func update(_ property: GtkAccessibleProperty, to text: String, on accessible: OpaquePointer) {
        var property = property
        var value = GValue()
        g_value_init(&value, FundamentalType.string)
        g_value_set_string(&value, text)
        gtk_accessible_update_property_value(accessible, 1, &property, &value)
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
