// Paragraphs with a run too long for word wrapping are wrapped between characters, by a tag that
// is formatting only: the hint still sits where the text starts, and the text is the user's alone.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import PlaceholderGtk

final class LongRunWrappingTests: MainActorTestCase {
    /// A run without a break opportunity (base64-like), `bytes` long.
    private static func unbreakable(bytes: Int) -> String {
        let pattern = "QWxhZGRpbjpvcGVuIHNlc2FtZQ+abcdefghijklmnopqrstuvwxyz0123456789"
        return String(String(repeating: pattern, count: bytes / pattern.utf8.count + 1).utf8.prefix(bytes))!
    }

    private static let megabyte = unbreakable(bytes: 1_048_576)

    /// What a paste does: one user action inserting at the cursor.
    @MainActor private static func paste(_ text: String, into view: PlaceholderTextView) {
        gtk_text_buffer_insert_interactive_at_cursor(gtk_text_view_get_buffer(view.textView), text, -1, 1)
    }

    /// Whether the character at `offset` is wrapped between characters by the view's tags.
    @MainActor private static func hasTag(_ view: PlaceholderTextView, atOffset offset: Int32) -> Bool {
        view.longRunWrapping.tagIndices(atOffset: offset).contains { $0 < 2 }
    }

    /// The hint shows the line's first characters; the pasted megabyte starts exactly where the hint
    /// did, and is laid out (the view answers) within the main loop's ordinary deadline.
    func testAMegabyteUnbreakableLineStartsWhereTheHintSits() async throws {
        let line = Self.megabyte
        let fixture = try PlaceholderFixture(placeholder: String(line.prefix(12)), width: 640, height: 480)
        defer { fixture.close() }
        gtk_text_view_set_cursor_visible(fixture.view.textView, 0)
        let hint = try fixture.snapshot()
        try hint.save(label: "long-line-hint", testName: name)
        fixture.focusTextView()
        Self.paste(line, into: fixture.view)
        XCTAssertTrue(fixture.view.isCharacterWrapping, "a megabyte without a space must be wrapped between characters")
        MainLoop.drain()
        let atEnd = try fixture.snapshot()
        try atEnd.save(label: "long-line-end", testName: name)
        let buffer = fixture.buffer
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        gtk_text_buffer_place_cursor(buffer, &start)
        gtk_text_view_scroll_to_mark(fixture.view.textView, gtk_text_buffer_get_insert(buffer), 0, 0, 0, 0)
        MainLoop.drain()
        let typed = try fixture.snapshot()
        try typed.save(label: "long-line-typed", testName: name)
        guard let hintBox = hint.inkBox, let typedBox = typed.inkBox else {
            return XCTFail("no ink: hint \(String(describing: hint.inkBox)), text \(String(describing: typed.inkBox))")
        }
        XCTAssertEqual(
            Double(hintBox.x), Double(typedBox.x), accuracy: 1, "left edge: hint \(hintBox), text \(typedBox)")
        XCTAssertEqual(
            Double(hintBox.y), Double(typedBox.y), accuracy: 1, "top edge: hint \(hintBox), text \(typedBox)")
        XCTAssertGreaterThan(
            typedBox.maxY - typedBox.y, 5 * (hintBox.maxY - hintBox.y),
            "the line must wrap into many rows filling the view, not run off to the right")
        XCTAssertEqual(fixture.view.text, line, "the text is the pasted line, nothing added")
    }

    func testTheTagSetsOnlyTheWrapModeAndIsNotText() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Write")
        defer { fixture.close() }
        let buffer = fixture.buffer
        gtk_text_buffer_set_modified(buffer, 0)
        var changes = 0
        let changed = SignalConnection(buffer, "changed") { changes += 1 }
        defer { changed.disconnect() }
        let line = Self.unbreakable(bytes: 5_000)
        fixture.view.text = line
        let changesOfTheText = changes
        let tags = fixture.view.longRunWrapping.currentTagList
        XCTAssertEqual(tags.count, 4, "two character-wrap tags and two item-cut tags")
        XCTAssertTrue(Self.hasTag(fixture.view, atOffset: 0))
        for (index, tag) in tags.enumerated() {
            XCTAssertEqual(
                GObjectProperty.bool(
                    UnsafeMutableRawPointer(tag).assumingMemoryBound(to: GObject.self), "wrap-mode-set"), index < 2)
            for property in [
                "left-margin-set", "right-margin-set", "indent-set", "pixels-above-lines-set", "justification-set",
                "family-set", "weight-set", "size-set", "foreground-set", "background-set", "invisible-set",
                "editable-set",
            ] {
                XCTAssertFalse(
                    GObjectProperty.bool(UnsafeMutableRawPointer(tag).assumingMemoryBound(to: GObject.self), property),
                    property)
            }
            XCTAssertNil(
                GObjectProperty.string(UnsafeMutableRawPointer(tag).assumingMemoryBound(to: GObject.self), "name"),
                "anonymous: an app's own tag names cannot clash with it")
        }
        XCTAssertEqual(changes, changesOfTheText, "tagging is no change of the document")
        XCTAssertEqual(fixture.view.text, line)
        XCTAssertFalse(fixture.view.canUndo, "loading a note is not undoable, and the tag records no step")
    }

    func testOrdinaryTextCJKAndShortRunsKeepTheirWrapping() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Write")
        defer { fixture.close() }
        fixture.view.text = String(repeating: "the quick brown fox jumps over the lazy dog ", count: 25_000)
        XCTAssertFalse(fixture.view.isCharacterWrapping, "a megabyte of words")
        XCTAssertEqual(fixture.view.longRunWrapping.tagIndices(atOffset: 0), [2], "cut into items, wrapping unchanged")
        XCTAssertEqual(fixture.view.longRunWrapping.tagIndices(atOffset: Int32(UnbreakableRuns.longestItem)), [3])
        fixture.view.text = String(repeating: "今日は日本語の勉強をした。", count: 10_000)
        XCTAssertFalse(fixture.view.isCharacterWrapping, "Japanese breaks between most characters already")
        fixture.view.text = "one paragraph of words"
        XCTAssertEqual(fixture.view.longRunWrapping.tagIndices(atOffset: 0), [])
        fixture.view.text = Self.unbreakable(bytes: UnbreakableRuns.longestWordWrappedRun)
        XCTAssertFalse(fixture.view.isCharacterWrapping, "a run of exactly the limit keeps word wrapping")
        let fresh = try PlaceholderFixture(placeholder: "Write")
        defer { fresh.close() }
        fresh.view.text = "a note\n" + Self.unbreakable(bytes: UnbreakableRuns.longestWordWrappedRun)
        XCTAssertTrue(fresh.view.longRunWrapping.currentTagList.isEmpty, "no tag made while none was needed")
    }

    func testOnlyTheParagraphWithTheRunIsTaggedAndTheTagLeavesWithTheRun() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Write")
        defer { fixture.close() }
        let run = Self.unbreakable(bytes: 3_000)
        fixture.view.text = "first words\n" + run + "\nlast words"
        XCTAssertFalse(Self.hasTag(fixture.view, atOffset: 0))
        XCTAssertTrue(Self.hasTag(fixture.view, atOffset: 12), "the run's paragraph, from its first character")
        XCTAssertTrue(Self.hasTag(fixture.view, atOffset: 12 + 2_999))
        XCTAssertFalse(Self.hasTag(fixture.view, atOffset: 12 + 3_001), "the next paragraph keeps the view's wrapping")
        var changes = 0
        fixture.view.onCharacterWrapChange = { _ in changes += 1 }
        fixture.view.text = "a short note"
        XCTAssertFalse(fixture.view.isCharacterWrapping, "the run is gone, and the tag with it")
        XCTAssertGreaterThan(changes, 0, "onCharacterWrapChange hears that the tag left")
    }

    /// The paragraph's wrap mode comes from its first character, and a tag edge inside a huge
    /// character-wrapped paragraph can make Pango give up wrapping it: typed text at either end of
    /// the run, or a paragraph joined in front of it, must carry the tag too.
    func testTextTypedAtEitherEndOrJoinedInFrontIsTaggedToo() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Write")
        defer { fixture.close() }
        let buffer = fixture.buffer
        let run = Self.unbreakable(bytes: 3_000)
        fixture.view.text = "intro\n" + run
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &iter, 6)
        gtk_text_buffer_insert(buffer, &iter, "x", -1)
        XCTAssertTrue(Self.hasTag(fixture.view, atOffset: 6), "a character typed before the run")
        gtk_text_buffer_get_end_iter(buffer, &iter)
        gtk_text_buffer_insert(buffer, &iter, "y", -1)
        XCTAssertTrue(
            Self.hasTag(fixture.view, atOffset: gtk_text_buffer_get_char_count(buffer) - 1),
            "a character typed after the run")
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, 5)
        gtk_text_buffer_get_iter_at_offset(buffer, &end, 6)
        gtk_text_buffer_delete(buffer, &start, &end)
        XCTAssertTrue(Self.hasTag(fixture.view, atOffset: 0), "the paragraph joined in front of the run starts tagged")
        XCTAssertEqual(fixture.view.text, "intro" + "x" + run + "y")
    }

    func testTheTagFollowsAReplacedBufferAndUndo() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Write")
        defer { fixture.close() }
        let replacement = gtk_text_buffer_new(nil)!
        defer { g_object_unref(replacement) }
        let run = Self.unbreakable(bytes: 2_000)
        gtk_text_buffer_set_text(replacement, run, -1)
        gtk_text_view_set_buffer(fixture.view.textView, replacement)
        XCTAssertTrue(fixture.view.isCharacterWrapping, "a buffer that arrives holding a long run")
        XCTAssertTrue(Self.hasTag(fixture.view, atOffset: 0))
        fixture.view.text = ""
        fixture.focusTextView()
        Self.paste(run, into: fixture.view)
        XCTAssertTrue(fixture.view.isCharacterWrapping, "a paste into the new buffer")
        XCTAssertTrue(fixture.view.undo())
        XCTAssertEqual(fixture.view.text, "")
        XCTAssertTrue(fixture.view.redo())
        XCTAssertEqual(fixture.view.text, run)
        XCTAssertTrue(Self.hasTag(fixture.view, atOffset: 0), "redo inserts the run again, and it is examined again")
    }
}
