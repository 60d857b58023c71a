// Spell checking of the note's body, with gspell: misspelled words underlined, suggestions and
// the language in the body's context menu. The app opts in; the widget itself stays free of it.
// The hint is a label over the text view, not text, so it is never checked.
import CGspell
import CGtk
import GtkBinding
import PlaceholderGtk

/// Turns on gspell for a text view.
@MainActor
enum SpellChecking {
    /// Underlines misspelled words of `body` as they are typed, in the user's language
    /// (gspell's default: the first of the locale's languages it has a dictionary for), words in
    /// other scripts left alone (`SpellCheckedScripts`), with
    /// suggestions and a language menu in the context menu, with `checker` (its reference is
    /// taken over; nil: none could be made, so nothing is underlined).
    ///
    /// Paused while the body wraps some paragraph between characters (a run of over a thousand
    /// characters without a space, such as a pasted base64 blob; see `UnbreakableRuns`): gspell
    /// checks whole paragraphs, and on such a paragraph every check costs seconds of tagging and
    /// relayout (a megabyte line keeps the app busy for minutes, SIGTERM included), even
    /// with the paragraph under GtkSourceView's no-spell-check tag, which gspell honours.
    static func enable(on body: PlaceholderTextView, checker: OpaquePointer?) {
        defer { if let checker { g_object_unref(UnsafeMutableRawPointer(checker)) } }
        let textView = body.textView
        guard let view = gspell_text_view_get_from_gtk_text_view(textView),
            let buffer = gspell_text_buffer_get_from_gtk_text_buffer(gtk_text_view_get_buffer(textView))
        else { return }
        // What gspell_text_view_basic_setup does, with a checker made in the background.
        if let checker {
            gspell_text_buffer_set_spell_checker(buffer, checker)
            // Only words in the dictionary's scripts are checked; it lives with the buffer.
            let textBuffer = gtk_text_view_get_buffer(textView)!
            ObjectAttachment.attach(
                SpellCheckedScripts(buffer: textBuffer, checker: checker), to: textBuffer.object,
                key: "note-entry-spell-checked-scripts")
        }
        // The body may wrap between characters already (a note with a long line, loaded before
        // the first frame): checking starts paused then, not after the next change.
        updateInlineChecking(view, for: body)
        gspell_text_view_set_enable_language_menu(view, 1)
        body.onCharacterWrapChange = { body in updateInlineChecking(view, for: body) }
        // gspell's inline checker stays connected to the screen's style changes after its text
        // view is destroyed, and then asks a dead widget for its scale (a GTK critical at the next
        // CSS change): turned off before the view goes, it lets go.
        let turnOff = SignalConnection(textView.cast(to: GtkWidget.self), "destroy") {
            gspell_text_view_set_inline_spell_checking(view, 0)
        }
        ObjectAttachment.attach(turnOff, to: textView.object, key: "note-entry-spell-checking-off")
    }

    /// Turns `view`'s inline checking on, or off while `body` wraps some paragraph between
    /// characters.
    private static func updateInlineChecking(_ view: OpaquePointer, for body: PlaceholderTextView) {
        gspell_text_view_set_inline_spell_checking(view, body.isCharacterWrapping ? 0 : 1)
    }

    /// Whether misspelled words of `textView` are underlined now.
    static func isEnabled(on textView: UnsafeMutablePointer<GtkTextView>) -> Bool {
        guard let view = gspell_text_view_get_from_gtk_text_view(textView) else { return false }
        return gspell_text_view_get_inline_spell_checking(view) != 0
    }
}
