import PlaceholderCore
import PlaceholderPango

// Reading the placeholder's inputs off a live GtkTextView. One source for both toolkits: the
// GTK 4 package compiles this file too, with PLACEHOLDER_GTK4 defined.
#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

/// The text view's current values for each input the core needs, read from GTK.
@MainActor
struct TextViewReading {
    let textView: UnsafeMutablePointer<GtkTextView>

    private var widget: UnsafeMutablePointer<GtkWidget> { textView.cast() }

    #if PLACEHOLDER_GTK4
        /// The font the text view's style resolves to now (CSS, settings and scaling included). The
        /// label inherits the same font through CSS; the core keeps it for `presentation.font`.
        var font: FontDescription {
            guard let context = gtk_widget_get_pango_context(widget),
                let description = pango_context_get_font_description(context)
            else { return .fallback }
            return FontDescription(pango: description)
        }

        /// The margins: where text starts inside the text area (the area buffer coordinates cover;
        /// CSS padding and border lie outside it in GTK 4).
        var insets: EdgeInsets {
            EdgeInsets(
                left: Int(gtk_text_view_get_left_margin(textView)),
                right: Int(gtk_text_view_get_right_margin(textView)),
                top: Int(gtk_text_view_get_top_margin(textView)), bottom: Int(gtk_text_view_get_bottom_margin(textView))
            )
        }

        /// The width of the text area (margins included), 0 before the first allocation.
        var availableWidth: Int {
            var visible = GdkRectangle()
            gtk_text_view_get_visible_rect(textView, &visible)
            return Int(visible.width)
        }
    #else
        /// The font the text view's style resolves to now (CSS, settings, scaling all included).
        var font: FontDescription {
            let context = gtk_widget_get_style_context(widget)
            var value = GValue()
            gtk_style_context_get_property(context, "font", gtk_style_context_get_state(context), &value)
            defer { g_value_unset(&value) }
            guard let boxed = g_value_get_boxed(&value) else { return .fallback }
            return FontDescription(pango: OpaquePointer(boxed))
        }

        /// Margins plus CSS padding and border, the container's `border-width` and the border
        /// windows (a GtkSourceView's gutter): where text starts, from the widget's edges.
        var insets: EdgeInsets {
            let context = gtk_widget_get_style_context(widget)
            let state = gtk_style_context_get_state(context)
            var padding = GtkBorder()
            var border = GtkBorder()
            gtk_style_context_get_padding(context, state, &padding)
            gtk_style_context_get_border(context, state, &border)
            let frame = Int(gtk_container_get_border_width(textView.cast()))
            return EdgeInsets(
                left: Int(gtk_text_view_get_left_margin(textView)) + Int(padding.left) + Int(border.left) + frame
                    + Int(gtk_text_view_get_border_window_size(textView, GTK_TEXT_WINDOW_LEFT)),
                right: Int(gtk_text_view_get_right_margin(textView)) + Int(padding.right) + Int(border.right) + frame
                    + Int(gtk_text_view_get_border_window_size(textView, GTK_TEXT_WINDOW_RIGHT)),
                top: Int(gtk_text_view_get_top_margin(textView)) + Int(padding.top) + Int(border.top) + frame
                    + Int(gtk_text_view_get_border_window_size(textView, GTK_TEXT_WINDOW_TOP)),
                bottom: Int(gtk_text_view_get_bottom_margin(textView)) + Int(padding.bottom) + Int(border.bottom)
                    + frame + Int(gtk_text_view_get_border_window_size(textView, GTK_TEXT_WINDOW_BOTTOM)))
        }

        /// The widget's allocated width, 0 before the first allocation.
        var availableWidth: Int { Int(gtk_widget_get_allocated_width(widget)) }
    #endif

    var justification: Justification { Justification(gtk_text_view_get_justification(textView)) }

    var wrapMode: WrapMode {
        switch gtk_text_view_get_wrap_mode(textView) {
        case GTK_WRAP_CHAR: return .character
        case GTK_WRAP_WORD: return .word
        case GTK_WRAP_WORD_CHAR: return .wordOrCharacter
        default: return .none
        }
    }

    var direction: ResolvedDirection {
        gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
    }

    var characterCount: Int { Int(gtk_text_buffer_get_char_count(gtk_text_view_get_buffer(textView))) }

    /// All inputs that come from the text view, as events.
    var allEvents: [PlaceholderEvent] {
        [
            .characterCountChanged(characterCount),
            .textFontChanged(font),
            .insetsChanged(insets),
            .indentChanged(Int(gtk_text_view_get_indent(textView))),
            .pixelsAboveLinesChanged(Int(gtk_text_view_get_pixels_above_lines(textView))),
            .justificationChanged(justification),
            .wrapModeChanged(wrapMode),
            .widgetDirectionChanged(direction),
            .editableChanged(gtk_text_view_get_editable(textView) != 0),
            .sensitiveChanged(gtk_widget_is_sensitive(widget) != 0),
            .focusChanged(gtk_widget_has_focus(widget) != 0),
            .availableWidthChanged(availableWidth),
        ]
    }

    /// The event a change of the text view's property `name` makes, for the properties the core
    /// reads; nil for any other.
    func event(forPropertyNamed name: String) -> PlaceholderEvent? {
        switch name {
        case "left-margin", "right-margin", "top-margin", "bottom-margin", "border-width": return .insetsChanged(insets)
        case "indent": return .indentChanged(Int(gtk_text_view_get_indent(textView)))
        case "pixels-above-lines": return .pixelsAboveLinesChanged(Int(gtk_text_view_get_pixels_above_lines(textView)))
        case "justification": return .justificationChanged(justification)
        case "wrap-mode": return .wrapModeChanged(wrapMode)
        case "editable": return .editableChanged(gtk_text_view_get_editable(textView) != 0)
        default: return nil
        }
    }
}

extension Justification {
    /// The justification GTK names `justification`.
    init(_ justification: GtkJustification) {
        switch justification {
        case GTK_JUSTIFY_RIGHT: self = .right
        case GTK_JUSTIFY_CENTER: self = .center
        case GTK_JUSTIFY_FILL: self = .fill
        default: self = .left
        }
    }

    /// GTK's name for this justification (start-relative in text views and labels alike).
    var gtkJustification: GtkJustification {
        switch self {
        case .left: return GTK_JUSTIFY_LEFT
        case .right: return GTK_JUSTIFY_RIGHT
        case .center: return GTK_JUSTIFY_CENTER
        case .fill: return GTK_JUSTIFY_FILL
        }
    }
}
