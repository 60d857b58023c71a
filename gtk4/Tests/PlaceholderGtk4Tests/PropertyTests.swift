// The GTK 4 type's GObject properties and `done` signal, at parity with the GTK 3 type: every
// property from a .ui file, a notification once per real change of each (as libhandy's
// test-status-page.c counts them), undo state and `done` through real keys.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class PropertyTests: MainActorTestCase {
    func testUIFileWithEveryPropertyBuildsTheWidgetWithThoseValues() async throws {
        try TestDisplay.start()
        PlaceholderTextViewType.register()
        let builder = gtk_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        gtk_builder_add_from_string(builder, TypeContract.everyPropertyUI, -1, &error)
        XCTAssertNil(error.map { String(cString: $0.pointee.message) })
        if let error { g_error_free(error) }
        let view = try TypeContract.assertBuiltWithEveryProperty(
            view: gtk_builder_get_object(builder, "view"), next: gtk_builder_get_object(builder, "next"))
        let window = try TestWindow(containing: view.widget)
        defer { window.close() }
        MainLoop.wait(
            until: { gtk_widget_get_mapped(view.doneButton) != 0 }, "the Done bar, always shown, to appear")
        XCTAssertEqual(String(cString: gtk_button_get_label(view.doneButton.cast())), "Finish")
    }

    /// Each writable property set through GObject to a first value, the same value again and a
    /// second value notifies exactly twice.
    func testEveryWritablePropertyNotifiesOncePerRealChange() async throws {
        try TestDisplay.start()
        let view = PlaceholderTextView(placeholder: "Hint")
        let first = UnsafeMutablePointer(widget: gtk_button_new())
        let second = UnsafeMutablePointer(widget: gtk_button_new())
        let box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        for child in [view.widget, first, second] { gtk_box_append(box.cast(), child) }
        let window = try TestWindow(containing: box)
        defer { window.close() }
        let object = view.widget.object
        let cases: [(PlaceholderProperty, set: (Int) -> Void)] = [
            (.placeholderText, { GObjectProperty.set(object, "placeholder-text", ["A", "B"][$0]) }),
            (.placeholderColor, { GObjectProperty.set(object, "placeholder-color", ["#00aa00", "#aa0000"][$0]) }),
            (
                .hidePolicy,
                { Self.setEnum(object, "hide-policy", ["while-empty-and-unfocused", "while-empty"][$0]) }
            ),
            (.fadeDuration, { GObjectProperty.set(object, "fade-duration", Int32([400, 100][$0])) }),
            (.doneButton, { Self.setEnum(object, "done-button", ["always", "never"][$0]) }),
            (.doneLabel, { GObjectProperty.set(object, "done-label", ["Finish", "OK"][$0]) }),
            (.text, { GObjectProperty.set(object, "text", ["one", "two"][$0]) }),
            (.enableUndo, { GObjectProperty.set(object, "enable-undo", [false, true][$0]) }),
            (.useMarkup, { GObjectProperty.set(object, "use-markup", [true, false][$0]) }),
            (.keysEndEditing, { GObjectProperty.set(object, "keys-end-editing", [false, true][$0]) }),
            (
                .focusAfterDone,
                { index in
                    var value = GValue()
                    g_value_init(&value, gtk_widget_get_type())
                    g_value_set_object(&value, [first, second][index].raw)
                    g_object_set_property(object, "focus-after-done", &value)
                    g_value_unset(&value)
                }
            ),
        ]
        XCTAssertEqual(
            Set(cases.map(\.0)), Set(PlaceholderProperty.allCases.filter { !$0.isReadOnly }),
            "every writable property")
        for (property, set) in cases {
            var notifications = 0
            let counter = SignalConnection(
                view.widget, "notify::\(property.name)", argument: { _ in notifications += 1 })
            set(0)
            set(0)
            XCTAssertEqual(notifications, 1, "\(property.name): the same value again is no change")
            set(1)
            XCTAssertEqual(notifications, 2, "\(property.name): a new value notifies once")
            counter.disconnect()
        }
    }

    func testCanUndoAndCanRedoNotifyAsRealTypingAndUndoChangeThem() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Undo me")
        defer { fixture.close() }
        var seen: [String] = []
        let undo = SignalConnection(
            fixture.view.widget, "notify::can-undo", argument: { _ in seen.append("can-undo") })
        let redo = SignalConnection(
            fixture.view.widget, "notify::can-redo", argument: { _ in seen.append("can-redo") })
        defer {
            undo.disconnect()
            redo.disconnect()
        }
        fixture.focusTextView()
        fixture.type("word")
        MainLoop.wait(
            until: { GObjectProperty.bool(fixture.view.widget.object, "can-undo") }, "typing to be undoable")
        XCTAssertEqual(seen, ["can-undo"])
        RealInput.press("ctrl+z")
        MainLoop.wait(until: { fixture.view.text.isEmpty }, "Ctrl+Z to undo the typing")
        XCTAssertTrue(GObjectProperty.bool(fixture.view.widget.object, "can-redo"))
        XCTAssertFalse(GObjectProperty.bool(fixture.view.widget.object, "can-undo"))
        XCTAssertEqual(seen.sorted(), ["can-redo", "can-undo", "can-undo"], "each changed once more, nothing else")
        XCTAssertTrue(fixture.view.isPlaceholderVisible, "undo back to empty brings the hint back")
    }

    func testDoneSignalCarriesTheTextWhenRealKeysEndEditing() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Done signal")
        defer { fixture.close() }
        let done = SignalTextRecorder(fixture.view.widget, "done")
        defer { done.stop() }
        fixture.focusTextView()
        fixture.type("Signalled")
        RealInput.press("ctrl+Return")
        MainLoop.wait(until: { done.texts == ["Signalled"] }, "Ctrl+Enter to emit done with the text")
        fixture.type("x")  // typing after Done resumes editing
        RealInput.press("Escape")
        MainLoop.wait(until: { done.texts == ["Signalled", "Signalledx"] }, "Escape to emit done with the text")
    }

    func testInvalidValuesAreRefusedAndTheOldValueKept() async throws {
        try TestDisplay.start()
        let view = PlaceholderTextView(placeholder: "Kept")
        let window = try TestWindow(containing: view.widget)
        defer { window.close() }
        let object = view.widget.object
        let invalid: [CChar] = [0x41, -1, 0x42, 0]  // "A", a lone 0xFF byte, "B"
        var value = GValue()
        g_value_init(&value, FundamentalType.string)
        invalid.withUnsafeBufferPointer { g_value_set_string(&value, $0.baseAddress) }
        g_object_set_property(object, "placeholder-text", &value)
        g_value_unset(&value)
        XCTAssertEqual(view.placeholder, "Kept", "invalid UTF-8 is refused")
        view.placeholderColor = "#00aa00"
        view.placeholderColor = "not a colour"
        XCTAssertEqual(
            GObjectProperty.string(object, "placeholder-color"), "#00aa00",
            "an invalid colour is refused and the old one kept, as GTK 3's is")
    }

    func testDoneLabelIconAndPositionShapeTheBar() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Bar") { view in
            view.doneButtonVisibility = .always
            view.accessoryPosition = .above
            view.doneLabel = "Send"
        }
        defer { fixture.close() }
        let button = fixture.view.doneButton
        let textView = fixture.textView
        MainLoop.wait(until: { gtk_widget_get_mapped(button) != 0 }, "the Done bar to show")
        XCTAssertEqual(String(cString: gtk_button_get_label(button.cast())), "Send")
        var point = graphene_point_t()
        var origin = graphene_point_t()
        XCTAssertNotEqual(gtk_widget_compute_point(button, textView, &origin, &point), 0)
        XCTAssertLessThan(point.y, 0, "above: the bar is over the text")
        fixture.view.accessoryPosition = .below
        MainLoop.wait(
            until: {
                gtk_widget_compute_point(button, textView, &origin, &point) != 0 && point.y > 0
            }, "below: the bar moves under the text")
        fixture.view.doneIconName = "object-select-symbolic"
        XCTAssertEqual(
            gtk_button_get_icon_name(button.cast()).map { String(cString: $0) }, "object-select-symbolic")
        fixture.view.doneIconName = nil
        XCTAssertEqual(String(cString: gtk_button_get_label(button.cast())), "Send", "text again, the label kept")
    }

    /// Sets the enum property `name` to the value whose nick is `nick`.
    @MainActor private static func setEnum(_ object: UnsafeMutablePointer<GObject>, _ name: String, _ nick: String) {
        let spec = g_object_class_find_property(
            UnsafeMutableRawPointer(object.pointee.g_type_instance.g_class)
                .assumingMemoryBound(to: GObjectClass.self), name)!
        let enumClass = g_type_class_ref(spec.pointee.value_type)!.assumingMemoryBound(to: GEnumClass.self)
        defer { g_type_class_unref(enumClass) }
        var value = GValue()
        g_value_init(&value, spec.pointee.value_type)
        g_value_set_enum(&value, g_enum_get_value_by_nick(enumClass, nick)!.pointee.value)
        g_object_set_property(object, name, &value)
        g_value_unset(&value)
    }
}
