// The fuzzer (PlaceholderFuzzing, the GTK 3 suite's file) over the GTK 4 widget: how each event is
// done to it and what it shows.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class FuzzPlaceholderTests: XCTestCase {
    func testRandomEventsKeepTheWidgetInStepWithTheCore() throws {
        try MainActor.assumeIsolated {
            let fixture = try Gtk4Fixture(placeholder: "Hint")
            defer { fixture.close() }
            let buffer = gtk_text_view_get_buffer(fixture.view.textView)!
            let label = fixture.view.placeholderLabel
            PlaceholderFuzzing.run(
                toolkit: "GTK 4", buffer: buffer,
                model: FuzzModel(placeholder: "Hint", focused: gtk_widget_is_focus(fixture.textView) != 0),
                perform: { event, model in Self.perform(event, on: fixture, model: &model) },
                read: {
                    FuzzReading(
                        characterCount: Int(gtk_text_buffer_get_char_count(buffer)),
                        textViewFocused: gtk_widget_is_focus(fixture.textView) != 0,
                        presentation: fixture.view.presentation, labelMapped: gtk_widget_get_mapped(label) != 0,
                        labelOpacity: gtk_widget_get_opacity(label),
                        labelText: String(cString: gtk_label_get_text(OpaquePointer(label))))
                })
        }
    }

    /// Performs `event`; returns why it could not be performed (real input that never arrived).
    @MainActor
    static func perform(_ event: FuzzEvent, on fixture: Gtk4Fixture, model: inout FuzzModel) -> String? {
        let buffer = gtk_text_view_get_buffer(fixture.view.textView)!
        if PlaceholderFuzzing.performEdit(event, on: buffer) { return nil }
        switch event {
        case .insert, .delete, .setText: break
        case .focusIn:
            gtk_widget_grab_focus(fixture.textView)
            model.focused = true
        case .focusOut:
            gtk_window_set_focus(fixture.window.window, nil)
            model.focused = false
        case .preedit(let text):
            PreeditEmission.emit(text, on: fixture.view.textView)
            model.preedit = text
        case .hidePolicy(let policy):
            fixture.view.hidePolicy = policy
            model.hidePolicy = policy
        case .editable(let editable):
            gtk_text_view_set_editable(fixture.view.textView, editable ? 1 : 0)
            model.editable = editable
        case .placeholder(let text):
            fixture.view.placeholder = text
            model.placeholder = text
        case .realType(let text):
            // Typing replaces a selection (a double click selects a word): type at the end instead.
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &end)
            gtk_text_buffer_place_cursor(buffer, &end)
            let before = gtk_text_buffer_get_char_count(buffer)
            RealInput.type(text)
            return arrived({ gtk_text_buffer_get_char_count(buffer) == before + Int32(text.count) }, "the typed keys")
        case .realClickIntoText:
            RealInput.click(fixture.textView, at: WidgetPoint(x: 40, y: 6))
            model.focused = true
            return arrived({ gtk_widget_is_focus(fixture.textView) != 0 }, "the click's focus")
        }
        return nil
    }

    /// Nil once `condition` holds; why not, at the deadline (the wait records its own failure).
    @MainActor
    private static func arrived(_ condition: () -> Bool, _ what: String) -> String? {
        MainLoop.wait(until: condition, what)
        return condition() ? nil : "\(what) never arrived"
    }
}
