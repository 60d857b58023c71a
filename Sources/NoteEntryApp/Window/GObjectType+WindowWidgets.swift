// GTypes of the main window's search bar, menus, popovers, message bars, dialogs and text tags, for checked casts.
import CGtk
import GtkBinding

extension GtkSearchBar: GObjectType { public static var gType: GType { gtk_search_bar_get_type() } }
extension GtkSearchEntry: GObjectType { public static var gType: GType { gtk_search_entry_get_type() } }
extension GtkMenuButton: GObjectType { public static var gType: GType { gtk_menu_button_get_type() } }
extension GtkToggleButton: GObjectType { public static var gType: GType { gtk_toggle_button_get_type() } }
extension GtkShortcutsWindow: GObjectType { public static var gType: GType { gtk_shortcuts_window_get_type() } }
extension GtkAboutDialog: GObjectType { public static var gType: GType { gtk_about_dialog_get_type() } }
extension GtkDialog: GObjectType { public static var gType: GType { gtk_dialog_get_type() } }
extension GtkImage: GObjectType { public static var gType: GType { gtk_image_get_type() } }
extension GtkNativeDialog: GObjectType { public static var gType: GType { gtk_native_dialog_get_type() } }
extension GtkStack: GObjectType { public static var gType: GType { gtk_stack_get_type() } }
extension GtkTreeView: GObjectType { public static var gType: GType { gtk_tree_view_get_type() } }
extension GtkTreeSelection: GObjectType { public static var gType: GType { gtk_tree_selection_get_type() } }
extension GtkMenuShell: GObjectType { public static var gType: GType { gtk_menu_shell_get_type() } }
extension GtkAccelLabel: GObjectType { public static var gType: GType { gtk_accel_label_get_type() } }
extension GtkComboBoxText: GObjectType { public static var gType: GType { gtk_combo_box_text_get_type() } }
extension GtkTextTag: GObjectType { public static var gType: GType { gtk_text_tag_get_type() } }
extension GtkPopover: GObjectType { public static var gType: GType { gtk_popover_get_type() } }
