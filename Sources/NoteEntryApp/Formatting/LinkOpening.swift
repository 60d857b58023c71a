// Opening the links of a note's body: web addresses in the browser, `[[titles]]` as notes.
import CGtk
import GtkBinding

/// Opens the links of the note's body (`MarkdownLine.links`) as people expect of a text they
/// edit: a click on a link opens it when the text was not being edited (the click that starts
/// editing elsewhere places the cursor), Ctrl+click opens it always, and the context menu's
/// Open Link opens the one under the cursor, for the keyboard. Over a link the pointer is a hand
/// and a tooltip says where it leads.
///
/// Web links go to the user's browser or mail program (`gtk_show_uri_on_window`), for http,
/// https and mailto only (`MarkdownLink.webAddress`); `[[title]]` goes to `onOpenNote`.
@MainActor
final class LinkOpening {
    /// Opens the note titled with the argument.
    var onOpenNote: (@MainActor (String) -> Void)?
    /// Told when a web link could not be opened: the address, and why.
    var onOpenFailed: (@MainActor (String, String) -> Void)?

    private let textView: UnsafeMutablePointer<GtkTextView>
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }
    private var connections = SignalConnectionSet()
    /// Where the primary button went down, and whether the text had the focus then.
    private var press: (x: Double, y: Double, textWasFocused: Bool)?
    /// The link the pointer is over, for its cursor and tooltip.
    private var hovered: MarkdownLink?

    init(textView: UnsafeMutablePointer<GtkTextView>) {
        self.textView = textView
        connections.add(
            SignalConnection(textView, event: "button-press-event") { [weak self] event in
                guard let self, event.pointee.button.button == 1, event.pointee.type == GDK_BUTTON_PRESS else {
                    return false
                }
                self.press = (
                    event.pointee.button.x, event.pointee.button.y, gtk_widget_has_focus(textView.cast()) != 0
                )
                return false
            })
        connections.add(
            SignalConnection(textView, event: "button-release-event") { [weak self] event in
                self?.released(event.pointee.button)
                return false
            })
        connections.add(
            SignalConnection(textView, event: "motion-notify-event") { [weak self] event in
                self?.moved(event.pointee.motion)
                return false
            })
        connections.disconnectAll(whenDestroyed: textView.cast())
    }

    /// The link the cursor is in, for the context menu.
    var linkAtCursor: MarkdownLink? {
        var cursor = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &cursor, gtk_text_buffer_get_insert(buffer))
        return link(at: cursor)
    }

    /// Opens `link`: the note it names, or its web address; `time` is the event's, for focus stealing prevention.
    func open(_ link: MarkdownLink, time: guint32 = guint32(GDK_CURRENT_TIME)) {
        switch link.target {
        case .note(let title):
            onOpenNote?(title)
        case .web(let written):
            guard let address = link.webAddress else {
                onOpenFailed?(written, InterfaceText.linkSchemeRefused)
                return
            }
            var error: UnsafeMutablePointer<GError>?
            let window = gtk_widget_get_toplevel(textView.cast())
            if gtk_show_uri_on_window(window?.cast(), address, time, &error) == 0 {
                let reason = error.map { String(cString: $0.pointee.message) } ?? ""
                g_clear_error(&error)
                onOpenFailed?(address, reason)
            }
        }
    }

    private func released(_ event: GdkEventButton) {
        defer { press = nil }
        guard event.button == 1, let press, abs(event.x - press.x) < 4, abs(event.y - press.y) < 4,
            gtk_text_buffer_get_has_selection(buffer) == 0
        else { return }
        let withControl = event.state & UInt32(GDK_CONTROL_MASK.rawValue) != 0
        guard withControl || !press.textWasFocused, let link = link(atWindowX: event.x, y: event.y) else { return }
        open(link, time: event.time)
    }

    private func moved(_ event: GdkEventMotion) {
        let link = link(atWindowX: event.x, y: event.y)
        guard link != hovered else { return }
        hovered = link
        if let window = gtk_text_view_get_window(textView, GTK_TEXT_WINDOW_TEXT) {
            let cursor = link.map { _ in gdk_cursor_new_from_name(gdk_window_get_display(window), "pointer") } ?? nil
            gdk_window_set_cursor(window, cursor)
            if let cursor { g_object_unref(UnsafeMutableRawPointer(cursor)) }
        }
        gtk_widget_set_tooltip_text(textView.cast(), link.map(tooltip))
    }

    private func tooltip(_ link: MarkdownLink) -> String {
        switch link.target {
        case .note(let title): return InterfaceText.openNoteLinkTooltip(title)
        case .web(let written): return InterfaceText.openWebLinkTooltip(link.webAddress ?? written)
        }
    }

    /// The link at (`x`, `y`) of the text window, if the point is over a link's characters.
    private func link(atWindowX x: Double, y: Double) -> MarkdownLink? {
        var bufferX: gint = 0
        var bufferY: gint = 0
        gtk_text_view_window_to_buffer_coords(textView, GTK_TEXT_WINDOW_TEXT, gint(x), gint(y), &bufferX, &bufferY)
        var iter = GtkTextIter()
        guard gtk_text_view_get_iter_at_location(textView, &iter, bufferX, bufferY) != 0 else { return nil }
        // Past a line's end GTK gives its last position: a link there is not under the pointer.
        var rectangle = GdkRectangle()
        gtk_text_view_get_iter_location(textView, &iter, &rectangle)
        guard bufferX <= rectangle.x + max(rectangle.width, 1) else { return nil }
        return link(at: iter, strictlyInside: true)
    }

    /// The link whose characters include `position` (or, for the cursor, end at it).
    private func link(at position: GtkTextIter, strictlyInside: Bool = false) -> MarkdownLink? {
        var position = position
        var lineStart = position
        gtk_text_iter_set_line_offset(&lineStart, 0)
        var lineEnd = position
        if gtk_text_iter_ends_line(&lineEnd) == 0 { gtk_text_iter_forward_to_line_end(&lineEnd) }
        let text = gtk_text_buffer_get_slice(buffer, &lineStart, &lineEnd, 1)!
        defer { g_free(text) }
        let column = Int(gtk_text_iter_get_line_offset(&position))
        return MarkdownLine.links(of: String(cString: text)).first {
            $0.range.contains(column) || (!strictlyInside && $0.range.upperBound == column)
        }
    }
}
