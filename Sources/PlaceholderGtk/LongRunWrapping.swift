// Character wrapping for the paragraphs that word wrapping would freeze on.
//
// GtkTextView lays a paragraph out as one PangoLayout, and with the word-or-character wrapping
// this view uses, Pango is quadratic in the length of a run without a break opportunity (a
// 200 KB line without spaces took minutes; see `UnbreakableRuns`). Character wrapping is linear.
// GtkTextView takes paragraph-wide attributes, wrap mode among them, from the tags in effect at
// the paragraph's first character (gtktextlayout.c, gtk_text_layout_get_line_display: "toggles at
// the beginning of the paragraph should affect the paragraph-global values"), so one tag that sets
// only `wrap-mode` over such a paragraph wraps it between characters and leaves every other
// paragraph as it was. A tag is formatting, not text: it is not in the buffer's text, undo does
// not record it, and `changed` and the modified flag do not see it.
import CGtk
import GtkBinding
import PlaceholderCore

/// Gives the paragraphs with a run too long for word wrapping (`UnbreakableRuns`) a tag that
/// wraps them between characters, and takes it off again when a later examination finds the run
/// gone. Follows the text view's buffer when it is replaced; disconnects when `root` is destroyed.
///
/// Per-keystroke cost: one `insert-text` handler that returns at once for an insertion shorter
/// than `UnbreakableRuns.smallestExaminedInsertion` bytes while no paragraph is tagged. Only while
/// a paragraph is tagged do short edits cost a few iterator calls around them, and a
/// `delete-range` handler exist, so that an edit at a tagged paragraph's edge (or joining it to
/// the paragraph before) cannot leave part of it untagged: its start untagged would word-wrap it.
@MainActor
final class LongRunWrapping {
    private let textView: UnsafeMutablePointer<GtkTextView>
    private let root: UnsafeMutablePointer<GtkWidget>
    private let connections = SignalConnectionSet()
    private let bufferConnections = SignalConnectionSet()
    /// Present only while some paragraph of the current buffer may carry the tag.
    private let taggedParagraphConnections = SignalConnectionSet()
    /// The tag in the current buffer's tag table, made when first needed.
    private var tag: UnsafeMutablePointer<GtkTextTag>?
    /// The buffer `tag` belongs to (a replaced buffer's table is not ours to use).
    private var taggedBuffer: UnsafeMutablePointer<GtkTextBuffer>?

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }

    /// Called with `owner` after the tag was put on or taken off some text (the public side:
    /// `PlaceholderTextView.onCharacterWrapChange`).
    var onChange: (@MainActor (PlaceholderTextView) -> Void)?
    /// The view that `onChange` reports.
    weak var owner: PlaceholderTextView?

    /// Starts watching `textView`'s buffer (and any buffer that replaces it); `root` is the widget
    /// whose destruction ends it.
    init(textView: UnsafeMutablePointer<GtkTextView>, root: UnsafeMutablePointer<GtkWidget>) {
        self.textView = textView
        self.root = root
        connections.add(SignalConnection(textView, "notify::buffer", argument: { [weak self] _ in
            self?.bufferReplaced()
        }))
        connections.disconnectAll(whenDestroyed: root)
        connectBuffer()
        examineWholeBuffer()
    }

    /// Whether a paragraph of the current buffer carries the character-wrap tag (for tests).
    var hasTaggedParagraphs: Bool { taggedParagraphConnections.count > 0 }

    /// The tag, if the current buffer has one of ours (it sets `wrap-mode` only).
    var characterWrapTag: UnsafeMutablePointer<GtkTextTag>? { taggedBuffer == buffer ? tag : nil }

    /// The one entry point: text was inserted between `start` and `end` (an insertion of at least
    /// `UnbreakableRuns.smallestExaminedInsertion` bytes: a paste, a drop, a loaded note, an input
    /// method's long commit). Examines every paragraph the insertion touches and tags or untags
    /// each. Linear in those paragraphs' length; changes tags only, so no iterator is invalidated.
    func textInserted(start: GtkTextIter, end: GtkTextIter) {
        var first = start
        gtk_text_iter_set_line_offset(&first, 0)
        var last = end
        if gtk_text_iter_ends_line(&last) == 0 { gtk_text_iter_forward_to_line_end(&last) }
        examine(from: first, to: last)
    }

    // MARK: Listening

    private func connectBuffer() {
        bufferConnections.disconnectAll()
        taggedParagraphConnections.disconnectAll()
        bufferConnections.add(SignalConnection(buffer, "insert-text", after: true, threeArguments: { [weak self] location, text, length in
            // The whole per-keystroke cost for ordinary text: this comparison and the one below.
            let byteCount = Int(Int32(truncatingIfNeeded: Int(bitPattern: length)))
            guard let self, let location else { return }
            let end = location.assumingMemoryBound(to: GtkTextIter.self)
            if byteCount >= UnbreakableRuns.smallestExaminedInsertion, let text {
                var start = end.pointee
                gtk_text_iter_backward_chars(&start, Int32(g_utf8_strlen(text.assumingMemoryBound(to: CChar.self), byteCount)))
                self.textInserted(start: start, end: end.pointee)
            } else if self.hasTaggedParagraphs {
                self.keepParagraphTagged(at: end.pointee)
            }
        }))
        bufferConnections.disconnectAll(whenDestroyed: root)
    }

    private func bufferReplaced() {
        let hadTag = characterWrapTag != nil
        tag = nil
        taggedBuffer = nil
        connectBuffer()
        examineWholeBuffer()
        if hadTag, characterWrapTag == nil { reportChange() }
    }

    /// A buffer given to the view may already hold text.
    private func examineWholeBuffer() {
        guard gtk_text_buffer_get_char_count(buffer) >= Int32(UnbreakableRuns.longestWordWrappedRun) else { return }
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        examine(from: start, to: end)
    }

    /// While a paragraph is tagged, deletions matter too: deleting the separator before a tagged
    /// paragraph joins it to an untagged one.
    private func startWatchingTaggedParagraphs() {
        guard !hasTaggedParagraphs else { return }
        taggedParagraphConnections.add(SignalConnection(buffer, "delete-range", after: true, arguments: { [weak self] start, _ in
            guard let self, let start else { return }
            self.keepParagraphTagged(at: start.assumingMemoryBound(to: GtkTextIter.self).pointee)
            // The deletion may have taken the last tagged text with it.
            if !self.bufferHasTag() {
                self.taggedParagraphConnections.disconnectAll()
                self.reportChange()
            }
        }))
        taggedParagraphConnections.disconnectAll(whenDestroyed: root)
    }

    // MARK: Tagging

    /// Tags or untags each whole paragraph between `first` (a paragraph start) and `last` (a
    /// paragraph end) as `UnbreakableRuns` decides.
    private func examine(from first: GtkTextIter, to last: GtkTextIter) {
        var first = first
        var last = last
        guard let slice = gtk_text_buffer_get_slice(buffer, &first, &last, 1) else { return }
        defer { g_free(slice) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(slice).assumingMemoryBound(to: UInt8.self), count: strlen(slice))
        let needy = UnbreakableRuns.paragraphsNeedingCharacterWrap(in: bytes)
        let hadTaggedParagraphs = hasTaggedParagraphs
        if let tag = characterWrapTag, hadTaggedParagraphs {
            gtk_text_buffer_remove_tag(buffer, tag, &first, &last)
        }
        guard !needy.isEmpty else {
            if hadTaggedParagraphs {
                if !bufferHasTag() { taggedParagraphConnections.disconnectAll() }
                reportChange()
            }
            return
        }
        let tag = ensureTag()
        let firstLine = gtk_text_iter_get_line(&first)
        for index in needy {
            var paragraphStart = GtkTextIter()
            gtk_text_buffer_get_iter_at_line(buffer, &paragraphStart, firstLine + Int32(index))
            var paragraphEnd = paragraphStart
            if gtk_text_iter_ends_line(&paragraphEnd) == 0 { gtk_text_iter_forward_to_line_end(&paragraphEnd) }
            gtk_text_buffer_apply_tag(buffer, tag, &paragraphStart, &paragraphEnd)
        }
        startWatchingTaggedParagraphs()
        reportChange()
    }

    /// After a short edit at `location`: if the paragraph there carries the tag anywhere but
    /// not everywhere (text typed before or after its run, or an untagged paragraph joined to it),
    /// extends the tag over the whole paragraph. Costs a few iterator calls; the tag changes
    /// only when the edit touched a tagged paragraph's edge.
    ///
    /// Why the whole paragraph: its wrap mode comes from its first character, and any tag edge
    /// inside a very long character-wrapped paragraph is a hazard of its own. Measured on a bare
    /// GtkTextView with GTK_WRAP_CHAR and 300,000 characters in one paragraph, a colour tag over 5
    /// characters at offset 290,000 made Pango return the paragraph as one line 1.8 million
    /// pixels wide, GDK refused the window and the X server ended the program (BadAlloc).
    private func keepParagraphTagged(at location: GtkTextIter) {
        guard let tag = characterWrapTag else { return }
        var location = location
        var paragraphStart = location
        gtk_text_iter_set_line_offset(&paragraphStart, 0)
        var before = location
        let startTagged = gtk_text_iter_has_tag(&paragraphStart, tag) != 0
        let hereTagged = gtk_text_iter_has_tag(&before, tag) != 0
        let beforeTagged = gtk_text_iter_backward_char(&before) != 0
            && gtk_text_iter_get_line(&before) == gtk_text_iter_get_line(&paragraphStart)
            && gtk_text_iter_has_tag(&before, tag) != 0
        var paragraphEnd = location
        if gtk_text_iter_ends_line(&paragraphEnd) == 0 { gtk_text_iter_forward_to_line_end(&paragraphEnd) }
        let hasTagAnywhere = startTagged || hereTagged || beforeTagged || {
            var toggle = paragraphStart
            return gtk_text_iter_forward_to_tag_toggle(&toggle, tag) != 0 && gtk_text_iter_compare(&toggle, &paragraphEnd) < 0
        }()
        let endsTagged = gtk_text_iter_starts_line(&location) != 0 || beforeTagged
        let continuesTagged = gtk_text_iter_ends_line(&location) != 0 || hereTagged
        guard hasTagAnywhere, !(startTagged && endsTagged && continuesTagged) else { return }
        gtk_text_buffer_apply_tag(buffer, tag, &paragraphStart, &paragraphEnd)
        reportChange()
    }

    private func reportChange() {
        if let owner, let onChange { onChange(owner) }
    }

    /// Whether some text of the current buffer carries the tag (O(log n): the text tree keeps
    /// per-tag toggle counts).
    var isTagged: Bool { bufferHasTag() }

    private func bufferHasTag() -> Bool {
        guard let tag = characterWrapTag else { return false }
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        return gtk_text_iter_has_tag(&start, tag) != 0 || gtk_text_iter_forward_to_tag_toggle(&start, tag) != 0
    }

    /// The tag: anonymous (an app's `gtk_text_tag_table_lookup` cannot find or clash with it),
    /// setting nothing but `wrap-mode`, so margins, indent, fonts and colours stay the view's.
    private func ensureTag() -> UnsafeMutablePointer<GtkTextTag> {
        if let tag = characterWrapTag { return tag }
        let newTag = gtk_text_tag_new(nil)!
        var wrapMode = GValue()
        g_value_init(&wrapMode, gtk_wrap_mode_get_type())
        g_value_set_enum(&wrapMode, Int32(GTK_WRAP_CHAR.rawValue))
        g_object_set_property(UnsafeMutableRawPointer(newTag).assumingMemoryBound(to: GObject.self), "wrap-mode", &wrapMode)
        g_value_unset(&wrapMode)
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(buffer), newTag)
        g_object_unref(newTag)
        tag = newTag
        taggedBuffer = buffer
        return newTag
    }
}
