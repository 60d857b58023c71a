// The GTK 4 widget's C entry points: the GTK 3 header's functions, one source for both toolkits.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import XCTest

final class CInterfaceTests: XCTestCase {
    /// A binding may still hold a widget that was disposed (`g_object_run_dispose`, as a language
    /// binding's explicit destroy does): every C function and property then does nothing and
    /// answers the default, instead of taking the host process down.
    func testCallsOnADestroyedViewAreHarmlessAndAnswerDefaults() throws {
        try MainActor.assumeIsolated {
            guard TestDisplay.start() else { return }
            let widget = placeholder_text_view_new("Hint")!
            g_object_ref(UnsafeMutableRawPointer(widget))
            defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
            let window = try TestWindow(child: widget)
            placeholder_text_view_set_text(widget, "typed")
            window.close()
            g_object_run_dispose(UnsafeMutablePointer<GObject>(OpaquePointer(widget)))
            placeholder_text_view_set_placeholder_text(widget, "after destroy")
            placeholder_text_view_set_text(widget, "after destroy")
            placeholder_text_view_set_placeholder_color(widget, "red")
            placeholder_text_view_end_editing(widget)
            XCTAssertEqual(placeholder_text_view_undo(widget), 0)
            XCTAssertNil(placeholder_text_view_get_text(widget))
            let object = UnsafeMutablePointer<GObject>(OpaquePointer(widget))
            GObjectProperty.set(object, "text", "after destroy")
            XCTAssertNil(GObjectProperty.string(object, "text"))
        }
    }

    /// An invalid colour is refused and the colour stays as it was, through the C function and
    /// the property alike.
    func testAnInvalidColourIsRefusedAndTheOldColourKept() throws {
        try MainActor.assumeIsolated {
            guard TestDisplay.start() else { return }
            let widget = placeholder_text_view_new("Hint")!
            let window = try TestWindow(child: widget)
            defer { window.close() }
            placeholder_text_view_set_placeholder_color(widget, "#00aa00")
            placeholder_text_view_set_placeholder_color(widget, "not a colour")
            XCTAssertEqual(string(placeholder_text_view_get_placeholder_color(widget)), "#00aa00")
            let object = UnsafeMutablePointer<GObject>(OpaquePointer(widget))
            GObjectProperty.set(object, "placeholder-color", "also not a colour")
            XCTAssertEqual(GObjectProperty.string(object, "placeholder-color"), "#00aa00")
        }
    }

    func testEverySetterIsReadBackByItsGetterAndItsProperty() throws {
        try MainActor.assumeIsolated {
            guard TestDisplay.start() else { return }
            let widget = placeholder_text_view_new(nil)!
            let window = try TestWindow(child: widget)
            defer { window.close() }
            let view = try XCTUnwrap(PlaceholderTextView.wrapping(widget))
            XCTAssertEqual(string(placeholder_text_view_get_placeholder_text(widget)), "")

            placeholder_text_view_set_placeholder_text(widget, "Hint from C")
            placeholder_text_view_set_hide_policy(widget, 1)
            placeholder_text_view_set_fade_duration(widget, 400)
            placeholder_text_view_set_placeholder_color(widget, "#00aa00")
            placeholder_text_view_set_done_button(widget, 2)
            placeholder_text_view_set_done_label(widget, "Finish")
            placeholder_text_view_set_text(widget, "Typed by C")
            placeholder_text_view_set_use_markup(widget, 1)
            placeholder_text_view_set_enable_undo(widget, 0)

            XCTAssertEqual(string(placeholder_text_view_get_placeholder_text(widget)), "Hint from C")
            XCTAssertEqual(placeholder_text_view_get_hide_policy(widget), 1)
            XCTAssertEqual(placeholder_text_view_get_fade_duration(widget), 400)
            XCTAssertEqual(string(placeholder_text_view_get_placeholder_color(widget)), "#00aa00")
            XCTAssertEqual(placeholder_text_view_get_done_button(widget), 2)
            XCTAssertEqual(string(placeholder_text_view_get_done_label(widget)), "Finish")
            XCTAssertEqual(string(placeholder_text_view_get_text(widget)), "Typed by C")
            XCTAssertEqual(placeholder_text_view_get_use_markup(widget), 1)
            XCTAssertEqual(placeholder_text_view_get_enable_undo(widget), 0)

            XCTAssertEqual(view.placeholder, "Hint from C")
            XCTAssertEqual(view.hidePolicy, .whileEmptyAndUnfocused)
            XCTAssertEqual(view.fadeDuration, 0.4, accuracy: 0.0001)
            XCTAssertEqual(view.placeholderColor, "#00aa00")
            XCTAssertEqual(view.doneButtonVisibility, .never)
            XCTAssertEqual(view.doneLabel, "Finish")
            XCTAssertEqual(view.text, "Typed by C")
            XCTAssertTrue(view.usesMarkup)
            XCTAssertFalse(view.enableUndo)
            XCTAssertEqual(GObjectProperty.string(widget.object, "placeholder-text"), "Hint from C")
            XCTAssertEqual(GObjectProperty.int(widget.object, "fade-duration"), 400)

            // NULL and "" go back to the defaults, as the header says.
            placeholder_text_view_set_placeholder_color(widget, nil)
            placeholder_text_view_set_done_label(widget, "")
            placeholder_text_view_set_placeholder_text(widget, nil)
            XCTAssertNil(view.placeholderColor)
            XCTAssertNil(view.doneLabel)
            XCTAssertEqual(view.placeholder, "")
            XCTAssertTrue(placeholder_text_view_get_text_view(widget) == view.textView)
        }
    }

    func testEndEditingUndoAndRedoFromC() throws {
        try MainActor.assumeIsolated {
            guard TestDisplay.start() else { return }
            let widget = placeholder_text_view_new("Hint")!
            let window = try TestWindow(child: widget)
            defer { window.close() }
            var received: [String] = []
            let connection = SignalConnection(
                widget, "done",
                argument: { text in
                    received.append(text.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "<null>")
                })
            defer { connection.disconnect() }
            placeholder_text_view_set_text(widget, "Final words")
            placeholder_text_view_end_editing(widget)
            XCTAssertEqual(received, ["Final words"])
            XCTAssertEqual(
                placeholder_text_view_get_can_undo(widget), 0, "a text set starts a new history, as in GTK 3")
            XCTAssertEqual(placeholder_text_view_undo(widget), 0)
            gtk_text_buffer_insert_at_cursor(
                gtk_text_view_get_buffer(placeholder_text_view_get_text_view(widget)), " and more", -1)
            XCTAssertEqual(placeholder_text_view_get_can_undo(widget), 1)
            XCTAssertEqual(placeholder_text_view_undo(widget), 1)
            XCTAssertEqual(string(placeholder_text_view_get_text(widget)), "Final words")
            XCTAssertEqual(placeholder_text_view_get_can_redo(widget), 1)
            XCTAssertEqual(placeholder_text_view_redo(widget), 1)
            XCTAssertEqual(string(placeholder_text_view_get_text(widget)), "Final words and more")
        }
    }
}

private func string(_ text: UnsafePointer<CChar>?) -> String? { text.map { String(cString: $0) } }
