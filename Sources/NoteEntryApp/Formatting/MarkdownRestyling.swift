// Keeping a note's Markdown styled as it is edited, a few lines at a time.
import CGtk
import GtkBinding
import PlaceholderGtk

/// Styles the Markdown of a text view's buffer (`MarkdownLine` decides, `MarkdownTags` shows)
/// and keeps it styled through every edit, typed, pasted, undone or loaded.
///
/// An edit costs nothing here: the view keeps the range of characters changed (in C) and calls
/// once when a range starts to be pending. The lines are restyled from the main loop before the
/// next frame is drawn, a burst of keys once; two marks hold the lines still to restyle, so
/// edits move them as they move the text, and a long range (a note loaded whole) goes on in
/// pieces after the frame, so a megabyte note opens and answers at once and styles in the
/// background.
/// Lines longer than `longestStyledLine` stay plain: reading one again at every keystroke
/// would cost more than its styling is worth.
@MainActor
final class MarkdownRestyling {
    /// Lines restyled in one main-loop turn.
    static let linesPerTurn = 400
    /// The longest line, in characters, that is styled.
    static let longestStyledLine = 10_000

    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private let tags: MarkdownTags
    private var connections = SignalConnectionSet()
    /// The first and last position still to restyle (whole lines), or nil when all is styled.
    private var dirty: (start: UnsafeMutablePointer<GtkTextMark>, end: UnsafeMutablePointer<GtkTextMark>)?
    private var pending: MainLoopSource?
    /// Called after lines were restyled (the text they show changed).
    var onRestyled: (@MainActor () -> Void)?
    /// The view's changed range since last asked.
    private let takeChangedRange: @MainActor () -> Range<Int>?

    /// Styles `view`'s text from now on, following its theme. It takes the view's changed range
    /// (`onChangedRangePending`), which costs no Swift call per keystroke.
    init(view: PlaceholderTextView) {
        let textView = view.textView
        buffer = gtk_text_view_get_buffer(textView)
        tags = MarkdownTags(in: buffer)
        takeChangedRange = { [weak view] in view?.takeChangedRange() }
        tags.followTheme(of: textView)
        view.onChangedRangePending = { [weak self] _ in
            // Before the frame that shows the edit (GTK draws at G_PRIORITY_HIGH_IDLE + 20).
            self?.schedule(priority: G_PRIORITY_HIGH_IDLE + 15)
        }
        connections.add(
            SignalConnection(textView, "style-updated", after: true) { [weak self] in
                self?.tags.followTheme(of: textView)
            })
        connections.add(SignalConnection(textView, "destroy") { [weak self] in self?.stop() })
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        markDirty(from: start, to: end)
        schedule(priority: G_PRIORITY_HIGH_IDLE + 15)
    }

    /// Whether every line is styled as its text says.
    var isUpToDate: Bool { dirty == nil }

    private func stop() {
        pending?.cancel()
        pending = nil
        connections.disconnectAll()
    }

    /// Adds the lines from `start` to `end` to those still to restyle.
    private func markDirty(from start: GtkTextIter, to end: GtkTextIter) {
        var start = start
        var end = end
        if let dirty {
            var marked = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(buffer, &marked, dirty.start)
            if gtk_text_iter_compare(&start, &marked) < 0 { gtk_text_buffer_move_mark(buffer, dirty.start, &start) }
            gtk_text_buffer_get_iter_at_mark(buffer, &marked, dirty.end)
            if gtk_text_iter_compare(&end, &marked) > 0 { gtk_text_buffer_move_mark(buffer, dirty.end, &end) }
        } else {
            // The start keeps left of text inserted at it, the end right of it.
            dirty = (
                gtk_text_buffer_create_mark(buffer, nil, &start, 1), gtk_text_buffer_create_mark(buffer, nil, &end, 0)
            )
        }
    }

    /// Adds the lines the view's edits changed since last asked to those still to restyle.
    private func takeChanges() {
        guard let range = takeChangedRange() else { return }
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, gint(range.lowerBound))
        gtk_text_buffer_get_iter_at_offset(buffer, &end, gint(range.upperBound))
        markDirty(from: start, to: end)
    }

    private func schedule(priority: Int32) {
        guard pending == nil else { return }
        pending = MainLoopSource.idle(priority: priority) { [weak self] in
            guard let self else { return }
            self.pending = nil
            self.takeChanges()
            self.restyleSome(lines: Self.linesPerTurn)
            // What is left is a long range: after the frame, so the window keeps drawing.
            if self.dirty != nil { self.schedule(priority: G_PRIORITY_DEFAULT_IDLE) }
        }
    }

    /// Restyles up to `lines` lines from the start of the dirty range.
    private func restyleSome(lines: Int) {
        guard let dirty else { return }
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &start, dirty.start)
        gtk_text_buffer_get_iter_at_mark(buffer, &end, dirty.end)
        let first = gtk_text_iter_get_line(&start)
        let last = gtk_text_iter_get_line(&end)
        let stop = lines == Int.max ? last : min(last, first + gint(lines) - 1)
        for line in first...stop { restyle(line: line) }
        defer { onRestyled?() }
        if stop == last {
            gtk_text_buffer_delete_mark(buffer, dirty.start)
            gtk_text_buffer_delete_mark(buffer, dirty.end)
            self.dirty = nil
        } else {
            gtk_text_buffer_get_iter_at_line(buffer, &start, stop + 1)
            gtk_text_buffer_move_mark(buffer, dirty.start, &start)
        }
    }

    /// Takes this object's tags off line `line` and puts on those its text asks for.
    private func restyle(line: gint) {
        var start = GtkTextIter()
        gtk_text_buffer_get_iter_at_line(buffer, &start, line)
        var end = start
        if gtk_text_iter_ends_line(&end) == 0 { gtk_text_iter_forward_to_line_end(&end) }
        for tag in tags.all where Self.has(tag, between: start, and: end) {
            gtk_text_buffer_remove_tag(buffer, tag, &start, &end)
        }
        let length = gtk_text_iter_get_offset(&end) - gtk_text_iter_get_offset(&start)
        guard length > 0, length <= Self.longestStyledLine else { return }
        // The slice keeps a character (U+FFFC) for each picture or child, so offsets stay GTK's.
        let slice = gtk_text_buffer_get_slice(buffer, &start, &end, 1)!
        let text = String(cString: slice)
        g_free(slice)
        for span in MarkdownLine.spans(of: text) {
            var from = start
            var to = start
            gtk_text_iter_set_line_offset(&from, gint(span.range.lowerBound))
            gtk_text_iter_set_line_offset(&to, gint(span.range.upperBound))
            gtk_text_buffer_apply_tag(buffer, tags.tag(span.style), &from, &to)
        }
    }

    /// Whether `tag` is on some character from `start` up to `end` (the text tree counts each
    /// tag's toggles, so a tag on no line near is passed over at once; a search for any tag's
    /// toggle, `nil`, has no such count and walks line by line to the end of an unstyled text).
    private static func has(_ tag: UnsafeMutablePointer<GtkTextTag>, between start: GtkTextIter, and end: GtkTextIter)
        -> Bool
    {
        var position = start
        var end = end
        if gtk_text_iter_has_tag(&position, tag) != 0 { return true }
        return gtk_text_iter_forward_to_tag_toggle(&position, tag) != 0 && gtk_text_iter_compare(&position, &end) < 0
    }
}
