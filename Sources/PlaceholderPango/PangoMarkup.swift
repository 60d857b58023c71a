// The hint's markup read by Pango, the one interpreter of markup for screen and speech alike.
import CPango
import PlaceholderCore

/// Reads hints as Pango markup for the core: valid or not, and the text it draws.
///
/// ```swift
/// PangoMarkup.read("<b>Bold</b> &amp; co").text   // "Bold & co"
/// PangoMarkup.read("<b>never closed")             // .invalid("<b>never closed"): shown as written
/// ```
public enum PangoMarkup {
    /// What Pango makes of `markup`; invalid markup is shown as written.
    public static func read(_ markup: String) -> MarkupReading {
        var text: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<GError>?
        let parsed = pango_parse_markup(markup, -1, 0, nil, &text, nil, &error)
        if let error { g_error_free(error) }
        defer { g_free(text) }
        guard parsed != 0, let text else { return .invalid(markup) }
        return MarkupReading(markup: markup, isValid: true, text: String(cString: text))
    }
}
