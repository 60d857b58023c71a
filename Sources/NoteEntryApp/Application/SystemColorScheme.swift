// Following the desktop's light or dark style.
import CGtk
import CHandy
import GtkBinding

/// The app follows the system's `color-scheme` (dark style on, or off) and high contrast as GNOME
/// apps do, through libhandy's `HdyStyleManager`: the settings portal when there is one, else
/// GNOME's own settings (`org.gnome.desktop.interface color-scheme`,
/// `org.gnome.desktop.a11y.interface high-contrast`). libhandy's default is light whatever the
/// system prefers, for apps not made for a dark theme; this one is.
///
/// The style manager is made only once the system asks for dark or high contrast: made, it sets
/// GTK's dark preference and resets the theme's name even when both stay as they are, and GTK
/// parses the whole theme again for each, which a light window does not need. Until then the same
/// settings are read here, and watched.
@MainActor
enum SystemColorScheme {
    private static var watched: [(settings: UnsafeMutablePointer<GSettings>, connection: SignalConnection)] = []

    /// Makes every window of the app follow the system's preference, light when it has none.
    /// Call after `gtk_init`.
    static func follow() {
        hdy_init()
        if portalRuns() || settingsAskForStyle() {
            startStyleManager()
            return
        }
        for (schema, key) in settingsKeys {
            guard let settings = settings(schema, key) else { continue }
            let connection = SignalConnection(object: OpaquePointer(settings), "changed::\(key)") { _ in
                if settingsAskForStyle() { startStyleManager() }
            }
            watched.append((settings, connection))
        }
    }

    /// The GNOME settings libhandy reads without a portal.
    private static let settingsKeys = [
        ("org.gnome.desktop.interface", "color-scheme"), ("org.gnome.desktop.a11y.interface", "high-contrast"),
    ]

    private static func startStyleManager() {
        for (settings, connection) in watched {
            connection.disconnect()
            g_object_unref(settings)
        }
        watched = []
        hdy_style_manager_set_color_scheme(hdy_style_manager_get_default(), HDY_COLOR_SCHEME_PREFER_LIGHT)
    }

    /// Whether GNOME's settings prefer dark or high contrast (false where their schemas are missing).
    private static func settingsAskForStyle() -> Bool {
        if let interface = settings("org.gnome.desktop.interface", "color-scheme") {
            defer { g_object_unref(interface) }
            if let scheme = g_settings_get_string(interface, "color-scheme") {
                defer { g_free(scheme) }
                if String(cString: scheme) == "prefer-dark" { return true }
            }
        }
        guard let accessibility = settings("org.gnome.desktop.a11y.interface", "high-contrast") else { return false }
        defer { g_object_unref(accessibility) }
        return g_settings_get_boolean(accessibility, "high-contrast") != 0
    }

    /// A `GSettings` of `schema` (owned by the caller) when it is installed with `key`.
    private static func settings(_ schema: String, _ key: String) -> UnsafeMutablePointer<GSettings>? {
        guard let source = g_settings_schema_source_get_default(),
            let found = g_settings_schema_source_lookup(source, schema, 1)
        else { return nil }
        defer { g_settings_schema_unref(found) }
        guard g_settings_schema_has_key(found, key) != 0 else { return nil }
        return g_settings_new_full(found, nil, nil)
    }

    /// Whether a settings portal answers (libhandy then follows it, and its changes, rather than
    /// GNOME's settings: the style manager is made at once).
    private static func portalRuns() -> Bool {
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        let arguments = [g_variant_new_string("org.freedesktop.appearance"), g_variant_new_string("color-scheme")]
        var error: UnsafeMutablePointer<GError>?
        let reply = arguments.withUnsafeBufferPointer { items in
            g_dbus_connection_call_sync(
                bus, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                "org.freedesktop.portal.Settings", "Read", g_variant_new_tuple(items.baseAddress, 2), nil,
                G_DBUS_CALL_FLAGS_NONE, 1_000, nil, &error)
        }
        g_clear_error(&error)
        guard let reply else { return false }
        g_variant_unref(reply)
        return true
    }
}
