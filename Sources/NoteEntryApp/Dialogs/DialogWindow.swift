// A dialog of the main window built in code: a header bar with a title and a close button, and
// a content area; Escape or the close button destroys it.
import CGtk
import GtkBinding

/// A modal GtkDialog over `parent` with a header bar; the caller fills `content` and the header.
@MainActor
struct DialogWindow {
    let dialog: UnsafeMutablePointer<GtkDialog>
    let header: UnsafeMutablePointer<GtkHeaderBar>
    let content: UnsafeMutablePointer<GtkBox>

    init(title: String, over parent: UnsafeMutablePointer<GtkWindow>, width: Int32, height: Int32) {
        dialog = gtk_dialog_new()!.cast(to: GtkDialog.self)
        let window = dialog.cast(to: GtkWindow.self)
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        // No wider than the window it belongs to: over a 360 px window a 720 px dialog ran off
        // the screen.
        // (Both sizes without the window's decorations.)
        var parentWidth: Int32 = 0
        gtk_window_get_size(parent, &parentWidth, nil)
        gtk_window_set_default_size(window, parentWidth > 1 ? min(width, parentWidth) : width, height)
        header = gtk_header_bar_new()!.cast(to: GtkHeaderBar.self)
        gtk_header_bar_set_title(header, title)
        gtk_header_bar_set_show_close_button(header, 1)
        gtk_window_set_titlebar(window, header.cast())
        content = gtk_dialog_get_content_area(dialog)!.cast(to: GtkBox.self)
        // Escape and the close button answer with a response; either ends the dialog.
        g_signal_connect_data(
            dialog.raw, "response", unsafeBitCast(destroyOnResponse, to: GCallback.self), nil, nil,
            GConnectFlags(rawValue: 0))
    }

    /// Shows everything in it.
    func present() {
        gtk_widget_show_all(dialog.cast())
        gtk_window_present(dialog.cast(to: GtkWindow.self))
    }

    /// Ends the dialog.
    func close() {
        gtk_widget_destroy(dialog.cast())
    }
}

private let destroyOnResponse: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
    dialog, _, _ in
    if let dialog { gtk_widget_destroy(dialog.assumingMemoryBound(to: GtkWidget.self)) }
}

/// A dialog list's empty state (a `GtkListBox` placeholder): `text` dimmed, centred and wrapped
/// with margins, whole at any width and in any language; shown, as show_all does not reach it.
@MainActor
func dialogPlaceholder(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
    let label = dialogLabel(text, dimmed: true)
    gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_NONE)
    gtk_label_set_line_wrap(label.cast(), 1)
    gtk_label_set_line_wrap_mode(label.cast(), PANGO_WRAP_WORD_CHAR)
    gtk_label_set_justify(label.cast(), GTK_JUSTIFY_CENTER)
    gtk_label_set_xalign(label.cast(), 0.5)
    for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top] {
        margin(label, 18)
    }
    gtk_widget_show(label)
    return label
}

/// A label for a dialog: `text`, optionally dimmed (GNOME's secondary text), left-aligned.
@MainActor
func dialogLabel(_ text: String, dimmed: Bool = false, bold: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new(text)!
    gtk_label_set_xalign(label.cast(), 0)
    gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_END)
    if dimmed { gtk_style_context_add_class(gtk_widget_get_style_context(label), "dim-label") }
    if bold {
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD))
        gtk_label_set_attributes(label.cast(), attributes)
        pango_attr_list_unref(attributes)
    }
    return label
}
