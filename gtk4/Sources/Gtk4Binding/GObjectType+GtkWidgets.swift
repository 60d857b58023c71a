// The GTK 4 types the widget, the test kit and the demo cast between. GObjectType is the root
// package's and these C types are GTK's, so each conformance is retroactive: it is this package's
// to declare, as GtkBinding declares GTK 3's (which needs no mark inside the root package).
import CGtk4
import GObjectBinding

extension GtkWidget: @retroactive GObjectType { public static var gType: GType { gtk_widget_get_type() } }
extension GtkWindow: @retroactive GObjectType { public static var gType: GType { gtk_window_get_type() } }
extension GtkBox: @retroactive GObjectType { public static var gType: GType { gtk_box_get_type() } }
extension GtkTextView: @retroactive GObjectType { public static var gType: GType { gtk_text_view_get_type() } }
extension GtkTextBuffer: @retroactive GObjectType { public static var gType: GType { gtk_text_buffer_get_type() } }
extension GtkButton: @retroactive GObjectType { public static var gType: GType { gtk_button_get_type() } }
extension GtkAdjustment: @retroactive GObjectType { public static var gType: GType { gtk_adjustment_get_type() } }
extension GtkText: @retroactive GObjectType { public static var gType: GType { gtk_text_get_type() } }

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget, from the `GtkWidget*` that GTK constructors return (never null for them).
    public init(widget pointer: UnsafeMutablePointer<GtkWidget>?) {
        guard let pointer else { preconditionFailure("a GTK constructor returned NULL") }
        self = pointer
    }
}
