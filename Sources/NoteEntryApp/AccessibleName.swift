// Names screen readers announce for controls that show no text, or show a different text.
import CGtk

/// Sets and reads the accessible (ATK) name of a widget.
@MainActor
enum AccessibleName {
    /// Gives `widget` the accessible name `name`.
    static func set(_ name: String, on widget: UnsafeMutablePointer<GtkWidget>) {
        guard let accessible = gtk_widget_get_accessible(widget) else { return }
        atk_object_set_name(accessible, name)
    }

    /// The accessible name of `widget`, or "" when it has none.
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        guard let accessible = gtk_widget_get_accessible(widget), let name = atk_object_get_name(accessible) else {
            return ""
        }
        return String(cString: name)
    }
}
