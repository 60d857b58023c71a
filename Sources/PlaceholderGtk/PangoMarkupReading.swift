// The hint's markup read by Pango, the one interpreter of markup for screen and speech alike.
import CGtk
import GtkBinding
import PlaceholderCore

/// Reads hints as Pango markup for the core: valid or not, and the text it draws.
package enum PangoMarkupReading {
    /// What Pango makes of `markup`. Invalid markup is shown as written, with one warning.
    package static func read(_ markup: String) -> MarkupReading {
        var text: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<GError>?
        let parsed = pango_parse_markup(markup, -1, 0, nil, &text, nil, &error)
        if let error { g_error_free(error) }
        defer { g_free(text) }
        guard parsed != 0, let text else {
            GLibLog.warning(
                "placeholder markup is invalid and is shown as plain text: \(markup.prefix(80))",
                domain: PlaceholderTextView.logDomain)
            return .invalid(markup)
        }
        return MarkupReading(markup: markup, isValid: true, text: String(cString: text))
    }
}
