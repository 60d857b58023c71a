// Whether a string is valid Pango markup, asked of Pango itself.
import CGtk

enum PangoMarkupValidation {
    /// True when Pango parses `markup` without error (so GtkLabel would not warn on it).
    static func isValid(_ markup: String) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let parsed = pango_parse_markup(markup, -1, 0, nil, nil, nil, &error)
        if let error { g_error_free(error) }
        return parsed != 0
    }
}
