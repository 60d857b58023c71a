// The hint's colour, through CSS so themes and apps can restyle it.
import CGtk
import GtkBinding

/// Colours the hint label with a CSS provider of its own.
///
/// The default colour sits at a priority between the theme and the application, so an app's CSS
/// (`.placeholdertextview label.placeholder { color: … }`) overrides it; an explicit colour set
/// through the API sits above the application's CSS, so code wins over stylesheets.
@MainActor
final class PlaceholderColorStyle {
    private let label: UnsafeMutablePointer<GtkWidget>
    private let textView: UnsafeMutablePointer<GtkWidget>
    private let defaultProvider: UnsafeMutablePointer<GtkCssProvider>
    private let explicitProvider: UnsafeMutablePointer<GtkCssProvider>
    private var appliedDefault = ""

    /// The app's colour, or nil for the theme's.
    var explicitColor: String? {
        didSet { loadExplicitColor() }
    }

    init(label: UnsafeMutablePointer<GtkWidget>, textView: UnsafeMutablePointer<GtkWidget>) {
        self.label = label
        self.textView = textView
        defaultProvider = gtk_css_provider_new()
        explicitProvider = gtk_css_provider_new()
        let context = gtk_widget_get_style_context(label)
        let providerBetweenThemeAndApplication = UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME + GTK_STYLE_PROVIDER_PRIORITY_SETTINGS) / 2
        gtk_style_context_add_provider(context, OpaquePointer(defaultProvider), providerBetweenThemeAndApplication)
        gtk_style_context_add_provider(context, OpaquePointer(explicitProvider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1))
        themeChanged()
    }

    isolated deinit {
        g_object_unref(defaultProvider)
        g_object_unref(explicitProvider)
    }

    /// Re-reads the theme's placeholder colour (after a theme or style change).
    func themeChanged() {
        let css = "label.placeholder { color: \(themeColor); }"
        guard css != appliedDefault else { return }
        appliedDefault = css
        load(css, into: defaultProvider)
    }

    /// GtkEntry's placeholder colour where the theme names one; else the text colour at 55 %,
    /// which keeps the hint legible in light and dark themes alike.
    private var themeColor: String {
        let context = gtk_widget_get_style_context(textView)
        var color = GdkRGBA()
        if gtk_style_context_lookup_color(context, "placeholder_text_color", &color) == 0 {
            gtk_style_context_get_color(context, gtk_style_context_get_state(context), &color)
            color.alpha *= 0.55
        }
        let text = gdk_rgba_to_string(&color)!
        defer { g_free(text) }
        return String(cString: text)
    }

    private func loadExplicitColor() {
        guard let explicitColor, !explicitColor.isEmpty else {
            load("", into: explicitProvider)
            return
        }
        if !load("label.placeholder { color: \(explicitColor); }", into: explicitProvider) {
            GLibLog.warning("placeholder colour \"\(explicitColor)\" is not a CSS colour; the theme's is used",
                domain: PlaceholderTextView.logDomain)
            load("", into: explicitProvider)
        }
    }

    @discardableResult
    private func load(_ css: String, into provider: UnsafeMutablePointer<GtkCssProvider>) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let ok = gtk_css_provider_load_from_data(provider, css, -1, &error)
        if let error { g_error_free(error) }
        return ok != 0 && error == nil
    }
}
