// The app's CSS: small touches over the theme.
import CGtk

/// The note-entry style sheet, installed once for the screen.
@MainActor
enum AppStyleSheet {
    /// A larger title, a comfortable body, list rows that read as title over summary, and a
    /// status page that fits the list's column: its 128 px icon (a fixed pixel size in
    /// libhandy 1.8, which CSS cannot change) drawn at half size in half the room.
    ///
    /// The selected row keeps its text at 4.5:1 (WCAG 2 for text): white on Adwaita's selection
    /// blue is 3.8:1 at best and its dimmed first line 2.2:1, so the note list's selection is the
    /// theme's colour a fifth darker and its secondary text is not dimmed there
    /// (`NoteListRowText`; the bold title still heads the row). The version history's list does
    /// the same for its selected row, whose dimmed reason read 2.2:1.
    ///
    /// In a short window (`ShortWindowLayout`) the buttons of the message bars and of the Done bar
    /// are 8 px lower, which each bar's height follows, and the title a size smaller: room for the
    /// note's text.
    static let css = """
        entry.note-title { font-size: 150%; font-weight: bold; padding-top: 6px; padding-bottom: 6px; }
        textview.note-body { font-size: 110%; padding-bottom: 10px; }
        treeview.view.note-list:selected { background-color: shade(@theme_selected_bg_color, 0.8); }
        list.note-history row:selected { background-color: shade(@theme_selected_bg_color, 0.8); }
        list.note-history row:selected .dim-label { opacity: 1; }
        label.note-list-status-title { font-size: 15pt; font-weight: bold; }
        statuspage.note-list-status > scrolledwindow > viewport > box { margin: 12px; }
        statuspage.note-list-status image.icon { -gtk-icon-transform: scale(0.5); margin: -32px 0 -26px 0; }
        window.short infobar button, window.short actionbar button { min-height: 20px; padding-top: 2px; padding-bottom: 2px; }
        window.short entry.note-title { font-size: 120%; padding-top: 2px; padding-bottom: 2px; }
        """

    private static var installed = false

    /// Applies the style sheet to every window on the default screen.
    static func install() {
        guard !installed, let screen = gdk_screen_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(
            screen, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
