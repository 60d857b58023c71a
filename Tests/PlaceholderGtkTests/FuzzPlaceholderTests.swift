// The fuzzer (PlaceholderFuzzing) over the GTK 3 widget: how each event is done to it and what it
// shows.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class FuzzPlaceholderTests: MainActorTestCase {
    func testRandomEventsKeepTheWidgetInStepWithTheCore() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        PlaceholderFuzzing.run(
            toolkit: "GTK 3", buffer: fixture.buffer,
            model: FuzzModel(placeholder: "Hint", focused: gtk_widget_is_focus(fixture.textView) != 0),
            perform: { event, model in Self.perform(event, on: fixture, model: &model) },
            read: {
                FuzzReading(
                    characterCount: Int(gtk_text_buffer_get_char_count(fixture.buffer)),
                    textViewFocused: gtk_widget_is_focus(fixture.textView) != 0,
                    presentation: fixture.view.presentation, labelMapped: fixture.view.hintLabelState.mapped,
                    labelOpacity: fixture.view.hintLabelState.opacity, labelText: fixture.view.hintLabelText)
            })
    }

    /// Performs `event`; returns why it could not be performed (real input that never arrived).
    @MainActor
    static func perform(_ event: FuzzEvent, on fixture: PlaceholderFixture, model: inout FuzzModel) -> String? {
        let buffer = fixture.buffer
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
            return MainLoop.waitOutcome(
                until: { gtk_text_buffer_get_char_count(buffer) == before + Int32(text.count) },
                "the typed keys to arrive"
            ).failureMessage
        case .realClickIntoText:
            RealInput.click(fixture.textView, at: WidgetPoint(x: 40, y: 6))
            model.focused = true
            return MainLoop.waitOutcome(
                until: { gtk_widget_is_focus(fixture.textView) != 0 }, "the click to focus the text"
            )
            .failureMessage
        }
        return nil
    }
}
