// The GtkLabel that shows the hint: it applies a presentation and decides nothing.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderPango

/// The hint label laid over the text view, with its own CSS node `placeholder` as GtkText's hint
/// has (so themes style it, and the font is inherited from the text view, not copied). Input
/// passes through it, and it is presentation only for assistive technology: the text view
/// itself carries the hint.
@MainActor
final class PlaceholderLabel {
    /// The label's CSS node name: `textview placeholder { color: … }` restyles the hint.
    static let cssName = "placeholder"

    let widget: UnsafeMutablePointer<GtkWidget>
    private var label: OpaquePointer { OpaquePointer(widget) }
    /// The font override applied last, so unchanged overrides are not re-applied.
    private var appliedOverride: FontOverride?

    init() {
        // css-name and accessible-role are construct-only.
        let object = makeObject(
            gtk_label_get_type(),
            [
                .string("css-name", Self.cssName),
                .enumeration(
                    "accessible-role", type: gtk_accessible_role_get_type(),
                    value: Int32(GTK_ACCESSIBLE_ROLE_PRESENTATION.rawValue)),
            ])
        widget = object.assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_can_focus(widget, 0)
        gtk_widget_set_focusable(widget, 0)
        gtk_label_set_selectable(label, 0)
        gtk_label_set_wrap(label, 1)
        gtk_label_set_yalign(label, 0)
        // With a size request as wide as the text, the label's box is exactly that wide.
        gtk_label_set_max_width_chars(label, 1)
        PlaceholderAccessibility.hide(widget)
    }

    /// Shows the `changes` of `presentation`. Only what changed is touched.
    func apply(_ presentation: PlaceholderPresentation, changes: PresentationChanges, fontOverride: FontOverride?) {
        if changes.contains(.content) { setContent(presentation.content) }
        if fontOverride != appliedOverride {
            appliedOverride = fontOverride
            setFontOverride(fontOverride)
        }
        if changes.contains(.layout) { setLayout(presentation.layout) }
        if changes.contains(.sensitivity) { gtk_widget_set_sensitive(widget, presentation.isSensitive ? 1 : 0) }
        if changes.contains(.opacity) {
            gtk_widget_set_opacity(widget, presentation.alpha)
            gtk_widget_set_visible(widget, presentation.alpha > 0 ? 1 : 0)
        }
    }

    private func setContent(_ content: PlaceholderContent) {
        switch content {
        case .plain(let text):
            gtk_label_set_use_markup(label, 0)
            gtk_label_set_text(label, text)
        case .markup(let markup):
            gtk_label_set_markup(label, markup)
        }
    }

    private func setFontOverride(_ override: FontOverride?) {
        guard let override else {
            gtk_label_set_attributes(label, nil)
            return
        }
        let attributes = override.makePangoAttributes()
        gtk_label_set_attributes(label, attributes)
        pango_attr_list_unref(attributes)
    }

    private func setLayout(_ layout: PlaceholderLayout) {
        gtk_widget_set_direction(widget, layout.direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        gtk_widget_set_size_request(widget, layout.width > 0 ? Int32(layout.width) : -1, -1)
        gtk_label_set_wrap(label, layout.wraps ? 1 : 0)
        gtk_label_set_wrap_mode(label, layout.wrapMode.labelPangoWrap)
        let alignment = LabelAlignment(layout)
        gtk_label_set_xalign(label, Float(alignment.startRelativeXAlign))
        gtk_label_set_justify(label, alignment.justification.gtkJustification)
    }

    /// The hint's height when laid out `width` pixels wide.
    func height(forWidth width: Int32) -> Int32 {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
        return natural
    }
}
