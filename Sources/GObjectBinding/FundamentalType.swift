// GLib's fundamental GTypes, which are macros in C (G_TYPE_STRING ...) and do not import.
import CGLib

/// The fundamental GTypes the project uses, computed as GLib's `G_TYPE_MAKE_FUNDAMENTAL` does.
///
/// ```swift
/// g_value_init(&value, FundamentalType.string)
/// ```
public enum FundamentalType {
    /// `G_TYPE_NONE`.
    public static let none = make(1)
    /// `G_TYPE_BOOLEAN`.
    public static let boolean = make(5)
    /// `G_TYPE_INT`.
    public static let int = make(6)
    /// `G_TYPE_DOUBLE`.
    public static let double = make(15)
    /// `G_TYPE_STRING`.
    public static let string = make(16)

    private static func make(_ number: Int) -> GType { GType(number << G_TYPE_FUNDAMENTAL_SHIFT) }
}
