// The keystroke path: what runs per edit is only what someone needs. With undo off and nobody
// listening, the widget connects one C after-handler per edit signal and nothing to `changed` or
// the user-action signals (a signal with no handler costs GLib nothing); undo's recording, read
// in batches, still gives the same steps.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

/// Whether anything is connected to `signal` of `buffer`.
@MainActor private func hasHandler(_ buffer: UnsafeMutablePointer<GtkTextBuffer>, _ signal: String) -> Bool {
    g_signal_has_handler_pending(buffer.raw, g_signal_lookup(signal, gtk_text_buffer_get_type()), 0, 0) != 0
}

final class KeystrokePathTests: MainActorTestCase {
    func testWithUndoOffAndNobodyListeningAnEditRunsOneHandlerOfTheWidget() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        // A bare text view beside it, for what GTK itself connects (its accessibility
        // listens to insertions and deletions).
        let bare = UnsafeMutablePointer(widget: gtk_text_view_new())
        let bareWindow = UnsafeMutablePointer(widget: gtk_window_new(GTK_WINDOW_TOPLEVEL))
        defer { gtk_widget_destroy(bareWindow) }
        gtk_container_add(bareWindow.cast(), bare)
        gtk_widget_show_all(bareWindow)
        MainLoop.drain()
        let bareBuffer = gtk_text_view_get_buffer(bare.cast(to: GtkTextView.self))!
        let edits = ["insert-text", "delete-range", "begin-user-action", "end-user-action"]
        XCTAssertEqual(
            edits.filter { hasHandler(fixture.buffer, $0) }, edits, "undo (on by default) records every edit")
        fixture.view.enableUndo = false
        // What stays is one C after-handler on each of insert-text and delete-range (the
        // hint's emptiness, the long-line length check), and none on `changed`, which GTK
        // emits from inside those signals: a handler there would cost a second emission's
        // argument marshalling per keystroke.
        XCTAssertEqual(
            edits.filter { hasHandler(fixture.buffer, $0) }, ["insert-text", "delete-range"],
            "with undo off the widget adds no handler but one per edit")
        XCTAssertEqual(
            hasHandler(fixture.buffer, "changed"), hasHandler(bareBuffer, "changed"),
            "the widget connects nothing to `changed`")
        // The hint still follows the document.
        fixture.focusTextView()
        fixture.type("ab")
        XCTAssertFalse(fixture.view.isPlaceholderVisible)
        RealInput.press("BackSpace")
        RealInput.press("BackSpace")
        MainLoop.wait(until: { fixture.view.isPlaceholderVisible }, "erasing everything to bring the hint back")
        fixture.view.enableUndo = true
        XCTAssertEqual(edits.filter { hasHandler(fixture.buffer, $0) }, edits, "undo back on records again")
    }

    /// An image or a child widget's anchor is a character too: put into an empty document it
    /// hides the hint, and deleting it brings the hint back, with undo on or off.
    func testAnImageOrAnAnchorInAnEmptyDocumentHidesTheHint() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        for undo in [true, false] {
            fixture.view.enableUndo = undo
            XCTAssertTrue(fixture.view.isPlaceholderVisible)
            var start = GtkTextIter()
            gtk_text_buffer_get_start_iter(fixture.buffer, &start)
            let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 4, 4)
            gtk_text_buffer_insert_pixbuf(fixture.buffer, &start, pixbuf)
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
            XCTAssertFalse(fixture.view.isPlaceholderVisible, "an image is content (undo \(undo))")
            gtk_text_buffer_set_text(fixture.buffer, "", 0)
            XCTAssertTrue(fixture.view.isPlaceholderVisible, "deleting it brings the hint back (undo \(undo))")
            gtk_text_buffer_get_start_iter(fixture.buffer, &start)
            _ = gtk_text_buffer_create_child_anchor(fixture.buffer, &start)
            XCTAssertFalse(fixture.view.isPlaceholderVisible, "an anchor is content (undo \(undo))")
            gtk_text_buffer_set_text(fixture.buffer, "", 0)
            XCTAssertTrue(fixture.view.isPlaceholderVisible)
        }
    }

    func testAListenerIsCalledOncePerChangeAndTheTextPropertyNotifies() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        var heard: [String] = []
        fixture.view.onTextChange = { heard.append($0.text) }
        var notified = 0
        let notification = SignalConnection(fixture.view.widget, "notify::text", argument: { _ in notified += 1 })
        defer { notification.disconnect() }
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(fixture.buffer, &end)
        gtk_text_buffer_insert(fixture.buffer, &end, "x", -1)
        gtk_text_buffer_get_end_iter(fixture.buffer, &end)
        gtk_text_buffer_insert(fixture.buffer, &end, "yz", -1)
        XCTAssertEqual(heard, ["x", "xyz"])
        XCTAssertEqual(notified, 2)
        fixture.view.onTextChange = nil
        gtk_text_buffer_get_end_iter(fixture.buffer, &end)
        gtk_text_buffer_insert(fixture.buffer, &end, "!", -1)
        XCTAssertEqual(heard, ["x", "xyz"], "a removed listener hears nothing")
        XCTAssertEqual(notified, 3, "notify::text does not depend on the Swift listener")
    }

    /// More edits than the log holds between two readings (about a thousand records): every
    /// one is still undone, in steps as typed.
    func testUndoAfterThousandsOfEditsGivesBackEveryStep() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        fixture.view.maximumUndoDepth = 5_000
        let words = (0..<1_500).map { "w\($0) " }
        for word in words {
            // As the keyboard types: one user action per character.
            for character in word {
                gtk_text_buffer_begin_user_action(fixture.buffer)
                gtk_text_buffer_insert_at_cursor(fixture.buffer, String(character), -1)
                gtk_text_buffer_end_user_action(fixture.buffer)
            }
        }
        XCTAssertEqual(fixture.view.text, words.joined())
        for count in stride(from: words.count - 1, through: words.count - 40, by: -1) {
            XCTAssertTrue(fixture.view.undo())
            XCTAssertEqual(fixture.view.text, words.prefix(count).joined(), "one word per undo step")
        }
        while fixture.view.canUndo { fixture.view.undo() }
        XCTAssertEqual(fixture.view.text, "")
        XCTAssertTrue(fixture.view.isPlaceholderVisible)
        for _ in 0..<3 { fixture.view.redo() }
        XCTAssertEqual(fixture.view.text, "w0 w1 w2 ")
    }

    func testAReplacedBufferIsWatchedForTheHintUndoAndListeners() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        var heard = 0
        fixture.view.onTextChange = { _ in heard += 1 }
        let replacement = gtk_text_buffer_new(nil)!
        defer { g_object_unref(replacement) }
        gtk_text_view_set_buffer(fixture.view.textView, replacement)
        XCTAssertEqual(heard, 1, "a new buffer is a change of the document")
        gtk_text_buffer_begin_user_action(replacement)
        gtk_text_buffer_insert_at_cursor(replacement, "new", -1)
        gtk_text_buffer_end_user_action(replacement)
        XCTAssertEqual(heard, 2)
        XCTAssertFalse(fixture.view.isPlaceholderVisible)
        XCTAssertTrue(fixture.view.canUndo)
        fixture.view.undo()
        XCTAssertEqual(fixture.view.text, "")
        XCTAssertTrue(fixture.view.isPlaceholderVisible)
    }
}
