// Checked casts between GObject C types (GTK's own types: GtkBinding).
//
// C GTK casts with macros (GTK_WIDGET(p), GTK_TEXT_VIEW(p)) that do not import into Swift.
// `GObjectType` gives each imported struct its GType so a cast can be checked at run time
// with `g_type_check_instance_is_a`, the same test the C macros make in debug builds.
import CGLib

/// A C struct that is the instance type of a registered GObject class.
///
/// ```swift
/// let object: UnsafeMutablePointer<GObject> = application.cast(to: GObject.self)
/// ```
public protocol GObjectType {
    /// The GType of the class whose instances have this layout.
    static var gType: GType { get }
}

extension GObject: GObjectType { public static var gType: GType { g_object_get_type() } }
extension GApplication: GObjectType { public static var gType: GType { g_application_get_type() } }

/// Whether `pointer` is a live instance of `T`'s class or of a subclass of it.
public func isInstance<T: GObjectType>(_ pointer: UnsafeMutableRawPointer?, of type: T.Type) -> Bool {
    isInstance(pointer, ofType: T.gType)
}

/// Whether `pointer` is a live instance of `type` or of a subclass: for the types a toolkit
/// imports as opaque pointers (GTK 4's final types: `GtkLabel`, `GtkScrollbar`, controllers ...).
public func isInstance(_ pointer: UnsafeMutableRawPointer?, ofType type: GType) -> Bool {
    guard let pointer else { return false }
    return g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0
}

/// `pointer` as a `T`, or nil when it is null or not an instance of `T`'s class.
public func checkedCast<T: GObjectType>(_ pointer: UnsafeMutableRawPointer?, to type: T.Type) -> UnsafeMutablePointer<
    T
>? {
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
    public var object: UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: GObject.self)
    }

    /// The instance as an untyped pointer, for `gpointer` parameters.
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }

    /// The instance as an interface pointer the C API imports opaquely (`GtkAccessible *`,
    /// `GdkPaintable *`).
    public var opaque: OpaquePointer { OpaquePointer(self) }
}
