// The hint's colour when neither the app nor its CSS sets one: the colour the toolkit's own
// entry gives its placeholder, so an entry and a text view in one form show one kind of hint.

/// Where the hint's default colour comes from.
public enum HintColor: Equatable, Sendable {
    /// The theme's own placeholder colour (GtkEntry's `placeholder_text_color`).
    case themePlaceholderColor
    /// An opaque grey with each of red, green and blue at `level` (0...1).
    case grey(level: Double)
    /// The text's foreground at `opacity`.
    case dimmedForeground(opacity: Double)

    /// How a toolkit's own entry colours its placeholder where the theme names no colour.
    public enum EntryFallback: Sendable {
        /// GTK 3's GtkEntry and GtkCellRendererText: an opaque grey, `entryGreyLevel`
        /// (gtkentry.c: `GdkRGBA fg = { 0.5, 0.5, 0.5 }`).
        case middleGrey
        /// GTK 4's GtkText: Adwaita gives its `placeholder` node the opacity of `.dim-label`,
        /// `dimmedOpacity`, over the text's colour.
        case dimmedText
    }

    /// GTK 3's grey level for a placeholder.
    public static let entryGreyLevel = 0.5

    /// Adwaita's `.dim-label` opacity, which GTK 4 entries give their placeholder.
    public static let dimmedOpacity = 0.55

    /// The default: the theme's placeholder colour where it defines one, else what the toolkit's
    /// entry does.
    public static func fallback(themeDefinesPlaceholderColor: Bool, entry: EntryFallback) -> HintColor {
        if themeDefinesPlaceholderColor { return .themePlaceholderColor }
        switch entry {
        case .middleGrey: return .grey(level: entryGreyLevel)
        case .dimmedText: return .dimmedForeground(opacity: dimmedOpacity)
        }
    }
}
