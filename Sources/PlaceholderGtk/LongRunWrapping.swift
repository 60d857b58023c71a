// Character wrapping for the paragraphs that word wrapping would freeze on.
//
// GtkTextView lays a paragraph out as one PangoLayout, and with the word-or-character wrapping
// this view uses, Pango is quadratic in the length of a run without a break opportunity (a
// 200 KB line without spaces takes minutes; see `UnbreakableRuns`). Character wrapping is linear.
// GtkTextView takes paragraph-wide attributes, wrap mode among them, from the tags in effect at
// the paragraph's first character (gtktextlayout.c, gtk_text_layout_get_line_display: "toggles at
// the beginning of the paragraph should affect the paragraph-global values"), so one tag that sets
// only `wrap-mode` over such a paragraph wraps it between characters and leaves every other
// paragraph as it was. A tag is formatting, not text: it is not in the buffer's text, undo does
// not record it, and `changed` and the modified flag do not see it.
//
// A second limit, of Pango's: it sums an item's advance widths (an item is a stretch with the same
// attributes) in 32-bit Pango units, which overflow at 2,097,152 pixels, so a 1 MB paragraph, of
// words or not, drew as one garbled row in a bare GtkTextView. Tag edges cut items: a paragraph
// longer than `UnbreakableRuns.longestItem` characters gets two tags in turn, one per stretch of
// that many characters (the character-wrap pair, or a pair that sets nothing).
import CGtk
import GtkBinding
import PlaceholderCore

/// Gives the paragraphs with a run too long for word wrapping (`UnbreakableRuns`) a tag that
/// wraps them between characters, and takes it off again when a later examination finds the run
/// gone. Hears of edits from the view's `TextBufferWatch` (which follows buffer replacement).
///
/// Per-keystroke cost: none while no paragraph is tagged (the watch's C handler compares the
/// insertion's length with `UnbreakableRuns.smallestExaminedInsertion`). Only while a paragraph
/// is tagged is every edit reported, and costs a few iterator calls around it, so that an edit at
/// a tagged paragraph's edge (or joining it to the paragraph before) cannot leave part of it
/// untagged: its start untagged would word-wrap it.
@MainActor
final class LongRunWrapping {
    private let textView: UnsafeMutablePointer<GtkTextView>
    private let watch: TextBufferWatch
    /// Whether some paragraph of the current buffer may carry our tags: then every edit is looked at.
    private(set) var hasTaggedParagraphs = false {
        didSet { watch.reportsEveryEdit = hasTaggedParagraphs }
    }
    /// Our tags in the current buffer's tag table, made when first needed.
    private var tags: Tags?
    /// The pending one-pass layout of the paragraph at the cursor (`layOutOnce`).
    private var layoutOnce: MainLoopSource?

    /// Two pairs of anonymous tags: each paragraph we treat starts with the first of its pair, and
    /// its stretches of `UnbreakableRuns.longestItem` characters alternate between the two.
    private struct Tags {
        let buffer: UnsafeMutablePointer<GtkTextBuffer>
        /// `wrap-mode` = character, nothing else.
        let characterWrap: (UnsafeMutablePointer<GtkTextTag>, UnsafeMutablePointer<GtkTextTag>)
        /// Nothing set: only cut Pango items.
        let itemCut: (UnsafeMutablePointer<GtkTextTag>, UnsafeMutablePointer<GtkTextTag>)
        var all: [UnsafeMutablePointer<GtkTextTag>] { [characterWrap.0, characterWrap.1, itemCut.0, itemCut.1] }
        /// The tags a treated paragraph starts with.
        var starts: [UnsafeMutablePointer<GtkTextTag>] { [characterWrap.0, itemCut.0] }
    }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }

    /// Called with `owner` after the character-wrap tags were put on or taken off some text (the
    /// public side: `PlaceholderTextView.onCharacterWrapChange`).
    var onChange: (@MainActor (PlaceholderTextView) -> Void)?
    /// The view that `onChange` reports.
    weak var owner: PlaceholderTextView?

    /// Starts examining the insertions `watch` reports in `textView`'s buffer.
    init(textView: UnsafeMutablePointer<GtkTextView>, watch: TextBufferWatch) {
        self.textView = textView
        self.watch = watch
        watch.longInsertionBytes = UnbreakableRuns.smallestExaminedInsertion
        watch.onLongInsertion = { [unowned self] start, end in self.textInserted(startOffset: start, endOffset: end) }
        watch.onShortInsertion = { [unowned self] start, end in
            self.keepParagraphWhole(at: self.iter(at: end), insertedFrom: self.iter(at: start))
        }
        watch.onDeletion = { [unowned self] offset in self.rangeDeleted(at: offset) }
        examineWholeBuffer()
    }

    /// Stops (the widget is being destroyed): a pending layout must not outlive the text view.
    func stop() {
        layoutOnce?.cancel()
        watch.onLongInsertion = nil
        watch.onShortInsertion = nil
        watch.onDeletion = nil
    }

    /// Whether some text of the current buffer is wrapped between characters by us now.
    var isCharacterWrapping: Bool {
        guard let tags = currentTags else { return false }
        return isAnywhere(tags.characterWrap.0)
    }

    /// Our tags in the current buffer, character-wrap pair first (for tests); empty until needed.
    var currentTagList: [UnsafeMutablePointer<GtkTextTag>] { currentTags?.all ?? [] }

    /// Which of our tags the character at `offset` carries: 0 and 1 the character-wrap pair, 2 and
    /// 3 the item-cut pair (for tests).
    func tagIndices(atOffset offset: Int32) -> [Int] {
        var iter = iter(at: Int(offset))
        return currentTagList.indices.filter { gtk_text_iter_has_tag(&iter, currentTagList[$0]) != 0 }
    }

    /// The one entry point: text was inserted between `start` and `end` (an insertion of at least
    /// `UnbreakableRuns.smallestExaminedInsertion` bytes: a paste, a drop, a loaded note, an input
    /// method's long commit). Examines every paragraph the insertion touches and tags or untags
    /// each. Linear in those paragraphs' length; changes tags only, so no iterator is invalidated.
    func textInserted(startOffset: Int, endOffset: Int) {
        var first = iter(at: startOffset)
        gtk_text_iter_set_line_offset(&first, 0)
        examine(from: first, to: paragraphEnd(of: iter(at: endOffset)))
    }

    // MARK: Listening

    private var currentTags: Tags? { tags?.buffer == buffer ? tags : nil }

    private func iter(at offset: Int) -> GtkTextIter {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &iter, Int32(offset))
        return iter
    }

    /// The end of the paragraph `iter` is in (before its line separator).
    private func paragraphEnd(of iter: GtkTextIter) -> GtkTextIter {
        var end = iter
        if gtk_text_iter_ends_line(&end) == 0 { gtk_text_iter_forward_to_line_end(&end) }
        return end
    }

    /// The view's buffer was replaced: the new one is examined whole.
    func bufferReplaced() {
        let wasWrapping = isCharacterWrapping
        tags = nil
        hasTaggedParagraphs = false
        examineWholeBuffer()
        if wasWrapping, !isCharacterWrapping { reportChange() }
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
    private func rangeDeleted(at offset: Int) {
        let location = iter(at: offset)
        keepParagraphWhole(at: location, insertedFrom: location)
        // The deletion may have taken the last tagged text with it.
        if let tags = currentTags, !tags.starts.contains(where: { isAnywhere($0) }) {
            hasTaggedParagraphs = false
            reportChange()
        }
    }

    // MARK: Tagging

    /// Tags or untags each whole paragraph between `first` (a paragraph start) and `last` (a
    /// paragraph end) as `UnbreakableRuns` decides.
    private func examine(from first: GtkTextIter, to last: GtkTextIter) {
        var first = first
        var last = last
        guard let slice = gtk_text_buffer_get_slice(buffer, &first, &last, 1) else { return }
        defer { g_free(slice) }
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(slice).assumingMemoryBound(to: UInt8.self), count: strlen(slice))
        let needs = UnbreakableRuns.paragraphNeeds(in: bytes)
        let wasWrapping = isCharacterWrapping
        if let tags = currentTags, hasTaggedParagraphs {
            for tag in tags.all { gtk_text_buffer_remove_tag(buffer, tag, &first, &last) }
        }
        if !needs.isEmpty {
            let firstLine = gtk_text_iter_get_line(&first)
            for need in needs {
                var paragraphStart = GtkTextIter()
                gtk_text_buffer_get_iter_at_line(buffer, &paragraphStart, firstLine + Int32(need.paragraph))
                tagParagraph(startingAt: paragraphStart, wrapsBetweenCharacters: need.wrapsBetweenCharacters)
            }
            hasTaggedParagraphs = true
        } else if hasTaggedParagraphs, let tags = currentTags,
            !tags.starts.contains(where: { isAnywhere($0) })
        {
            hasTaggedParagraphs = false
        }
        if wasWrapping || needs.contains(where: \.wrapsBetweenCharacters) { reportChange() }
        if !needs.isEmpty { scheduleLayoutOnce() }
    }

    /// GtkTextView lays a changed paragraph out twice: once for its size (validation), once again
    /// to draw it, since a size-only layout is not kept for drawing, while a full one serves both
    /// (gtk_text_layout_get_line_display's one-line cache). For a megabyte paragraph each pass
    /// takes a second or more, so the paragraph at the cursor (the one on screen after a paste or
    /// a load) is laid out fully once, before validation and drawing run: from an idle of higher
    /// priority than both, since the view's own `insert-text` handler drops the cache after ours.
    private func scheduleLayoutOnce() {
        guard layoutOnce?.isPending != true else { return }
        layoutOnce = MainLoopSource.idle(priority: G_PRIORITY_HIGH_IDLE) { [weak self] in self?.layOutOnce() }
    }

    private func layOutOnce() {
        let widget: UnsafeMutablePointer<GtkWidget> = textView.cast()
        guard gtk_widget_get_realized(widget) != 0, gtk_widget_get_allocated_width(widget) > 1 else { return }
        var cursor = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &cursor, gtk_text_buffer_get_insert(buffer))
        var location = GdkRectangle()
        gtk_text_view_get_iter_location(textView, &cursor, &location)
    }

    /// Puts the first tag of the pair on the paragraph at `paragraphStart`, and the two in turn on
    /// its stretches of `UnbreakableRuns.longestItem` characters; takes our other tags off it.
    private func tagParagraph(startingAt paragraphStart: GtkTextIter, wrapsBetweenCharacters: Bool) {
        let tags = ensureTags()
        var chunkStart = paragraphStart
        var paragraphEnd = paragraphEnd(of: paragraphStart)
        for tag in tags.all { gtk_text_buffer_remove_tag(buffer, tag, &chunkStart, &paragraphEnd) }
        let pair = wrapsBetweenCharacters ? tags.characterWrap : tags.itemCut
        var useFirst = true
        while gtk_text_iter_compare(&chunkStart, &paragraphEnd) < 0 {
            var chunkEnd = chunkStart
            gtk_text_iter_forward_chars(&chunkEnd, Int32(UnbreakableRuns.longestItem))
            if gtk_text_iter_compare(&chunkEnd, &paragraphEnd) > 0 { chunkEnd = paragraphEnd }
            gtk_text_buffer_apply_tag(buffer, useFirst ? pair.0 : pair.1, &chunkStart, &chunkEnd)
            useFirst.toggle()
            chunkStart = chunkEnd
        }
    }

    /// After a short edit at `location` (text inserted from `insertedFrom`, or a deletion there):
    /// keeps a treated paragraph wholly tagged. Text typed inside a tagged stretch carries its tag
    /// already; text at a paragraph's edge or at a stretch's edge does not, and neither does a
    /// paragraph joined in front. An untagged start would word-wrap the whole paragraph (its wrap
    /// mode comes from its first character); an untagged stretch could exceed Pango's item limit.
    /// Costs a few iterator calls; retags the paragraph only when the edit left it unevenly tagged.
    private func keepParagraphWhole(at location: GtkTextIter, insertedFrom: GtkTextIter) {
        guard let tags = currentTags else { return }
        var location = location
        var paragraphStart = insertedFrom
        gtk_text_iter_set_line_offset(&paragraphStart, 0)
        var paragraphEnd = paragraphEnd(of: location)
        let startTag = tags.all.first { tag in
            var probe = paragraphStart
            return gtk_text_iter_has_tag(&probe, tag) != 0
        }
        var inserted = insertedFrom
        let insertedTagged =
            gtk_text_iter_equal(&inserted, &location) != 0
            || tags.all.contains { tag in gtk_text_iter_has_tag(&inserted, tag) != 0 }
        if let startTag, tags.starts.contains(startTag), insertedTagged {
            // A keystroke in a paragraph of ours: the one-pass layout halves its cost too.
            scheduleLayoutOnce()
            return
        }
        // Is this paragraph one of ours at all? Its text right after the edit tells.
        var after = location
        let continuesTagged = tags.all.contains { tag in gtk_text_iter_has_tag(&after, tag) != 0 }
        var before = insertedFrom
        let precededTagged =
            gtk_text_iter_backward_char(&before) != 0
            && gtk_text_iter_get_line(&before) == gtk_text_iter_get_line(&paragraphStart)
            && tags.all.contains { tag in gtk_text_iter_has_tag(&before, tag) != 0 }
        guard startTag != nil || continuesTagged || precededTagged else { return }
        let wraps = [tags.characterWrap.0, tags.characterWrap.1].contains { tag in
            var probe = paragraphStart
            if gtk_text_iter_has_tag(&probe, tag) != 0 { return true }
            return gtk_text_iter_forward_to_tag_toggle(&probe, tag) != 0
                && gtk_text_iter_compare(&probe, &paragraphEnd) < 0
        }
        tagParagraph(startingAt: paragraphStart, wrapsBetweenCharacters: wraps)
        scheduleLayoutOnce()
        if wraps { reportChange() }
    }

    private func reportChange() {
        if let owner, let onChange { onChange(owner) }
    }

    /// Whether `tag` is on some text of the buffer (O(log n): the text tree keeps per-tag toggle
    /// counts, so the search skips untagged lines wholesale).
    private func isAnywhere(_ tag: UnsafeMutablePointer<GtkTextTag>) -> Bool {
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        return gtk_text_iter_has_tag(&start, tag) != 0 || gtk_text_iter_forward_to_tag_toggle(&start, tag) != 0
    }

    /// The tags: anonymous (an app's `gtk_text_tag_table_lookup` cannot find or clash with them),
    /// setting nothing but `wrap-mode` (or nothing at all), so margins, indent, fonts and colours
    /// stay the view's.
    private func ensureTags() -> Tags {
        if let tags = currentTags { return tags }
        let table = gtk_text_buffer_get_tag_table(buffer)
        func makeTag(wrapping: Bool) -> UnsafeMutablePointer<GtkTextTag> {
            let tag = gtk_text_tag_new(nil)!
            if wrapping {
                var wrapMode = GValue()
                g_value_init(&wrapMode, gtk_wrap_mode_get_type())
                g_value_set_enum(&wrapMode, Int32(GTK_WRAP_CHAR.rawValue))
                g_object_set_property(
                    UnsafeMutableRawPointer(tag).assumingMemoryBound(to: GObject.self), "wrap-mode", &wrapMode)
                g_value_unset(&wrapMode)
            }
            gtk_text_tag_table_add(table, tag)
            g_object_unref(tag)
            return tag
        }
        let made = Tags(
            buffer: buffer, characterWrap: (makeTag(wrapping: true), makeTag(wrapping: true)),
            itemCut: (makeTag(wrapping: false), makeTag(wrapping: false)))
        tags = made
        return made
    }
}
