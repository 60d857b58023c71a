// The core's font styles as Pango's.
import CPango
import PlaceholderCore

extension FontStyle {
    /// The style Pango calls `pango`.
    init(pango: PangoStyle) {
        switch pango {
        case PANGO_STYLE_ITALIC: self = .italic
        case PANGO_STYLE_OBLIQUE: self = .oblique
        default: self = .normal
        }
    }

    /// Pango's name for the style.
    var pango: PangoStyle {
        switch self {
        case .normal: PANGO_STYLE_NORMAL
        case .oblique: PANGO_STYLE_OBLIQUE
        case .italic: PANGO_STYLE_ITALIC
        }
    }
}
