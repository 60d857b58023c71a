// Test code run with the theme's light or dark variant, as a user's dark-style preference picks it:
// the setup every contrast test measured in both variants shares. One source for both test kits:
// PlaceholderTesting4 (the GTK 4 package) compiles this file too, with PLACEHOLDER_GTK4.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// GTK's `gtk-application-prefer-dark-theme` set for a test, on the started test display, until
/// `restore()` puts it back.
///
/// ```swift
/// let theme = try PreferredDarkTheme(dark: true)
/// defer { theme.restore() }
/// try Snapshot(of: label).save(label: theme.variant, testName: name)
/// ```
@MainActor
public struct PreferredDarkTheme {
    private static let setting = "gtk-application-prefer-dark-theme"
    private let settings: UnsafeMutablePointer<GObject>
    private let was: Bool
    /// The variant preferred, "dark" or "light", to label a test's pictures and messages.
    public let variant: String

    /// Starts the test display if it is not yet (`TestDisplay.start()`) and prefers the theme's
    /// dark variant (or the light one).
    /// - Throws: `TestDisplay.StartError` when there is no display to test on.
    public init(dark: Bool) throws {
        try TestDisplay.start()
        settings = UnsafeMutableRawPointer(gtk_settings_get_default()!).assumingMemoryBound(to: GObject.self)
        was = GObjectProperty.bool(settings, Self.setting)
        variant = dark ? "dark" : "light"
        GObjectProperty.set(settings, Self.setting, dark)
    }

    /// Puts back the preference found.
    public func restore() {
        GObjectProperty.set(settings, Self.setting, was)
    }
}
