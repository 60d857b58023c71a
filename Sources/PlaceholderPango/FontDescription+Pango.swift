// Converting between Pango's font descriptions and the core's `FontDescription`.
import CPango
import PlaceholderCore

extension FontDescription {
    /// The font Pango describes at `pango` (a `PangoFontDescription*`).
    public init(pango: OpaquePointer) {
        let family =
            pango_font_description_get_family(pango).map { String(cString: $0) } ?? FontDescription.fallback.family
        let size = Double(pango_font_description_get_size(pango)) / Double(PANGO_SCALE)
        self.init(
            family: family, size: size,
            isAbsoluteSize: pango_font_description_get_size_is_absolute(pango) != 0,
            weight: Int(pango_font_description_get_weight(pango).rawValue),
            style: FontStyle(pango: pango_font_description_get_style(pango)))
    }

    /// A new `PangoFontDescription*` for this font; the caller frees it with `pango_font_description_free`.
    public func makePangoDescription() -> OpaquePointer {
        let pango = pango_font_description_new()!
        pango_font_description_set_family(pango, family)
        let pangoSize = Int32((size * Double(PANGO_SCALE)).rounded())
        if isAbsoluteSize {
            pango_font_description_set_absolute_size(pango, Double(pangoSize))
        } else {
            pango_font_description_set_size(pango, pangoSize)
        }
        pango_font_description_set_weight(pango, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(pango, style.pango)
        return pango
    }
}
