// The C API of include/placeholder-text-view.h as a C caller uses it: every setter is read back
// by its getter and by its GObject property, the enums carry the header's names and nicks, and a
// wrong instance, enum value or focus target is refused with a critical, never a crash.
import CGtk
import Foundation
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class CInterfaceTests: MainActorTestCase {
    func testEverySetterIsReadBackByItsGetterAndItsProperty() async throws {
        try TestDisplay.start()
        let widget = placeholder_text_view_new(nil)!
        keepUnparented(widget)
        defer { destroyUnparented(widget) }
        try TypeContract.assertEverySetterIsReadBack(widget)
    }

    func testEndEditingEmitsDoneWithTheText() async throws {
        try TestDisplay.start()
        let widget = placeholder_text_view_new("Hint")!
        keepUnparented(widget)
        defer { destroyUnparented(widget) }
        let view = try XCTUnwrap(PlaceholderTextView.wrapping(widget))
        var finished: [String] = []
        view.onDone = { finished.append($0) }
        placeholder_text_view_set_text(widget, "Final words")
        placeholder_text_view_end_editing(widget)
        XCTAssertEqual(finished, ["Final words"])
    }

    func testFocusAfterDoneIsSetFromCAndThroughGObjectAndTakesTheFocus() async throws {
        try TestDisplay.start()
        let widget = placeholder_text_view_new("Hint")!
        let button = UnsafeMutablePointer(widget: gtk_button_new_with_label("Next"))
        let box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        for child in [button, widget] { gtk_box_pack_start(box.cast(), child, 1, 1, 0) }
        let window = try TestWindow(containing: box)
        defer { window.close() }
        let view = try XCTUnwrap(PlaceholderTextView.wrapping(widget))
        var notified = 0
        let notification = SignalConnection(widget, "notify::focus-after-done", argument: { _ in notified += 1 })
        defer { notification.disconnect() }

        // As g_object_set (view, "focus-after-done", button, NULL) does, twice.
        for _ in 0..<2 { setObjectProperty(widget, "focus-after-done", button) }
        XCTAssertEqual(notified, 1, "notified once, when the value changed")
        XCTAssertTrue(placeholder_text_view_get_focus_after_done(widget) == button)
        XCTAssertTrue(view.focusAfterDone == button)
        XCTAssertTrue(objectProperty(widget, "focus-after-done") == button.raw)
        placeholder_text_view_set_focus_after_done(widget, nil)
        XCTAssertNil(objectProperty(widget, "focus-after-done"))
        XCTAssertEqual(notified, 2)

        placeholder_text_view_set_focus_after_done(widget, button.raw)
        gtk_widget_grab_focus(view.textView.cast())
        placeholder_text_view_end_editing(widget)
        XCTAssertTrue(gtk_window_get_focus(window.window) == button, "end_editing gives the named widget the focus")

        let log = GLibLogCapture(domains: [PlaceholderTextView.logDomain])
        defer { log.stop() }
        placeholder_text_view_set_focus_after_done(widget, gtk_text_view_get_buffer(view.textView).raw)
        XCTAssertEqual(log.messages.filter { $0.contains("the target is not a GtkWidget") }.count, 1, "\(log.messages)")
        XCTAssertTrue(view.focusAfterDone == button, "a wrong target changes nothing")
        gtk_widget_destroy(button)
        XCTAssertNil(placeholder_text_view_get_focus_after_done(widget), "the view does not keep the widget alive")
    }

    func testTheEnumsHaveTheHeadersNamesAndNicks() async {
        XCTAssertEqual(
            g_type_name(placeholder_hide_policy_get_type()).map { String(cString: $0) }, "PlaceholderHidePolicy")
        XCTAssertEqual(
            g_type_name(placeholder_done_button_get_type()).map { String(cString: $0) }, "PlaceholderDoneButton")
        XCTAssertEqual(
            enumValues(placeholder_hide_policy_get_type()),
            [
                "PLACEHOLDER_HIDE_POLICY_WHILE_EMPTY while-empty",
                "PLACEHOLDER_HIDE_POLICY_WHILE_EMPTY_AND_UNFOCUSED while-empty-and-unfocused",
            ])
        XCTAssertEqual(
            enumValues(placeholder_done_button_get_type()),
            [
                "PLACEHOLDER_DONE_BUTTON_WHILE_FOCUSED while-focused",
                "PLACEHOLDER_DONE_BUTTON_ALWAYS always",
                "PLACEHOLDER_DONE_BUTTON_NEVER never",
            ])
    }

    func testAWrongInstanceOrEnumValueIsRefusedWithACritical() async throws {
        try TestDisplay.start()
        let widget = placeholder_text_view_new("Hint")!
        keepUnparented(widget)
        defer { destroyUnparented(widget) }
        let label = gtk_label_new("not a view")!
        keepUnparented(label)
        defer { destroyUnparented(label) }
        let log = GLibLogCapture(domains: [PlaceholderTextView.logDomain])
        defer { log.stop() }

        placeholder_text_view_set_hide_policy(widget, 7)
        placeholder_text_view_set_done_button(widget, -1)
        placeholder_text_view_set_placeholder_text(label, "ignored")
        XCTAssertNil(placeholder_text_view_get_text(nil))
        XCTAssertNil(placeholder_text_view_get_text_view(label))

        XCTAssertEqual(placeholder_text_view_get_hide_policy(widget), 0)
        XCTAssertEqual(placeholder_text_view_get_done_button(widget), 0)
        XCTAssertEqual(
            log.messages.filter { $0.contains("is not a PlaceholderHidePolicy") }.count, 1, "\(log.messages)")
        XCTAssertEqual(
            log.messages.filter { $0.contains("is not a PlaceholderDoneButton") }.count, 1, "\(log.messages)")
        XCTAssertEqual(
            log.messages.filter { $0.contains("the widget is not a PlaceholderTextView") }.count, 3, "\(log.messages)")
    }

    /// A binding may still hold a widget after `gtk_widget_destroy` (Python's `view.destroy()`):
    /// every C function and property then does nothing and answers the default, quietly, as
    /// GTK's own widgets do, instead of taking the host process down.
    func testCallsOnADestroyedViewAreHarmlessAndAnswerDefaults() async throws {
        try TestDisplay.start()
        let widget = placeholder_text_view_new("Hint")!
        let window = try TestWindow(containing: widget)
        defer { window.close() }
        g_object_ref(widget.raw)
        defer { g_object_unref(widget.raw) }
        placeholder_text_view_set_text(widget, "typed")
        gtk_widget_destroy(widget)
        let log = GLibLogCapture(domains: [PlaceholderTextView.logDomain, "Gtk", "GLib-GObject"])
        defer { log.stop() }

        placeholder_text_view_set_placeholder_text(widget, "after destroy")
        placeholder_text_view_set_text(widget, "after destroy")
        placeholder_text_view_set_placeholder_color(widget, "red")
        placeholder_text_view_set_hide_policy(widget, 1)
        placeholder_text_view_set_enable_undo(widget, 0)
        placeholder_text_view_end_editing(widget)
        XCTAssertEqual(placeholder_text_view_undo(widget), 0)
        XCTAssertNil(placeholder_text_view_get_text(widget))
        XCTAssertNil(placeholder_text_view_get_text_view(widget))
        GObjectProperty.set(widget.object, "placeholder-text", "after destroy")
        GObjectProperty.set(widget.object, "text", "after destroy")
        XCTAssertEqual(GObjectProperty.string(widget.object, "text"), nil)
        XCTAssertEqual(log.messages, [], "calls on a destroyed widget are quiet")
    }

    /// An invalid colour is refused with a warning and the colour stays as it was, through the C
    /// function and the property alike, as GTK refuses an invalid property value.
    func testAnInvalidColourIsRefusedAndTheOldColourKept() async throws {
        try withViewAndItsLog { widget, log in
            placeholder_text_view_set_placeholder_color(widget, "#00aa00")
            placeholder_text_view_set_placeholder_color(widget, "not a colour")
            XCTAssertEqual(string(placeholder_text_view_get_placeholder_color(widget)), "#00aa00")
            GObjectProperty.set(widget.object, "placeholder-color", "also not a colour")
            XCTAssertEqual(GObjectProperty.string(widget.object, "placeholder-color"), "#00aa00")
            XCTAssertEqual(log.messages.filter { $0.contains("is not a colour") }.count, 2, "\(log.messages)")
        }
    }

    /// A 10 MB value that is not a colour is refused with a warning that quotes its start and
    /// says its length, instead of printing all 10 MB; a newline in it is escaped.
    func testTheWarningAboutAHugeInvalidColourQuotesOnlyItsStart() async throws {
        try withViewAndItsLog { widget, log in
            let huge = "not\na colour " + String(repeating: "x", count: 10 * 1_048_576)
            placeholder_text_view_set_placeholder_color(widget, huge)
            XCTAssertEqual(string(placeholder_text_view_get_placeholder_color(widget)), "")
            let warning = try XCTUnwrap(log.messages.first { $0.contains("is not a colour") }, "\(log.messages.count)")
            XCTAssertLessThan(warning.utf8.count, 200, String(warning.prefix(300)))
            XCTAssertTrue(warning.contains("\"not\\na colour xx"), warning)
            XCTAssertTrue(warning.contains("(\(huge.count) characters)"), warning)
        }
    }

    /// Runs `body` with a new, unparented view and the widget's log messages captured.
    private func withViewAndItsLog(
        _ body: (UnsafeMutablePointer<GtkWidget>, GLibLogCapture) throws -> Void
    ) throws {
        try TestDisplay.start()
        let widget = placeholder_text_view_new("Hint")!
        keepUnparented(widget)
        defer { destroyUnparented(widget) }
        let log = GLibLogCapture(domains: [PlaceholderTextView.logDomain])
        defer { log.stop() }
        try body(widget, log)
    }

    func testTranslationsAreFoundBesideTheBinaryWithoutTheEnvironmentVariable() async throws {
        try TypeContract.assertTranslationsAreFoundBesideTheBinary()
    }
}

// MARK: - Helpers

private func string(_ text: UnsafePointer<CChar>?) -> String? { text.map { String(cString: $0) } }

@MainActor
private func setObjectProperty(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ property: String, _ target: UnsafeMutablePointer<GtkWidget>?
) {
    var value = GValue()
    g_value_init(&value, gtk_widget_get_type())
    defer { g_value_unset(&value) }
    g_value_set_object(&value, target?.raw)
    g_object_set_property(widget.object, property, &value)
}

@MainActor
private func objectProperty(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: String) -> UnsafeMutableRawPointer? {
    var value = GValue()
    g_value_init(&value, gtk_widget_get_type())
    defer { g_value_unset(&value) }
    g_object_get_property(widget.object, property, &value)
    return g_value_get_object(&value)
}

private func enumValues(_ type: GType) -> [String] {
    let enumClass = g_type_class_ref(type)!.assumingMemoryBound(to: GEnumClass.self)
    defer { g_type_class_unref(enumClass) }
    return (0..<Int(enumClass.pointee.n_values)).map { index in
        let value = enumClass.pointee.values[index]
        return "\(String(cString: value.value_name)) \(String(cString: value.value_nick))"
    }
}
