// The core's wrap modes as the hint label's Pango wrapping.
import CPango
import PlaceholderCore

extension WrapMode {
    /// How the hint label wraps for a text view wrapping so. A label has no "no wrapping" mode:
    /// for `.none` it does not wrap at all, and the mode it keeps is words.
    public var labelPangoWrap: PangoWrapMode {
        switch self {
        case .character: PANGO_WRAP_CHAR
        case .word, .none: PANGO_WRAP_WORD
        case .wordOrCharacter: PANGO_WRAP_WORD_CHAR
        }
    }
}
