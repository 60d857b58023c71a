// An app's font changes for the hint, as Pango attributes over the font the label inherits.
import CGtk4
import PlaceholderCore

extension FontOverride {
    /// Pango attributes setting only the fields this override names: the rest of the font stays
    /// what the label inherits from the text view through CSS, so it can never drift from it.
    func makePangoAttributes() -> OpaquePointer {
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        if let family, !family.isEmpty { pango_font_description_set_family(description, family) }
        if let size { pango_font_description_set_size(description, Int32((size * Double(PANGO_SCALE)).rounded())) }
        if let weight { pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight))) }
        switch style {
        case .normal: pango_font_description_set_style(description, PANGO_STYLE_NORMAL)
        case .oblique: pango_font_description_set_style(description, PANGO_STYLE_OBLIQUE)
        case .italic: pango_font_description_set_style(description, PANGO_STYLE_ITALIC)
        case nil: break
        }
        let attributes = pango_attr_list_new()!
        pango_attr_list_insert(attributes, pango_attr_font_desc_new(description))
        return attributes
    }
}

extension FontDescription {
    /// The font Pango describes at `pango` (a `PangoFontDescription*`).
    init(pango: OpaquePointer) {
        let family = pango_font_description_get_family(pango).map { String(cString: $0) } ?? FontDescription.fallback.family
        let style: FontStyle
        switch pango_font_description_get_style(pango) {
        case PANGO_STYLE_ITALIC: style = .italic
        case PANGO_STYLE_OBLIQUE: style = .oblique
        default: style = .normal
        }
        self.init(
            family: family, size: Double(pango_font_description_get_size(pango)) / Double(PANGO_SCALE),
            isAbsoluteSize: pango_font_description_get_size_is_absolute(pango) != 0,
            weight: Int(pango_font_description_get_weight(pango).rawValue), style: style)
    }
}
