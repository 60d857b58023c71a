// Following the desktop's light or dark style.
import CHandy

/// The app follows the system's `color-scheme` (dark style on, or off) as GNOME apps do, through
/// libhandy's `HdyStyleManager`: the settings portal when there is one, else GNOME's own setting
/// (`org.gnome.desktop.interface color-scheme`). libhandy's default is light whatever the
/// system prefers, for apps not made for a dark theme; this one is.
enum SystemColorScheme {
    /// Makes every window of the app follow the system's preference, light when it has none.
    /// Call after `gtk_init`.
    @MainActor
    static func follow() {
        hdy_init()
        hdy_style_manager_set_color_scheme(hdy_style_manager_get_default(), HDY_COLOR_SCHEME_PREFER_LIGHT)
    }
}
