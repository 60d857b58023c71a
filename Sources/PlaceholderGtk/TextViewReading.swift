// Reading the placeholder's inputs off a live GtkTextView.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderPango

/// The text view's current values for each input the core needs, read from GTK.
@MainActor
struct TextViewReading {
    let textView: UnsafeMutablePointer<GtkTextView>

    private var widget: UnsafeMutablePointer<GtkWidget> { textView.cast() }

    /// The font the text view's style resolves to now (CSS, settings, scaling all included).
    var font: FontDescription {
        let context = gtk_widget_get_style_context(widget)
        var value = GValue()
        gtk_style_context_get_property(context, "font", gtk_style_context_get_state(context), &value)
        defer { g_value_unset(&value) }
        guard let boxed = g_value_get_boxed(&value) else { return .fallback }
        return FontDescription(pango: OpaquePointer(boxed))
    }

    /// Margins plus CSS padding and border: where text starts, from the widget's edges.
    var insets: EdgeInsets {
        let context = gtk_widget_get_style_context(widget)
        let state = gtk_style_context_get_state(context)
        var padding = GtkBorder()
        var border = GtkBorder()
        gtk_style_context_get_padding(context, state, &padding)
        gtk_style_context_get_border(context, state, &border)
        return EdgeInsets(
            left: Int(gtk_text_view_get_left_margin(textView)) + Int(padding.left) + Int(border.left)
                + Int(gtk_text_view_get_border_window_size(textView, GTK_TEXT_WINDOW_LEFT)),
            right: Int(gtk_text_view_get_right_margin(textView)) + Int(padding.right) + Int(border.right)
                + Int(gtk_text_view_get_border_window_size(textView, GTK_TEXT_WINDOW_RIGHT)),
            top: Int(gtk_text_view_get_top_margin(textView)) + Int(padding.top) + Int(border.top)
                + Int(gtk_text_view_get_border_window_size(textView, GTK_TEXT_WINDOW_TOP)),
            bottom: Int(gtk_text_view_get_bottom_margin(textView)) + Int(padding.bottom) + Int(border.bottom)
                + Int(gtk_text_view_get_border_window_size(textView, GTK_TEXT_WINDOW_BOTTOM)))
    }

    var justification: Justification {
        switch gtk_text_view_get_justification(textView) {
        case GTK_JUSTIFY_RIGHT: return .right
        case GTK_JUSTIFY_CENTER: return .center
        case GTK_JUSTIFY_FILL: return .fill
        default: return .left
        }
    }

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
            .availableWidthChanged(Int(gtk_widget_get_allocated_width(widget))),
        ]
    }
}
