// The GTK 4 widget's C entry points: the GTK 3 header's functions, one source for both toolkits.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class CInterfaceTests: MainActorTestCase {
    /// A binding may still hold a widget that was disposed (`g_object_run_dispose`, as a language
    /// binding's explicit destroy does): every C function and property then does nothing and
    /// answers the default, instead of taking the host process down.
    func testCallsOnADestroyedViewAreHarmlessAndAnswerDefaults() async throws {
        try TestDisplay.start()
        let widget = placeholder_text_view_new("Hint")!
        g_object_ref(UnsafeMutableRawPointer(widget))
        defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
        let window = try TestWindow(containing: widget)
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

    /// An invalid colour is refused and the colour stays as it was, through the C function and
    /// the property alike.
    func testAnInvalidColourIsRefusedAndTheOldColourKept() async throws {
        try TestDisplay.start()
        let widget = placeholder_text_view_new("Hint")!
        let window = try TestWindow(containing: widget)
        defer { window.close() }
        placeholder_text_view_set_placeholder_color(widget, "#00aa00")
        placeholder_text_view_set_placeholder_color(widget, "not a colour")
        XCTAssertEqual(string(placeholder_text_view_get_placeholder_color(widget)), "#00aa00")
        let object = UnsafeMutablePointer<GObject>(OpaquePointer(widget))
        GObjectProperty.set(object, "placeholder-color", "also not a colour")
        XCTAssertEqual(GObjectProperty.string(object, "placeholder-color"), "#00aa00")
    }

    func testEverySetterIsReadBackByItsGetterAndItsProperty() async throws {
        try TestDisplay.start()
        let widget = placeholder_text_view_new(nil)!
        let window = try TestWindow(containing: widget)
        defer { window.close() }
        try TypeContract.assertEverySetterIsReadBack(widget)
    }

    func testEndEditingUndoAndRedoFromC() async throws {
        try TestDisplay.start()
        let widget = placeholder_text_view_new("Hint")!
        let window = try TestWindow(containing: widget)
        defer { window.close() }
        let done = SignalTextRecorder(widget, "done")
        defer { done.stop() }
        placeholder_text_view_set_text(widget, "Final words")
        placeholder_text_view_end_editing(widget)
        XCTAssertEqual(done.texts, ["Final words"])
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

    func testTranslationsAreFoundBesideTheBinaryWithoutTheEnvironmentVariable() throws {
        try TranslationCatalogues.prepare()
        try TypeContract.assertTranslationsAreFoundBesideTheBinary()
    }
}

private func string(_ text: UnsafePointer<CChar>?) -> String? { text.map { String(cString: $0) } }
