// The fuzzer (PlaceholderFuzzing) over the GTK 3 widget, and how its hint label is read.
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
            perform: { event, model in
                PlaceholderFuzzing.perform(event, on: fixture.view, in: fixture.window.window, model: &model)
            },
            read: {
                FuzzReading(
                    characterCount: Int(gtk_text_buffer_get_char_count(fixture.buffer)),
                    textViewFocused: gtk_widget_is_focus(fixture.textView) != 0,
                    presentation: fixture.view.presentation, labelMapped: fixture.view.hintLabelState.mapped,
                    labelOpacity: fixture.view.hintLabelState.opacity, labelText: fixture.view.hintLabelText)
            })
    }
}
