// The paragraphs the view wraps between characters, for apps that treat them apart.
import CGtk

extension PlaceholderTextView {
    /// The tag over the paragraphs this view wraps between characters because they hold a run
    /// without a break opportunity too long for word wrapping (a base64 blob, a minified line, a
    /// long URL pasted as one line); nil while no paragraph of the current buffer ever needed it.
    /// Anonymous and setting only `wrap-mode`; not part of the text. Such a run is not prose: an
    /// app can keep its spell checker or highlighter off the text this tag covers, or pause it.
    ///
    /// ```swift
    /// body.onCharacterWrapChange = { view in
    ///     gspell_text_view_set_inline_spell_checking(spelling, view.isCharacterWrapping ? 0 : 1)
    /// }
    /// ```
    public var characterWrapTag: UnsafeMutablePointer<GtkTextTag>? { longRunWrapping.characterWrapTag }

    /// Whether some text of the current buffer carries `characterWrapTag` now.
    public var isCharacterWrapping: Bool { longRunWrapping.isTagged }

    /// Called after `characterWrapTag` was put on or taken off some text, before the view lays
    /// the text out again.
    public var onCharacterWrapChange: (@MainActor (PlaceholderTextView) -> Void)? {
        get { longRunWrapping.onChange }
        set {
            longRunWrapping.owner = self
            longRunWrapping.onChange = newValue
        }
    }
}
