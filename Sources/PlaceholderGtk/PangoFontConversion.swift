// Converting between Pango's font descriptions and the core's `FontDescription`.
import CGtk
import PlaceholderCore

extension FontDescription {
    /// The font Pango describes at `pango` (a `PangoFontDescription*`).
    init(pango: OpaquePointer) {
        let family = pango_font_description_get_family(pango).map { String(cString: $0) } ?? FontDescription.fallback.family
        let size = Double(pango_font_description_get_size(pango)) / Double(PANGO_SCALE)
        let style: FontStyle
        switch pango_font_description_get_style(pango) {
        case PANGO_STYLE_ITALIC: style = .italic
        case PANGO_STYLE_OBLIQUE: style = .oblique
        default: style = .normal
        }
        self.init(
            family: family, size: size,
            isAbsoluteSize: pango_font_description_get_size_is_absolute(pango) != 0,
            weight: Int(pango_font_description_get_weight(pango).rawValue), style: style)
    }

    /// A new `PangoFontDescription*` for this font; the caller frees it with `pango_font_description_free`.
    func makePangoDescription() -> OpaquePointer {
        let pango = pango_font_description_new()!
        pango_font_description_set_family(pango, family)
        let pangoSize = Int32((size * Double(PANGO_SCALE)).rounded())
        if isAbsoluteSize {
            pango_font_description_set_absolute_size(pango, Double(pangoSize))
        } else {
            pango_font_description_set_size(pango, pangoSize)
        }
        pango_font_description_set_weight(pango, PangoWeight(rawValue: UInt32(weight)))
        switch style {
        case .normal: pango_font_description_set_style(pango, PANGO_STYLE_NORMAL)
        case .oblique: pango_font_description_set_style(pango, PANGO_STYLE_OBLIQUE)
        case .italic: pango_font_description_set_style(pango, PANGO_STYLE_ITALIC)
        }
        return pango
    }
}
