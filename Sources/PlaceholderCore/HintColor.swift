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

    /// GTK 3's GtkEntry and GtkCellRendererText draw a placeholder in the theme's
    /// `placeholder_text_color`, else in this grey (gtkentry.c: `GdkRGBA fg = { 0.5, 0.5, 0.5 }`).
    public static let entryGreyLevel = 0.5

    /// GTK 4's GtkText styles its `placeholder` node with Adwaita's `.dim-label`, the foreground
    /// at this opacity.
    public static let dimmedOpacity = 0.55

    /// The GTK 3 default: the theme's placeholder colour where it defines one, else GtkEntry's grey.
    public static func fallback(themeDefinesPlaceholderColor: Bool) -> HintColor {
        themeDefinesPlaceholderColor ? .themePlaceholderColor : .grey(level: entryGreyLevel)
    }
}
