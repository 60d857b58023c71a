import CGtk
import GtkBinding
import PlaceholderTesting
import TestSupport
import XCTest

final class RealInputTests: MainActorTestCase {
    func testTypingUnicodeIntoTextViewYieldsExactlyThatText() async throws {
        try withFocusedTextView { textView in
            RealInput.type("Hello, 世界 🙂")

            XCTAssertEqual(text(of: textView), "Hello, 世界 🙂")
        }
    }

    func testTypingNewlineAndShiftedCharactersUsesReturnAndShift() async throws {
        try withFocusedTextView { textView in
            RealInput.type("A!\nb?é")

            XCTAssertEqual(text(of: textView), "A!\nb?é")
        }
    }

    func testClickAtCentreFocusesThatWidget() async throws {
        try TestDisplay.start()
        let entry = UnsafeMutablePointer(widget: gtk_entry_new())
        let textView = UnsafeMutablePointer(widget: gtk_text_view_new())
        let box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 8))
        gtk_box_pack_start(box.cast(to: GtkBox.self), entry, 0, 0, 0)
        gtk_box_pack_start(box.cast(to: GtkBox.self), textView, 1, 1, 0)
        let window = try TestWindow(containing: box)
        defer { window.close() }

        RealInput.click(textView)
        MainLoop.wait(until: { gtk_widget_is_focus(textView) != 0 }, "the text view to take focus")

        RealInput.click(entry)
        MainLoop.wait(until: { gtk_widget_is_focus(entry) != 0 }, "the entry to take focus")
        XCTAssertEqual(gtk_widget_is_focus(textView), 0)
    }

    func testControlAThenTypingReplacesTheText() async throws {
        try withFocusedTextView { textView in
            RealInput.type("draft")

            RealInput.press("Ctrl+A")
            RealInput.type("final")

            XCTAssertEqual(text(of: textView), "final")
        }
    }

    func testControlShiftUStartsUnicodeEntryOfTheInputMethod() async throws {
        try withFocusedTextView { textView in
            RealInput.press("Ctrl+Shift+U")
            RealInput.type("4e16 ")

            XCTAssertEqual(text(of: textView), "世")
        }
    }

    func testEscapeAndControlReturnReachKeyPressHandler() async throws {
        try withFocusedTextView { textView in
            var pressed: [String] = []
            let connection = SignalConnection(textView, event: "key-press-event") { event in
                var keyval: guint = 0
                var state = GdkModifierType(rawValue: 0)
                gdk_event_get_keyval(event, &keyval)
                gdk_event_get_state(event, &state)
                let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
                pressed.append((control ? "Ctrl+" : "") + String(cString: gdk_keyval_name(keyval)))
                return false
            }
            defer { connection.disconnect() }

            RealInput.press("Escape")
            RealInput.press("Ctrl+Return")

            XCTAssertEqual(pressed, ["Escape", "Control_L", "Ctrl+Return"])
        }
    }

    func testDoubleClickSelectsTheWordUnderThePointer() async throws {
        try TestDisplay.start()
        let textView = UnsafeMutablePointer(widget: gtk_text_view_new())
        let buffer = gtk_text_view_get_buffer(textView.cast(to: GtkTextView.self))
        gtk_text_buffer_set_text(buffer, "word", -1)
        let window = try TestWindow(containing: textView)
        defer { window.close() }

        RealInput.doubleClick(textView, at: WidgetPoint(x: 12, y: 8))

        var start = GtkTextIter()
        var end = GtkTextIter()
        XCTAssertNotEqual(gtk_text_buffer_get_selection_bounds(buffer, &start, &end), 0)
        XCTAssertEqual(gtk_text_iter_get_offset(&end) - gtk_text_iter_get_offset(&start), 4)
    }

    func testUnknownKeyComboTextIsRejected() async {
        XCTAssertNil(KeyCombo(parsing: "Hyperdrive+Q"))
        XCTAssertEqual(KeyCombo(parsing: "Ctrl+Shift+U")?.modifiers, [.control, .shift])
        XCTAssertEqual(KeyCombo(parsing: "Ctrl+A")?.keyval, guint(GDK_KEY_a))
        XCTAssertEqual(KeyCombo(parsing: "Ctrl++")?.keyval, guint(GDK_KEY_plus))
    }
}
