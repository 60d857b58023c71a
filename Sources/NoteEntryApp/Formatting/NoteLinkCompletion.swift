// Completing `[[` links between notes from the notes' titles, as the user types.
import CGtk
import GtkBinding

/// Offers note titles under the cursor once `[[` is typed in the body, narrowing as letters
/// follow: a popover with a list of titles. Up and Down choose, Return or Tab write
/// `[[Title]]`, Escape dismisses; any other key types as usual and updates the list.
///
/// The popover is not modal, so the focus (and an input method's composition) stays in the
/// body; `MarkdownEditing` hands it keys only while nothing is being composed. Typing costs
/// nothing until `[` is typed: the list is looked for only after that key, or while it shows.
@MainActor
final class NoteLinkCompletion {
    /// The titles beginning with the text typed (the app asks the store); none: no completion.
    var titles: (@MainActor (String) -> [String])?
    /// The text of the cursor's line before the cursor, when the body can be completed in
    /// (`MarkdownEditing` reads it; nil during a composition or with a selection).
    var lineBeforeCursor: @MainActor () -> String? = { nil }
    private let textView: UnsafeMutablePointer<GtkTextView>
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }
    private var popover: UnsafeMutablePointer<GtkPopover>?
    private var list: UnsafeMutablePointer<GtkListBox>?
    /// The titles in the list, in its order.
    private(set) var offered: [String] = []
    private var connections = SignalConnectionSet()

    /// Completion in `textView`.
    init(textView: UnsafeMutablePointer<GtkTextView>) {
        self.textView = textView
        connections.add(
            SignalConnection(textView.cast(to: GtkWidget.self), event: "focus-out-event") { [weak self] _ in
                self?.hide()
                return false
            })
        connections.disconnectAll(whenDestroyed: textView.cast())
    }

    /// Whether titles are offered now.
    var isShown: Bool { popover.map { gtk_widget_get_visible($0.cast()) != 0 } ?? false }

    /// A key pressed in the body (not during a composition): true when the completion took it.
    func keyPressed(_ keyval: Int32, modifiers: UInt32) -> Bool {
        if isShown, modifiers == 0 {
            switch keyval {
            case GDK_KEY_Up, GDK_KEY_KP_Up: return move(by: -1)
            case GDK_KEY_Down, GDK_KEY_KP_Down: return move(by: 1)
            case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_Tab:
                pick()
                return true
            case GDK_KEY_Escape:
                hide()
                return true
            default: break
            }
        }
        // The key's text is in the buffer only once GTK handled it: look after that.
        if isShown || keyval == GDK_KEY_bracketleft {
            MainLoopSource.post { [weak self] in self?.update() }
        }
        return false
    }

    /// Offers the titles matching the link typed before the cursor, or hides the list.
    func update() {
        guard gtk_text_view_get_editable(textView) != 0, let titles, let line = lineBeforeCursor(),
            let prefix = NoteLinkPrefix(lineBeforeCursor: line)
        else { return hide() }
        let found = titles(prefix.typed)
        guard !found.isEmpty else { return hide() }
        show(found)
    }

    private func show(_ found: [String]) {
        let (popover, list) = self.popover.flatMap { p in self.list.map { (p, $0) } } ?? makePopover()
        if found != offered {
            offered = found
            let rows = gtk_container_get_children(list.cast())
            defer { g_list_free(rows) }
            var row = rows
            while let node = row {
                gtk_widget_destroy(node.pointee.data.assumingMemoryBound(to: GtkWidget.self))
                row = node.pointee.next
            }
            for title in found {
                let label = gtk_label_new(title)!
                gtk_label_set_xalign(label.cast(), 0)
                gtk_label_set_ellipsize(label.cast(), PANGO_ELLIPSIZE_END)
                gtk_label_set_max_width_chars(label.cast(), 40)
                gtk_widget_set_margin_start(label, 6)
                gtk_widget_set_margin_end(label, 6)
                gtk_list_box_insert(list, label, -1)
            }
            gtk_widget_show_all(list.cast())
            gtk_list_box_select_row(list, gtk_list_box_get_row_at_index(list, 0))
        }
        var rect = cursorRectangle()
        gtk_popover_set_pointing_to(popover, &rect)
        gtk_widget_show(popover.cast())
    }

    private func makePopover() -> (UnsafeMutablePointer<GtkPopover>, UnsafeMutablePointer<GtkListBox>) {
        let popover = gtk_popover_new(textView.cast())!.cast(to: GtkPopover.self)
        // Not modal: the focus, and any composition, stays in the body, which hands the keys over.
        gtk_popover_set_modal(popover, 0)
        gtk_popover_set_position(popover, GTK_POS_BOTTOM)
        let list = gtk_list_box_new()!.cast(to: GtkListBox.self)
        gtk_list_box_set_selection_mode(list, GTK_SELECTION_BROWSE)
        gtk_widget_set_can_focus(list.cast(), 0)
        AccessibleName.set(InterfaceText.noteLinkSuggestions, on: list.cast())
        connections.add(
            SignalConnection(
                list, "row-activated",
                argument: { [weak self] _ in self?.pick() }))
        gtk_container_add(popover.cast(), list.cast())
        self.popover = popover
        self.list = list
        return (popover, list)
    }

    /// The cursor's place in the body's own coordinates, where the popover points.
    private func cursorRectangle() -> GdkRectangle {
        var cursor = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &cursor, gtk_text_buffer_get_insert(buffer))
        var location = GdkRectangle()
        gtk_text_view_get_iter_location(textView, &cursor, &location)
        var x: gint = 0
        var y: gint = 0
        gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_WIDGET, location.x, location.y, &x, &y)
        return GdkRectangle(x: x, y: y, width: max(1, location.width), height: location.height)
    }

    private func move(by step: Int32) -> Bool {
        guard let list, !offered.isEmpty else { return false }
        let current = gtk_list_box_get_selected_row(list).map { gtk_list_box_row_get_index($0) } ?? 0
        let next = min(max(0, current + step), Int32(offered.count - 1))
        gtk_list_box_select_row(list, gtk_list_box_get_row_at_index(list, next))
        return true
    }

    /// Writes the chosen title and the closing `]]` over what was typed after `[[`.
    private func pick() {
        guard let list, let row = gtk_list_box_get_selected_row(list), let line = lineBeforeCursor(),
            let prefix = NoteLinkPrefix(lineBeforeCursor: line)
        else { return hide() }
        let index = Int(gtk_list_box_row_get_index(row))
        guard offered.indices.contains(index) else { return hide() }
        let title = offered[index]
        hide()
        var start = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &start, gtk_text_buffer_get_insert(buffer))
        var end = start
        gtk_text_iter_backward_chars(&start, gint(prefix.typed.unicodeScalars.count))
        // A `]]` already after the cursor closes the link: the cursor goes past it.
        var closing = end
        gtk_text_iter_forward_chars(&closing, 2)
        let following = gtk_text_buffer_get_text(buffer, &end, &closing, 1)
        let closed = following.map { String(cString: $0) } == "]]"
        g_free(following)
        gtk_text_buffer_begin_user_action(buffer)
        defer { gtk_text_buffer_end_user_action(buffer) }
        gtk_text_buffer_delete_interactive(buffer, &start, &end, 1)
        gtk_text_buffer_insert_interactive(buffer, &start, title + (closed ? "" : "]]"), -1, 1)
        if closed { gtk_text_iter_forward_chars(&start, 2) }
        gtk_text_buffer_place_cursor(buffer, &start)
    }

    /// Dismisses the list.
    func hide() {
        guard let popover, isShown else { return }
        gtk_widget_hide(popover.cast())
    }
}
