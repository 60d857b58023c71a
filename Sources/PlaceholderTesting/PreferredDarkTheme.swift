// Test code run with the theme's light or dark variant, as a user's dark-style preference picks it.
import CGtk
import GtkBinding

/// GTK's `gtk-application-prefer-dark-theme` set for a test, until `restore()` puts it back.
///
/// ```swift
/// let preference = PreferredDarkTheme(dark: true)
/// defer { preference.restore() }
/// ```
@MainActor
public struct PreferredDarkTheme {
    private static let setting = "gtk-application-prefer-dark-theme"
    private let settings: UnsafeMutablePointer<GtkSettings>
    private let was: Bool

    /// Prefers the dark variant (or the light one); the display must be started (`TestDisplay.start()`).
    public init(dark: Bool) {
        settings = gtk_settings_get_default()!
        was = GObjectProperty.bool(settings.object, Self.setting)
        GObjectProperty.set(settings.object, Self.setting, dark)
    }

    /// Puts back the preference found.
    public func restore() {
        GObjectProperty.set(settings.object, Self.setting, was)
    }
}
