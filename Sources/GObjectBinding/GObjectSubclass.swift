// Registering a GObject subclass whose state lives in Swift.
import CGLib

/// Registers subclasses that add no C fields: their class and instance structs have the parent's
/// sizes, and what an instance holds is Swift state attached as object data. The name is taken for
/// the whole process (GType names are process-wide), so each carries the project's prefix.
///
/// ```swift
/// static let gType = GObjectSubclass.register("PlaceholderPositioningOverlay", parent: gtk_overlay_get_type(), classInit: classInit)
/// ```
public enum GObjectSubclass {
    /// Registers `name` as a subclass of `parent` with `classInit` and, when given, `instanceInit`;
    /// call it once per name (from a `static let`).
    public static func register(
        _ name: String, parent: GType, classInit: GClassInitFunc, instanceInit: GInstanceInitFunc? = nil
    ) -> GType {
        var parentInfo = GTypeQuery()
        g_type_query(parent, &parentInfo)
        return g_type_register_static_simple(
            parent, name, parentInfo.class_size, classInit, parentInfo.instance_size, instanceInit,
            GTypeFlags(rawValue: 0))
    }
}
