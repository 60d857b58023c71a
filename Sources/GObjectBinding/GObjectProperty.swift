// Reading and writing GObject properties by name.
//
// `g_object_set` and `g_object_get` are variadic and do not import; these go through a GValue.
import CGLib

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
        write(object, name, FundamentalType.boolean) { g_value_set_boolean($0, value ? 1 : 0) }
    }

    /// Sets an integer property.
    public static func set(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ value: Int32) {
        write(object, name, FundamentalType.int) { g_value_set_int($0, value) }
    }

    /// Sets a string property (nil sets NULL).
    public static func set(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ value: String?) {
        write(object, name, FundamentalType.string) { g_value_set_string($0, value) }
    }

    /// Sets a floating-point property.
    public static func set(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ value: Double) {
        write(object, name, FundamentalType.double) { g_value_set_double($0, value) }
    }

    /// Sets an enumeration property of enum type `type` (a C enum's value, e.g. `PANGO_STYLE_ITALIC.rawValue`).
    public static func set(_ object: UnsafeMutablePointer<GObject>, _ name: String, enumValue: Int32, of type: GType) {
        write(object, name, type) { g_value_set_enum($0, enumValue) }
    }

    /// Sets a boxed property of boxed type `type` (GdkRGBA, PangoFontDescription ...) to a copy of `value`.
    public static func set(
        _ object: UnsafeMutablePointer<GObject>, _ name: String, boxed value: UnsafeRawPointer?, of type: GType
    ) {
        write(object, name, type) { g_value_set_boxed($0, value) }
    }

    /// Reads a boolean property.
    public static func bool(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> Bool {
        read(object, name, FundamentalType.boolean) { g_value_get_boolean($0) != 0 }
    }

    /// Reads an integer property.
    public static func int(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> Int32 {
        read(object, name, FundamentalType.int) { g_value_get_int($0) }
    }

    /// Reads a string property.
    public static func string(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> String? {
        read(object, name, FundamentalType.string) { g_value_get_string($0).map { String(cString: $0) } }
    }

    /// Sets `name` from a GValue of `type` that `fill` gives its value.
    private static func write(
        _ object: UnsafeMutablePointer<GObject>, _ name: String, _ type: GType,
        _ fill: (UnsafeMutablePointer<GValue>) -> Void
    ) {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        fill(&value)
        g_object_set_property(object, name, &value)
    }

    /// Reads `name` into a GValue of `type` and returns what `extract` takes out of it.
    private static func read<Result>(
        _ object: UnsafeMutablePointer<GObject>, _ name: String, _ type: GType,
        _ extract: (UnsafeMutablePointer<GValue>) -> Result
    ) -> Result {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        g_object_get_property(object, name, &value)
        return extract(&value)
    }
}
