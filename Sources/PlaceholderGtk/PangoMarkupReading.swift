// The hint's markup read by Pango (PlaceholderPango's `PangoMarkup`), warning about invalid markup.
import GtkBinding
import PlaceholderCore
import PlaceholderPango

/// Reads hints as Pango markup for the core: valid or not, and the text it draws.
package enum PangoMarkupReading {
    /// What Pango makes of `markup`. Invalid markup is shown as written, with one warning.
    package static func read(_ markup: String) -> MarkupReading {
        let reading = PangoMarkup.read(markup)
        if !reading.isValid {
            GLibLog.warning(
                "placeholder markup is invalid and is shown as plain text: \(markup.prefix(80))",
                domain: PlaceholderTextView.logDomain)
        }
        return reading
    }
}
