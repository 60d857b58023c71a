// Spell checking of the note's body, with gspell: misspelled words underlined, suggestions and
// the language in the body's context menu. The app opts in; the widget itself stays free of it.
// The hint is a label over the text view, not text, so it is never checked.
import CGspell
import CGtk

/// Turns on gspell for a text view.
@MainActor
enum SpellChecking {
    /// Underlines misspelled words of `textView` as they are typed, in the user's language
    /// (gspell's default: the first of the locale's languages it has a dictionary for), with
    /// suggestions and a language menu in the context menu.
    static func enable(on textView: UnsafeMutablePointer<GtkTextView>) {
        guard let view = gspell_text_view_get_from_gtk_text_view(textView) else { return }
        gspell_text_view_basic_setup(view)
    }

    /// Whether misspelled words of `textView` are underlined now.
    static func isEnabled(on textView: UnsafeMutablePointer<GtkTextView>) -> Bool {
        guard let view = gspell_text_view_get_from_gtk_text_view(textView) else { return false }
        return gspell_text_view_get_inline_spell_checking(view) != 0
    }
}
