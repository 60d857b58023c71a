// Checked casts between the GObject C types the project uses.
//
// C GTK casts with macros (GTK_WIDGET(p), GTK_TEXT_VIEW(p)) that do not import into Swift.
// `GObjectType` gives each imported struct its GType so a cast can be checked at run time
// with `g_type_check_instance_is_a`, the same test the C macros make in debug builds.
import CGtk

/// A C struct that is the instance type of a registered GObject class.
///
/// ```swift
/// let textView: UnsafeMutablePointer<GtkTextView> = widget.cast(to: GtkTextView.self)
/// ```
public protocol GObjectType {
    /// The GType of the class whose instances have this layout.
    static var gType: GType { get }
}

extension GObject: GObjectType { public static var gType: GType { g_object_get_type() } }
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

/// Whether `pointer` is a live instance of `T`'s class or of a subclass of it.
public func isInstance<T: GObjectType>(_ pointer: UnsafeMutableRawPointer?, of type: T.Type) -> Bool {
    guard let pointer else { return false }
    return g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), T.gType) != 0
}

/// `pointer` as a `T`, or nil when it is null or not an instance of `T`'s class.
public func checkedCast<T: GObjectType>(_ pointer: UnsafeMutableRawPointer?, to type: T.Type) -> UnsafeMutablePointer<T>? {
    guard let pointer, isInstance(pointer, of: type) else { return nil }
    return pointer.assumingMemoryBound(to: T.self)
}

extension UnsafeMutablePointer where Pointee: GObjectType {
    /// The same instance as another GObject type; stops the program if the instance is not one
    /// (a wrong cast is a programming error, as it is with GTK's C cast macros).
    public func cast<T: GObjectType>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        guard let result = checkedCast(UnsafeMutableRawPointer(self), to: type) else {
            preconditionFailure("\(Pointee.self) instance is not a \(T.self)")
        }
        return result
    }

    /// The instance as a plain `GObject`, for the GObject API (properties, data, references).
    public var object: UnsafeMutablePointer<GObject> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GObject.self) }

    /// The instance as an untyped pointer, for `gpointer` parameters.
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget, from the `GtkWidget*` that GTK constructors return (never null for them).
    public init(widget pointer: UnsafeMutablePointer<GtkWidget>?) {
        guard let pointer else { preconditionFailure("a GTK constructor returned NULL") }
        self = pointer
    }
}
