// Reading and writing GObject properties by name: `g_object_get`/`g_object_set` are variadic.
import CGtk4

/// Typed access to GObject properties by name.
///
/// ```swift
/// let animations = GObjectProperty.bool(settings.object, "gtk-enable-animations")
/// ```
@MainActor
public enum GObjectProperty {
    /// A boolean property's value.
    public static func bool(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
        defer { g_value_unset(&value) }
        g_object_get_property(object, name, &value)
        return g_value_get_boolean(&value) != 0
    }

    /// Sets a boolean property.
    public static func set(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ bool: Bool) {
        var value = GValue()
        g_value_init(&value, GType(5 << 2))
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, bool ? 1 : 0)
        g_object_set_property(object, name, &value)
    }

    /// A string property's value ("" when unset).
    public static func string(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> String {
        var value = GValue()
        g_value_init(&value, GType(16 << 2))
        defer { g_value_unset(&value) }
        g_object_get_property(object, name, &value)
        return g_value_get_string(&value).map { String(cString: $0) } ?? ""
    }
}
