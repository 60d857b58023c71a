// The text tags that show a note's Markdown, with colours taken from the theme.
import CGtk
import GtkBinding

/// The buffer's tags for each `MarkdownStyle`.
///
/// The tags are anonymous (an app or a library looking tags up by name cannot clash with them).
/// Colours follow the view's theme: `followTheme()` sets them again after a style change (dark,
/// high contrast). Keeping code and addresses from the spell checker is `SpellCheckedScripts`'s
/// (one owner for gspell's no-spell-check tag).
@MainActor
final class MarkdownTags {
    private let tags: [MarkdownStyle: UnsafeMutablePointer<GtkTextTag>]

    /// Makes the tags in `buffer`'s tag table. Later tags win where they overlap, so `markup`,
    /// made last, dims the characters of a heading or a link too.
    init(in buffer: UnsafeMutablePointer<GtkTextBuffer>) {
        let table = gtk_text_buffer_get_tag_table(buffer)!
        func make(_ configure: (UnsafeMutablePointer<GObject>) -> Void) -> UnsafeMutablePointer<GtkTextTag> {
            let tag = gtk_text_tag_new(nil)!
            configure(tag.cast())
            gtk_text_tag_table_add(table, tag)
            g_object_unref(tag)
            return tag
        }
        func heading(_ scale: Double) -> UnsafeMutablePointer<GtkTextTag> {
            make {
                GObjectProperty.set($0, "weight", Int32(PANGO_WEIGHT_BOLD.rawValue))
                GObjectProperty.set($0, "scale", scale)
            }
        }
        let italic: (UnsafeMutablePointer<GObject>) -> Void = {
            GObjectProperty.set($0, "style", enumValue: Int32(PANGO_STYLE_ITALIC.rawValue), of: pango_style_get_type())
        }
        let underlined: (UnsafeMutablePointer<GObject>) -> Void = {
            GObjectProperty.set(
                $0, "underline", enumValue: Int32(PANGO_UNDERLINE_SINGLE.rawValue), of: pango_underline_get_type())
        }
        var made: [MarkdownStyle: UnsafeMutablePointer<GtkTextTag>] = [:]
        // The sizes of GNOME Text Editor's Markdown headings: large, larger, the text's size in bold.
        made[.heading1] = heading(1.44)
        made[.heading2] = heading(1.2)
        made[.heading3] = heading(1.0)
        made[.bold] = make { GObjectProperty.set($0, "weight", Int32(PANGO_WEIGHT_BOLD.rawValue)) }
        made[.italic] = make(italic)
        made[.strikethrough] = make { GObjectProperty.set($0, "strikethrough", true) }
        // Gnote's highlight colour, translucent so the text keeps its theme colour, light or dark.
        made[.highlight] = make { GObjectProperty.set($0, "background", "rgba(255, 240, 0, 0.35)") }
        made[.code] = make { GObjectProperty.set($0, "family", "monospace") }
        made[.quote] = make(italic)
        made[.listMarker] = make { GObjectProperty.set($0, "weight", Int32(PANGO_WEIGHT_BOLD.rawValue)) }
        made[.checkBox] = make {
            var transparent = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0)
            GObjectProperty.set($0, "foreground-rgba", boxed: &transparent, of: gdk_rgba_get_type())
        }
        made[.link] = make(underlined)
        made[.address] = make(underlined)
        made[.markup] = make { _ in }
        tags = made
    }

    /// The tag of `style`.
    func tag(_ style: MarkdownStyle) -> UnsafeMutablePointer<GtkTextTag> { tags[style]! }

    /// Every tag this object applies.
    var all: [UnsafeMutablePointer<GtkTextTag>] { MarkdownStyle.allCases.map { tags[$0]! } }

    /// Sets the colours from `textView`'s theme: links in the theme's link colour, the Markdown
    /// characters in the text colour brought 40 % of the way to the background (4.5:1 or more on
    /// Adwaita, light and dark).
    func followTheme(of textView: UnsafeMutablePointer<GtkTextView>) {
        let context = gtk_widget_get_style_context(textView.cast())!
        gtk_style_context_save(context)
        gtk_style_context_add_class(context, "view")
        var text = GdkRGBA()
        gtk_style_context_get_color(context, GTK_STATE_FLAG_NORMAL, &text)
        var link = GdkRGBA()
        gtk_style_context_get_color(context, GTK_STATE_FLAG_LINK, &link)
        var background = GdkRGBA()
        withUnsafeMutablePointer(to: &background) { pointer in
            // gtk_style_context_get_background_color is deprecated; the view's is the CSS property.
            var value = GValue()
            gtk_style_context_get_property(context, "background-color", GTK_STATE_FLAG_NORMAL, &value)
            if let rgba = g_value_get_boxed(&value) {
                pointer.pointee = rgba.assumingMemoryBound(to: GdkRGBA.self).pointee
            }
            g_value_unset(&value)
        }
        gtk_style_context_restore(context)
        if background.alpha == 0 { background = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1) }
        let dimmed = GdkRGBA(
            red: text.red + (background.red - text.red) * 0.4,
            green: text.green + (background.green - text.green) * 0.4,
            blue: text.blue + (background.blue - text.blue) * 0.4, alpha: 1)
        for (style, color) in [(MarkdownStyle.markup, dimmed), (.link, link), (.address, link)] {
            var color = color
            GObjectProperty.set(tag(style).cast(), "foreground-rgba", boxed: &color, of: gdk_rgba_get_type())
        }
    }
}
