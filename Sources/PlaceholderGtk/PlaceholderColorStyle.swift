// The hint's colour, through CSS so themes and apps can restyle it.
import CGtk
import GtkBinding
import PlaceholderCore

/// Colours hint labels through CSS.
///
/// The default colour comes from one stylesheet shared by every hint on the screen, at a priority
/// between the theme's and the application's, so an app's CSS (`textview label.placeholder { color: … }`
/// for an attached hint, `placeholdertextview label.placeholder` for the widget's) overrides it. A colour set through the
/// API gets a provider of its own on that label, above the application's CSS: code wins over
/// stylesheets. Most views never set one, so most views parse no CSS at all.
@MainActor
final class PlaceholderColorStyle {
    private let label: UnsafeMutablePointer<GtkWidget>
    private var explicitProvider: UnsafeMutablePointer<GtkCssProvider>?

    /// The app's colour, or nil for the theme's.
    var explicitColor: String? {
        didSet { loadExplicitColor() }
    }

    init(label: UnsafeMutablePointer<GtkWidget>) {
        self.label = label
        Self.installSharedStyle()
    }

    isolated deinit {
        if let explicitProvider { g_object_unref(explicitProvider) }
    }

    // MARK: - The shared default

    private static var sharedProvider: UnsafeMutablePointer<GtkCssProvider>?
    private static var themeConnection: SignalConnection?

    /// The default colour as CSS: `HintColor.fallback` decides, from whether the theme defines
    /// GtkEntry's `placeholder_text_color`. The colour is state-independent, as GtkEntry's is.
    static func defaultColorCSS(for screen: OpaquePointer) -> String {
        let probe = gtk_style_context_new()!
        defer { g_object_unref(probe) }
        gtk_style_context_set_screen(probe, screen)
        var color = GdkRGBA()
        let themeColor = gtk_style_context_lookup_color(probe, "placeholder_text_color", &color) != 0
        let value: String
        switch HintColor.fallback(themeDefinesPlaceholderColor: themeColor, entry: .middleGrey) {
        case .themePlaceholderColor: value = "@placeholder_text_color"
        case .grey(let level): value = cssGrey(level: level)
        case .dimmedForeground(let opacity): value = "alpha(currentColor, \(opacity))"
        }
        // The widget's label sits beside its text view; an attached hint's is the view's child.
        let label = "label.\(PlaceholderLabel.styleClass)"
        return "\(PlaceholderTextViewType.cssName) \(label), textview \(label) { color: \(value); }"
    }

    private static func installSharedStyle() {
        guard sharedProvider == nil, let screen = gdk_screen_get_default() else { return }
        let provider = gtk_css_provider_new()!
        sharedProvider = provider
        reloadSharedStyle()
        let betweenThemeAndSettings =
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME + GTK_STYLE_PROVIDER_PRIORITY_SETTINGS) / 2
        gtk_style_context_add_provider_for_screen(screen, OpaquePointer(provider), betweenThemeAndSettings)
        if let settings = gtk_settings_get_default() {
            themeConnection = SignalConnection(
                settings, "notify::gtk-theme-name", argument: { _ in reloadSharedStyle() })
        }
    }

    private static func reloadSharedStyle() {
        guard let provider = sharedProvider, let screen = gdk_screen_get_default() else { return }
        load(defaultColorCSS(for: screen), into: provider)
    }

    // MARK: - An app's colour

    private func loadExplicitColor() {
        let context = gtk_widget_get_style_context(label)
        guard let explicitColor, !explicitColor.isEmpty else {
            if let provider = explicitProvider { gtk_style_context_remove_provider(context, OpaquePointer(provider)) }
            return
        }
        // Checked before it reaches the CSS parser, which would report a theme parsing error.
        var parsed = GdkRGBA()
        guard gdk_rgba_parse(&parsed, explicitColor) != 0 else {
            GLibLog.warning(
                "placeholder-color: \(quotedForWarning(explicitColor)) is not a colour; the theme's colour is used",
                domain: PlaceholderTextView.logDomain)
            if let provider = explicitProvider { gtk_style_context_remove_provider(context, OpaquePointer(provider)) }
            return
        }
        let provider: UnsafeMutablePointer<GtkCssProvider>
        if let existing = explicitProvider {
            provider = existing
        } else {
            provider = gtk_css_provider_new()!
            explicitProvider = provider
        }
        let css = gdk_rgba_to_string(&parsed)!
        defer { g_free(css) }
        Self.load("label.\(PlaceholderLabel.styleClass) { color: \(String(cString: css)); }", into: provider)
        gtk_style_context_add_provider(
            context, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1))
    }

    @discardableResult
    private static func load(_ css: String, into provider: UnsafeMutablePointer<GtkCssProvider>) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let ok = gtk_css_provider_load_from_data(provider, css, -1, &error)
        if let error { g_error_free(error) }
        return ok != 0
    }
}
