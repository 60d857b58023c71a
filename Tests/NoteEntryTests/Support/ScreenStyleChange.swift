// A style change of the whole screen, as an app adding its CSS makes: every style context of
// every widget still known to GTK is updated, so one whose widget died shows up.
import CGtk
import PlaceholderTesting

@MainActor
enum ScreenStyleChange {
    /// Adds and removes a CSS provider for the screen and returns what GTK logged meanwhile.
    static func complaints() -> [String] {
        let log = GLibLogCapture(domains: ["Gtk", "Gdk", "GLib-GObject"])
        defer { log.stop() }
        let provider = gtk_css_provider_new()!
        defer { g_object_unref(provider) }
        gtk_css_provider_load_from_data(provider, "label, textview { color: #123456; }", -1, nil)
        let screen = gdk_screen_get_default()
        gtk_style_context_add_provider_for_screen(
            screen, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        gtk_style_context_reset_widgets(screen)
        MainLoop.drain()
        gtk_style_context_remove_provider_for_screen(screen, OpaquePointer(provider))
        MainLoop.drain()
        return log.messages
    }
}
