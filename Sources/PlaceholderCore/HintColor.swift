// The hint's colour when neither the app nor its CSS sets one.

/// Where the hint's default colour comes from.
public enum HintColor: Equatable, Sendable {
    /// The theme's own placeholder colour (GtkEntry's `placeholder_text_color`).
    case themePlaceholderColor
    /// The text's foreground at `opacity`, legible on light and dark themes alike.
    case dimmedForeground(opacity: Double)

    /// How much the foreground is dimmed when the theme has no placeholder colour.
    public static let dimmedOpacity = 0.55

    /// The default: the theme's placeholder colour where it defines one, else the foreground dimmed.
    public static func fallback(themeDefinesPlaceholderColor: Bool) -> HintColor {
        themeDefinesPlaceholderColor ? .themePlaceholderColor : .dimmedForeground(opacity: dimmedOpacity)
    }
}
