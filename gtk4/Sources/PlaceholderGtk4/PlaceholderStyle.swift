// The hint's default colour, as a style sheet themes and apps can override.
import CGtk4
import PlaceholderCore

/// Installs, once per display, the fallback style of the hint's CSS node: dimmed text. It is at
/// fallback priority, so a theme's or an app's `textview placeholder { … }` wins.
@MainActor
enum PlaceholderStyle {
    /// The fallback rules: the foreground dimmed as the core decides for both toolkits.
    static let css = "textview placeholder { color: alpha(currentColor, \(HintColor.dimmedOpacity)); }"
    private static var installed = false

    /// Adds the fallback style sheet to the default display, if not done yet.
    static func installOnce() {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
        g_object_unref(provider)
    }
}
