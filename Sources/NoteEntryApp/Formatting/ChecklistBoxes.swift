// Real check boxes over a note's checklist items (`- [ ] milk`, `- [x] eggs`).
import CGtk
import GtkBinding

/// A `GtkCheckButton` over the `[ ]` of each checklist item on screen: a click ticks it, and the
/// note's text says so (`[x]`), so what is stored stays Markdown. Screen readers find each box
/// as a check box named by its item, checked or not. Space with the cursor on an item's box
/// ticks it from the keyboard (`MarkdownEditing`).
///
/// The boxes are children of the text window, one per checklist item shown (a pool, reused as
/// the view scrolls), placed at their characters' place when the view scrolls, and after it is
/// allocated or its text changed (`textChanged()`, from the restyling). The `[ ]` under a
/// box is drawn transparent (`MarkdownStyle.checkBox`), its characters kept for the cursor.
@MainActor
final class ChecklistBoxes {
    /// One box and the item it stands for now.
    private final class Box {
        let button: UnsafeMutablePointer<GtkWidget>
        var line: gint = 0
        var characters: Range<Int> = 0..<0
        var toggled: SignalConnection?
        /// Where `gtk_text_view_move_child` last put it.
        var position: (x: gint, y: gint)?

        init(button: UnsafeMutablePointer<GtkWidget>) { self.button = button }
    }

    private let textView: UnsafeMutablePointer<GtkTextView>
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }
    private var boxes: [Box] = []
    private var connections = SignalConnectionSet()
    private var pending: MainLoopSource?
    /// While the boxes are set from the text: their toggles are not the user's.
    private var isFollowingText = false

    init(textView: UnsafeMutablePointer<GtkTextView>) {
        self.textView = textView
        // Not placed from inside the allocation: layout queries there keep GtkTextView from
        // scrolling to the cursor (Ctrl+End left the view at the top).
        connections.add(
            SignalConnection(textView, "size-allocate", after: true, argument: { [weak self] _ in self?.textChanged() })
        )
        if let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(textView)) {
            connections.add(SignalConnection(adjustment, "value-changed") { [weak self] in self?.place() })
        }
        connections.add(
            SignalConnection(textView, "destroy") { [weak self] in
                self?.pending?.cancel()
                self?.connections.disconnectAll()
                for box in self?.boxes ?? [] { box.toggled?.disconnect() }
            })
    }

    /// The text or the view's size changed: the boxes follow before the next frame.
    func textChanged() {
        guard pending == nil else { return }
        pending = MainLoopSource.idle(priority: G_PRIORITY_HIGH_IDLE + 15) { [weak self] in
            self?.pending = nil
            self?.place()
        }
    }

    /// Ticks or unticks the box of the checklist item on `line` (its characters `box`), as one
    /// user action: `[ ]` becomes `[x]` and back.
    func toggle(line: gint, box: Range<Int>) {
        guard gtk_text_view_get_editable(textView) != 0 else { return }
        var mark = GtkTextIter()
        gtk_text_buffer_get_iter_at_line_offset(buffer, &mark, line, gint(box.lowerBound + 1))
        var end = mark
        gtk_text_iter_forward_char(&end)
        let current = gtk_text_iter_get_char(&mark)
        guard current == 0x20 || current == 0x78 || current == 0x58 else { return }
        gtk_text_buffer_begin_user_action(buffer)
        gtk_text_buffer_delete_interactive(buffer, &mark, &end, 1)
        gtk_text_buffer_insert_interactive(buffer, &mark, current == 0x20 ? "x" : " ", -1, 1)
        gtk_text_buffer_end_user_action(buffer)
    }

    /// Puts a box over each checklist item on screen, ticked as its text says.
    private func place() {
        var visible = GdkRectangle()
        gtk_text_view_get_visible_rect(textView, &visible)
        var iter = GtkTextIter()
        var lineTop: gint = 0
        gtk_text_view_get_line_at_y(textView, &iter, visible.y, &lineTop)
        var used = 0
        while lineTop < visible.y + visible.height {
            let line = gtk_text_iter_get_line(&iter)
            if let item = checklistItem(at: iter) {
                if used == boxes.count { boxes.append(makeBox()) }
                show(boxes[used], line: line, item: item)
                used += 1
            }
            var height: gint = 0
            gtk_text_view_get_line_yrange(textView, &iter, &lineTop, &height)
            lineTop += height
            guard gtk_text_iter_forward_line(&iter) != 0 else { break }
        }
        for box in boxes[used...] where gtk_widget_get_visible(box.button) != 0 { gtk_widget_hide(box.button) }
    }

    /// The checklist item of the line at `lineStart`: its box's characters, whether it is
    /// ticked, and its text (the box's name for screen readers).
    private func checklistItem(at lineStart: GtkTextIter) -> (box: Range<Int>, isChecked: Bool, text: String)? {
        var start = lineStart
        gtk_text_iter_set_line_offset(&start, 0)
        var end = start
        if gtk_text_iter_ends_line(&end) == 0 { gtk_text_iter_forward_to_line_end(&end) }
        guard gtk_text_iter_get_chars_in_line(&start) < 10_000 else { return nil }
        let slice = gtk_text_buffer_get_slice(buffer, &start, &end, 1)!
        defer { g_free(slice) }
        let scalars = Array(String(cString: slice).unicodeScalars)
        guard let item = ListItemMarker(in: scalars), let box = item.checkBox else { return nil }
        let text = String(String.UnicodeScalarView(scalars[item.contentStart...]))
        return (box, item.isChecked, text)
    }

    private func makeBox() -> Box {
        let button = gtk_check_button_new()!
        gtk_widget_set_can_focus(button, 0)
        gtk_widget_set_focus_on_click(button, 0)
        gtk_style_context_add_class(gtk_widget_get_style_context(button), "note-check-box")
        gtk_text_view_add_child_in_window(textView, button, GTK_TEXT_WINDOW_TEXT, 0, 0)
        let box = Box(button: button)
        box.toggled = SignalConnection(button, "toggled") { [weak self, unowned box] in
            guard let self, !self.isFollowingText else { return }
            self.toggle(line: box.line, box: box.characters)
        }
        return box
    }

    /// Shows `box` over `item` on `line`: allocated where the item's `[ ]` is drawn, in the text
    /// window's coordinates, and moved there as GtkTextView reads a child's position (buffer
    /// coordinates turned into the widget's; see `HintAttachment.place`).
    private func show(_ box: Box, line: gint, item: (box: Range<Int>, isChecked: Bool, text: String)) {
        box.line = line
        box.characters = item.box
        var first = GtkTextIter()
        var last = GtkTextIter()
        gtk_text_buffer_get_iter_at_line_offset(buffer, &first, line, gint(item.box.lowerBound))
        gtk_text_buffer_get_iter_at_line_offset(buffer, &last, line, gint(item.box.upperBound - 1))
        var start = GdkRectangle()
        var end = GdkRectangle()
        gtk_text_view_get_iter_location(textView, &first, &start)
        gtk_text_view_get_iter_location(textView, &last, &end)
        var wanted = (x: gint(0), y: gint(0))
        gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_TEXT, start.x, start.y, &wanted.x, &wanted.y)
        var bufferOrigin = (x: gint(0), y: gint(0))
        gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_WIDGET, 0, 0, &bufferOrigin.x, &bufferOrigin.y)
        let position = (x: wanted.x - bufferOrigin.x, y: wanted.y - bufferOrigin.y)
        if box.position.map({ $0 != position }) ?? true {
            box.position = position
            gtk_text_view_move_child(textView, box.button, position.x, position.y)
        }
        isFollowingText = true
        gtk_toggle_button_set_active(box.button.cast(), item.isChecked ? 1 : 0)
        isFollowingText = false
        AccessibleName.set(item.text.trimmingWhitespace, on: box.button)
        if gtk_widget_get_visible(box.button) == 0 { gtk_widget_show(box.button) }
        var allocation = GtkAllocation(
            x: wanted.x, y: wanted.y, width: max(end.x + end.width - start.x, 1), height: max(start.height, 1))
        gtk_widget_size_allocate(box.button, &allocation)
    }
}
