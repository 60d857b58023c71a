// An app's font changes for the hint, as Pango attributes over the font the label inherits.
import CPango
import PlaceholderCore

extension FontOverride {
    /// New Pango attributes (a `PangoAttrList*`; the caller unrefs it) setting only the fields
    /// this override names: the rest of the font stays what the label inherits from the text view
    /// through CSS, so it can never drift from it.
    public func makePangoAttributes() -> OpaquePointer {
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        if let family, !family.isEmpty { pango_font_description_set_family(description, family) }
        if let size { pango_font_description_set_size(description, Int32((size * Double(PANGO_SCALE)).rounded())) }
        if let weight { pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight))) }
        if let style { pango_font_description_set_style(description, style.pango) }
        let attributes = pango_attr_list_new()!
        pango_attr_list_insert(attributes, pango_attr_font_desc_new(description))
        return attributes
    }
}
