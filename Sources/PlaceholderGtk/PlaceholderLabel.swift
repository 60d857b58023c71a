// The GtkLabel that shows the hint: it applies a presentation and decides nothing.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderPango

/// The hint label laid over the text view. Input passes through it to the text view, an app's
/// `show_all` cannot reveal it, and it is presented to accessibility as decoration: the text view
/// itself carries the hint.
@MainActor
final class PlaceholderLabel {
    /// The style class on the label, so CSS can restyle the hint: `label.placeholder { color: … }`.
    static let styleClass = "placeholder"

    let widget: UnsafeMutablePointer<GtkWidget>
    private var label: UnsafeMutablePointer<GtkLabel> { widget.cast() }
    /// Where the text area started in the overlay at the last layout: a GTK fact, not the core's.
    private var appliedOffset: (x: Int, y: Int) = (-1, -1)

    init() {
        widget = UnsafeMutablePointer(widget: gtk_label_new(nil))
        gtk_widget_set_no_show_all(widget, 1)
        gtk_widget_set_can_focus(widget, 0)
        // The overlay gives the label the exact box the core computed (get-child-position);
        // FILL keeps GTK from shrinking that box to the label's natural width.
        gtk_widget_set_halign(widget, GTK_ALIGN_FILL)
        gtk_widget_set_valign(widget, GTK_ALIGN_FILL)
        gtk_label_set_selectable(label, 0)
        gtk_label_set_line_wrap(label, 1)
        gtk_label_set_yalign(label, 0)
        gtk_style_context_add_class(gtk_widget_get_style_context(widget), Self.styleClass)
        gtk_widget_set_name(widget, "placeholder")
        PlaceholderAccessibility.markRedundant(widget)
    }

    /// Shows the `changes` of `presentation`, with the text view's text area starting at
    /// `offset` in the overlay. Only what changed is touched, so a keystroke that changes
    /// nothing costs nothing.
    func apply(_ presentation: PlaceholderPresentation, changes: PresentationChanges, offset: (x: Int, y: Int)) {
        if changes.contains(.content) { setContent(presentation.content) }
        if changes.contains(.font) { setFont(presentation.font) }
        if changes.contains(.layout) || appliedOffset != offset {
            setLayout(presentation.layout, offset: offset)
            appliedOffset = offset
        }
        if changes.contains(.sensitivity) {
            gtk_widget_set_sensitive(widget, presentation.isSensitive ? 1 : 0)
        }
        if changes.contains(.opacity) {
            gtk_widget_set_opacity(widget, presentation.alpha)
            gtk_widget_set_visible(widget, presentation.alpha > 0 ? 1 : 0)
        }
    }

    /// Markup reaches the label only once Pango accepted it (the core says so): invalid markup
    /// arrives as plain text.
    private func setContent(_ content: PlaceholderContent) {
        switch content {
        case .plain(let text):
            gtk_label_set_use_markup(label, 0)
            gtk_label_set_text(label, text)
        case .markup(let markup):
            gtk_label_set_markup(label, markup)
        }
    }

    private func setFont(_ font: FontDescription) {
        let description = font.makePangoDescription()
        defer { pango_font_description_free(description) }
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_font_desc_new(description))
        gtk_label_set_attributes(label, attributes)
        pango_attr_list_unref(attributes)
    }

    private func setLayout(_ layout: PlaceholderLayout, offset: (x: Int, y: Int)) {
        gtk_widget_set_direction(widget, layout.direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        gtk_widget_queue_resize(widget)
        gtk_label_set_line_wrap(label, layout.wraps ? 1 : 0)
        gtk_label_set_line_wrap_mode(label, layout.wrapMode.labelPangoWrap)
        let alignment = LabelAlignment(layout)
        gtk_label_set_xalign(label, Float(alignment.startRelativeXAlign))
        gtk_label_set_justify(label, alignment.justification.gtkJustification)
    }

    /// Where the overlay should put the label for `layout` (the last one rendered): at the text's
    /// origin, as wide as the text, as tall as the hint needs at that width (never clipped).
    func allocation(for layout: PlaceholderLayout?) -> GdkRectangle {
        guard let layout else { return GdkRectangle(x: 0, y: 0, width: 0, height: 0) }
        let width = Int32(max(layout.width, 1))
        return GdkRectangle(
            x: Int32(appliedOffset.x + layout.x), y: Int32(appliedOffset.y + layout.y),
            width: width, height: height(forWidth: width))
    }

    /// The hint's height when laid out `width` pixels wide.
    func height(forWidth width: Int32) -> Int32 {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_height_for_width(widget, width, &minimum, &natural)
        return natural
    }
}
