// GTypes of the widgets and objects an application window needs beyond the text view's own.
import CGtk
import GtkBinding

extension GtkInfoBar: GObjectType { public static var gType: GType { gtk_info_bar_get_type() } }
extension GtkListBoxRow: GObjectType { public static var gType: GType { gtk_list_box_row_get_type() } }
extension GtkAdjustment: GObjectType { public static var gType: GType { gtk_adjustment_get_type() } }
extension GtkPrintOperation: GObjectType { public static var gType: GType { gtk_print_operation_get_type() } }
