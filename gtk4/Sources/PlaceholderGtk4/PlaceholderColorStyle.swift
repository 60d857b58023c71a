// The hint's colour: the theme's placeholder colour or the core's fallback, restyled by CSS, and
// an app's explicit colour above every style sheet.
import CGtk4
import Gtk4Binding
import PlaceholderCore

/// Colours the hint's CSS node `placeholder` (`textview placeholder { color: … }` restyles it).
///
/// The default comes from one fallback-priority style sheet per display: the theme's
/// `placeholder_text_color` where the theme defines it, else the foreground dimmed as GTK 4's
/// entries dim their placeholder, as `HintColor.fallback` decides; themes' and apps' rules win over it. A colour
/// set through the API gets a provider of its own on the label, above the application's CSS:
/// code wins over style sheets.
@MainActor
final class PlaceholderColorStyle {
    private let label: UnsafeMutablePointer<GtkWidget>
    private var explicitProvider: OpaquePointer?

    /// The app's colour, or nil for the theme's.
    var explicitColor: String? {
        didSet { loadExplicitColor() }
    }

    /// Styles `label`, installing the display's default style first if it is not yet.
    init(label: UnsafeMutablePointer<GtkWidget>) {
        self.label = label
        Self.installDefault(probing: label)
    }

    isolated deinit {
        if let explicitProvider { g_object_unref(UnsafeMutableRawPointer(explicitProvider)) }
    }

    private static var installed = false

    /// The default rule, from whether the theme names a placeholder colour. The dimmed foreground
    /// is an opaque mix of the view's text and base colours, as Adwaita's placeholder opacity
    /// shows over a view: GTK 4.8's text view draws an overlay child twice, so a translucent
    /// colour or an opacity would be applied twice.
    static func defaultCSS(themeDefinesPlaceholderColor: Bool) -> String {
        let declaration: String
        switch HintColor.fallback(themeDefinesPlaceholderColor: themeDefinesPlaceholderColor, entry: .dimmedText) {
        case .themePlaceholderColor: declaration = "color: @placeholder_text_color;"
        case .grey(let level): declaration = "color: \(cssGrey(level: level));"
        case .dimmedForeground(let opacity):
            declaration = "color: mix(@theme_base_color, @theme_text_color, \(opacity));"
        }
        return "textview placeholder { \(declaration) }"
    }

    private static func installDefault(probing widget: UnsafeMutablePointer<GtkWidget>) {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        var color = GdkRGBA()
        let themeColor =
            gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), "placeholder_text_color", &color) != 0
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, defaultCSS(themeDefinesPlaceholderColor: themeColor), -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
        g_object_unref(provider)
    }

    private func loadExplicitColor() {
        let context = gtk_widget_get_style_context(label)
        if let explicitProvider { gtk_style_context_remove_provider(context, explicitProvider) }
        guard let explicitColor, !explicitColor.isEmpty else { return }
        // Checked before it reaches the CSS parser, which would report a parsing error.
        var parsed = GdkRGBA()
        guard gdk_rgba_parse(&parsed, explicitColor) != 0 else {
            GLibLog.warning(
                "placeholder-color: \(quotedForWarning(explicitColor)) is not a colour; the theme's colour is used",
                domain: PlaceholderTextView.logDomain)
            return
        }
        let provider = explicitProvider ?? OpaquePointer(gtk_css_provider_new()!)
        explicitProvider = provider
        let css = gdk_rgba_to_string(&parsed)!
        defer { g_free(css) }
        gtk_css_provider_load_from_data(
            UnsafeMutablePointer(provider), "placeholder { color: \(String(cString: css)); opacity: 1; }", -1)
        gtk_style_context_add_provider(context, provider, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1))
    }
}
