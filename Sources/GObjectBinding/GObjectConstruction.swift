// Creating GObjects with construct properties: `g_object_new` is variadic and does not import.
import CGLib

/// A construct-time property value for `makeObject`: a name and a value.
public enum ConstructProperty {
    /// A string property.
    case string(String, String)
    /// An enumeration property of the registered enum `type`.
    case enumeration(String, type: GType, value: Int32)
    /// An object property of type `type` (the view a hint attaches to, say).
    case object(String, type: GType, value: UnsafeMutableRawPointer?)
}

/// A new instance of `type` with `properties` set at construction (the only way to set
/// construct-only properties such as GTK 4's `css-name` and `accessible-role`). Widgets come floating.
///
/// ```swift
/// let label = makeObject(gtk_label_get_type(), [.string("css-name", "placeholder")])
/// ```
@MainActor
public func makeObject(_ type: GType, _ properties: [ConstructProperty] = []) -> UnsafeMutableRawPointer {
    var names: [UnsafePointer<CChar>?] = []
    var values = [GValue](repeating: GValue(), count: properties.count)
    for (index, property) in properties.enumerated() {
        switch property {
        case .string(let name, let value):
            names.append(UnsafePointer(strdup(name)))
            g_value_init(&values[index], FundamentalType.string)
            g_value_set_string(&values[index], value)
        case .enumeration(let name, let enumType, let value):
            names.append(UnsafePointer(strdup(name)))
            g_value_init(&values[index], enumType)
            g_value_set_enum(&values[index], value)
        case .object(let name, let objectType, let value):
            names.append(UnsafePointer(strdup(name)))
            g_value_init(&values[index], objectType)
            g_value_set_object(&values[index], value)
        }
    }
    defer {
        for name in names { free(UnsafeMutablePointer(mutating: name)) }
        for index in values.indices { g_value_unset(&values[index]) }
    }
    return names.withUnsafeMutableBufferPointer { namePointers in
        values.withUnsafeMutableBufferPointer { valuePointers in
            UnsafeMutableRawPointer(
                g_object_new_with_properties(
                    type, guint(properties.count), namePointers.baseAddress, valuePointers.baseAddress))!
        }
    }
}
