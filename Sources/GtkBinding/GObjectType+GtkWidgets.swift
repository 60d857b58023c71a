// The GTK types the widget, the test kit and the apps cast between (GObjectType is GObjectBinding's).
import CGtk
import GObjectBinding

extension GtkWidget: GObjectType { public static var gType: GType { gtk_widget_get_type() } }
extension GtkContainer: GObjectType { public static var gType: GType { gtk_container_get_type() } }
extension GtkBin: GObjectType { public static var gType: GType { gtk_bin_get_type() } }
extension GtkBox: GObjectType { public static var gType: GType { gtk_box_get_type() } }
extension GtkWindow: GObjectType { public static var gType: GType { gtk_window_get_type() } }
extension GtkTextView: GObjectType { public static var gType: GType { gtk_text_view_get_type() } }
extension GtkTextBuffer: GObjectType { public static var gType: GType { gtk_text_buffer_get_type() } }
extension GtkLabel: GObjectType { public static var gType: GType { gtk_label_get_type() } }
extension GtkOverlay: GObjectType { public static var gType: GType { gtk_overlay_get_type() } }
extension GtkButton: GObjectType { public static var gType: GType { gtk_button_get_type() } }
extension GtkEntry: GObjectType { public static var gType: GType { gtk_entry_get_type() } }
extension GtkActionBar: GObjectType { public static var gType: GType { gtk_action_bar_get_type() } }
extension GtkScrolledWindow: GObjectType { public static var gType: GType { gtk_scrolled_window_get_type() } }
extension GtkApplication: GObjectType { public static var gType: GType { gtk_application_get_type() } }
extension GtkApplicationWindow: GObjectType { public static var gType: GType { gtk_application_window_get_type() } }
extension GtkListBox: GObjectType { public static var gType: GType { gtk_list_box_get_type() } }
extension GtkHeaderBar: GObjectType { public static var gType: GType { gtk_header_bar_get_type() } }
extension GtkSettings: GObjectType { public static var gType: GType { gtk_settings_get_type() } }
extension GtkCssProvider: GObjectType { public static var gType: GType { gtk_css_provider_get_type() } }
extension GtkRange: GObjectType { public static var gType: GType { gtk_range_get_type() } }
extension GtkPaned: GObjectType { public static var gType: GType { gtk_paned_get_type() } }

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget, from the `GtkWidget*` that GTK constructors return (never null for them).
    public init(widget pointer: UnsafeMutablePointer<GtkWidget>?) {
        guard let pointer else { preconditionFailure("a GTK constructor returned NULL") }
        self = pointer
    }
}
