// The hint shows exactly while the document is empty, whatever way the document changes.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class PlaceholderVisibilityTests: MainActorTestCase {
    func testTypingHidesTheHintAndDeletingEverythingBringsItBack() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Write here")
        defer { fixture.close() }
        XCTAssertTrue(fixture.view.isPlaceholderVisible)
        fixture.focusTextView()
        XCTAssertTrue(fixture.view.isPlaceholderVisible, "whileEmpty keeps the hint while focused")
        fixture.type("x")
        XCTAssertFalse(fixture.view.isPlaceholderVisible)
        XCTAssertEqual(fixture.view.presentation.alpha, 0, "typed text must never sit under a fading hint")
        RealInput.press("BackSpace")
        MainLoop.wait(until: { fixture.view.text.isEmpty }, "the backspace to delete the character")
        XCTAssertTrue(fixture.view.isPlaceholderVisible)
    }

    func testPasteHidesTheHintAndTheHintIsNeverCopied() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint that must not be copied")
        defer { fixture.close() }
        fixture.focusTextView()
        let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0))
        gtk_clipboard_set_text(clipboard, "sentinel", -1)
        RealInput.press("Ctrl+a")
        RealInput.press("Ctrl+c")
        MainLoop.drain()
        let copied = gtk_clipboard_wait_for_text(clipboard)
        defer { g_free(copied) }
        XCTAssertEqual(copied.map { String(cString: $0) }, "sentinel", "copying an empty view copied something")

        gtk_clipboard_set_text(clipboard, "pasted", -1)
        RealInput.press("Ctrl+v")
        MainLoop.wait(until: { fixture.view.text == "pasted" }, "the paste to arrive")
        XCTAssertFalse(fixture.view.isPlaceholderVisible)
    }

    func testEveryProgrammaticRouteFlipsVisibility() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        let buffer = fixture.buffer

        gtk_text_buffer_set_text(buffer, "set", -1)
        XCTAssertFalse(fixture.view.isPlaceholderVisible, "gtk_text_buffer_set_text")
        gtk_text_buffer_set_text(buffer, "", -1)
        XCTAssertTrue(fixture.view.isPlaceholderVisible, "gtk_text_buffer_set_text to empty")

        gtk_text_buffer_insert_at_cursor(buffer, "inserted", -1)
        XCTAssertFalse(fixture.view.isPlaceholderVisible, "gtk_text_buffer_insert")
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        gtk_text_buffer_delete(buffer, &start, &end)
        XCTAssertTrue(fixture.view.isPlaceholderVisible, "gtk_text_buffer_delete")

        // Drag and drop and paste insert through the interactive API.
        XCTAssertEqual(gtk_text_buffer_insert_interactive_at_cursor(buffer, "dropped", -1, 1), 1)
        XCTAssertFalse(fixture.view.isPlaceholderVisible, "gtk_text_buffer_insert_interactive")

        fixture.view.text = ""
        XCTAssertTrue(fixture.view.isPlaceholderVisible, "text = \"\"")
        fixture.view.text = "from Swift"
        XCTAssertFalse(fixture.view.isPlaceholderVisible, "text = …")
    }

    func testReplacingTheBufferFollowsTheNewBuffer() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        let full = gtk_text_buffer_new(nil)!
        gtk_text_buffer_set_text(full, "already written", -1)
        gtk_text_view_set_buffer(fixture.view.textView, full)
        g_object_unref(full)
        XCTAssertFalse(fixture.view.isPlaceholderVisible, "a buffer with text replaced an empty one")

        let empty = gtk_text_buffer_new(nil)!
        gtk_text_view_set_buffer(fixture.view.textView, empty)
        g_object_unref(empty)
        XCTAssertTrue(fixture.view.isPlaceholderVisible, "an empty buffer replaced a full one")
        gtk_text_buffer_set_text(empty, "typed later", -1)
        XCTAssertFalse(fixture.view.isPlaceholderVisible, "changes of the new buffer are followed")
    }

    func testTheHintNeverEntersTheBufferOrItsChangedSignals() async throws {
        var changes = 0
        let fixture = try PlaceholderFixture(placeholder: "Never content")
        defer { fixture.close() }
        let counter = SignalConnection(fixture.buffer, "changed") { changes += 1 }
        defer { counter.disconnect() }
        fixture.focusTextView()
        fixture.view.placeholder = "Changed hint"
        fixture.view.endEditing()
        MainLoop.drain()
        XCTAssertEqual(changes, 0, "showing, changing or hiding the hint changed the buffer")
        XCTAssertEqual(fixture.view.text, "")
        XCTAssertEqual(gtk_text_buffer_get_char_count(fixture.buffer), 0)
    }

    func testTextEqualToTheHintIsContent() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Same words")
        defer { fixture.close() }
        fixture.focusTextView()
        fixture.type("Same words")
        XCTAssertFalse(fixture.view.isPlaceholderVisible)
        XCTAssertEqual(fixture.view.text, "Same words")
    }

    func testUnfocusedPolicyHidesTheHintWhileFocused() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint") { $0.hidePolicy = .whileEmptyAndUnfocused }
        defer { fixture.close() }
        XCTAssertFalse(fixture.view.isPlaceholderVisible, "the window focused the text view when it opened")
        gtk_window_set_focus(fixture.window.window, nil)
        XCTAssertTrue(fixture.view.isPlaceholderVisible)
        fixture.focusTextView()
        XCTAssertFalse(fixture.view.isPlaceholderVisible)
        fixture.view.endEditing()
        XCTAssertTrue(fixture.view.isPlaceholderVisible)
    }

    func testClickOnTheHintFocusesTheTextViewAndPlacesTheCaret() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Click me to write")
        defer { fixture.close() }
        gtk_window_set_focus(fixture.window.window, nil)
        XCTAssertEqual(gtk_widget_has_focus(fixture.textView), 0)
        let ink = try XCTUnwrap(try fixture.snapshot().inkBox)
        RealInput.click(
            fixture.textView, at: WidgetPoint(x: Double(ink.x + ink.width / 2), y: Double(ink.y + ink.height / 2)))
        MainLoop.wait(
            until: { gtk_widget_has_focus(fixture.textView) != 0 }, "the click on the hint to focus the text view")
        fixture.type("typed")
        XCTAssertEqual(fixture.view.text, "typed", "the caret was not in the text view")
    }
}
