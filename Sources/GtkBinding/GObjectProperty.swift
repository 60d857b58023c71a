// Reading and writing GObject properties by name.
//
// `g_object_set` and `g_object_get` are variadic and do not import; these go through a GValue.
import CGtk

/// Typed access to GObject properties.
///
/// ```swift
/// GObjectProperty.set(settings.object, "gtk-enable-animations", false)
/// let margin: Int32 = GObjectProperty.int(textView.object, "left-margin")
/// ```
@MainActor
public enum GObjectProperty {
    /// Sets a boolean property.
    public static func set(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ value: Bool) {
        var gvalue = GValue()
        g_value_init(&gvalue, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_BOOLEAN
        g_value_set_boolean(&gvalue, value ? 1 : 0)
        g_object_set_property(object, name, &gvalue)
        g_value_unset(&gvalue)
    }

    /// Sets an integer property.
    public static func set(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ value: Int32) {
        var gvalue = GValue()
        g_value_init(&gvalue, GType(6 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_INT
        g_value_set_int(&gvalue, value)
        g_object_set_property(object, name, &gvalue)
        g_value_unset(&gvalue)
    }

    /// Sets a string property (nil sets NULL).
    public static func set(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ value: String?) {
        var gvalue = GValue()
        g_value_init(&gvalue, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
        g_value_set_string(&gvalue, value)
        g_object_set_property(object, name, &gvalue)
        g_value_unset(&gvalue)
    }

    /// Reads a boolean property.
    public static func bool(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> Bool {
        var gvalue = GValue()
        g_value_init(&gvalue, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))
        g_object_get_property(object, name, &gvalue)
        defer { g_value_unset(&gvalue) }
        return g_value_get_boolean(&gvalue) != 0
    }

    /// Reads an integer property.
    public static func int(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> Int32 {
        var gvalue = GValue()
        g_value_init(&gvalue, GType(6 << G_TYPE_FUNDAMENTAL_SHIFT))
        g_object_get_property(object, name, &gvalue)
        defer { g_value_unset(&gvalue) }
        return g_value_get_int(&gvalue)
    }

    /// Reads a string property.
    public static func string(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> String? {
        var gvalue = GValue()
        g_value_init(&gvalue, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))
        g_object_get_property(object, name, &gvalue)
        defer { g_value_unset(&gvalue) }
        return g_value_get_string(&gvalue).map { String(cString: $0) }
    }
}
