// The paragraphs the view wraps between characters, for apps that treat them apart.
import CGtk

extension PlaceholderTextView {
    /// Whether the view wraps some paragraph between characters now: one holding a run without a
    /// break opportunity too long for word wrapping (a base64 blob, a minified line, a long URL
    /// pasted as one line; see `UnbreakableRuns`). It does so with anonymous tags that set only
    /// `wrap-mode` and are not part of the text. Such a run is not prose: an app can pause its
    /// spell checker or highlighter meanwhile.
    ///
    /// ```swift
    /// body.onCharacterWrapChange = { view in
    ///     gspell_text_view_set_inline_spell_checking(spelling, view.isCharacterWrapping ? 0 : 1)
    /// }
    /// ```
    public var isCharacterWrapping: Bool { longRunWrapping.isCharacterWrapping }

    /// Called after the view started or stopped wrapping some text between characters, before it
    /// lays the text out again.
    public var onCharacterWrapChange: (@MainActor (PlaceholderTextView) -> Void)? {
        get { longRunWrapping.onChange }
        set {
            longRunWrapping.owner = self
            longRunWrapping.onChange = newValue
        }
    }
}
