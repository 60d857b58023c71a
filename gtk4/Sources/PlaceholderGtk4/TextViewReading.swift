// Reading the placeholder's inputs off a live GTK 4 text view.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderPango

/// The text view's current values for each input the core needs, read from GTK 4.
@MainActor
struct TextViewReading {
    let textView: UnsafeMutablePointer<GtkTextView>

    private var widget: UnsafeMutablePointer<GtkWidget> { textView.cast() }

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
            left: Int(gtk_text_view_get_left_margin(textView)), right: Int(gtk_text_view_get_right_margin(textView)),
            top: Int(gtk_text_view_get_top_margin(textView)), bottom: Int(gtk_text_view_get_bottom_margin(textView)))
    }

    /// The width of the text area (margins included), 0 before the first allocation.
    var availableWidth: Int {
        var visible = GdkRectangle()
        gtk_text_view_get_visible_rect(textView, &visible)
        return Int(visible.width)
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
            .availableWidthChanged(availableWidth),
        ]
    }
}
