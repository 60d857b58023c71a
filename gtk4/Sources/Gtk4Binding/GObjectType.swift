// Checked casts between GObject C types: GTK's cast macros do not import into Swift.
import CGtk4

/// A C struct that is the instance type of a registered GObject class.
///
/// ```swift
/// let window: UnsafeMutablePointer<GtkWindow> = widget.cast()
/// ```
public protocol GObjectType {
    /// The GType of the class whose instances have this layout.
    static var gType: GType { get }
}

extension GObject: GObjectType { public static var gType: GType { g_object_get_type() } }
extension GtkWidget: GObjectType { public static var gType: GType { gtk_widget_get_type() } }
extension GtkWindow: GObjectType { public static var gType: GType { gtk_window_get_type() } }
extension GtkBox: GObjectType { public static var gType: GType { gtk_box_get_type() } }
extension GtkTextView: GObjectType { public static var gType: GType { gtk_text_view_get_type() } }
extension GtkTextBuffer: GObjectType { public static var gType: GType { gtk_text_buffer_get_type() } }
extension GtkButton: GObjectType { public static var gType: GType { gtk_button_get_type() } }
extension GtkAdjustment: GObjectType { public static var gType: GType { gtk_adjustment_get_type() } }
extension GtkText: GObjectType { public static var gType: GType { gtk_text_get_type() } }

/// Whether `pointer` is a live instance of `T`'s class or of a subclass of it.
public func isInstance<T: GObjectType>(_ pointer: UnsafeMutableRawPointer?, of type: T.Type) -> Bool {
    guard let pointer else { return false }
    return g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), T.gType) != 0
}

/// Whether `pointer` is a live instance of `type` or of a subclass: for GTK 4's final types,
/// which import as opaque pointers (`GtkLabel`, `GtkScrollbar`, `GtkEventController` ...).
public func isInstance(_ pointer: UnsafeMutableRawPointer?, ofType type: GType) -> Bool {
    guard let pointer else { return false }
    return g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0
}

/// `pointer` as a `T`, or nil when it is null or not an instance of `T`'s class.
public func checkedCast<T: GObjectType>(_ pointer: UnsafeMutableRawPointer?, to type: T.Type) -> UnsafeMutablePointer<T>? {
    guard let pointer, isInstance(pointer, of: type) else { return nil }
    return pointer.assumingMemoryBound(to: T.self)
}

extension UnsafeMutablePointer where Pointee: GObjectType {
    /// The same instance as another GObject type; stops the program if it is not one (a wrong
    /// cast is a programming error, as with GTK's C cast macros).
    public func cast<T: GObjectType>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        guard let result = checkedCast(UnsafeMutableRawPointer(self), to: type) else {
            preconditionFailure("\(Pointee.self) instance is not a \(T.self)")
        }
        return result
    }

    /// The instance as a plain `GObject`.
    public var object: UnsafeMutablePointer<GObject> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GObject.self) }

    /// The instance as an untyped pointer, for `gpointer` parameters.
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }

    /// The instance as an interface pointer GTK imports opaquely (`GtkAccessible *`, `GdkPaintable *`).
    public var opaque: OpaquePointer { OpaquePointer(self) }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// A widget pointer from a constructor's result (`gtk_label_new` and friends never return null).
    public init(widget: UnsafeMutablePointer<GtkWidget>?) {
        self = widget!
    }
}
