// The fuzzer (PlaceholderFuzzing, the GTK 3 suite's file) over the GTK 4 widget, and how its hint
// label is read.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class FuzzPlaceholderTests: MainActorTestCase {
    func testRandomEventsKeepTheWidgetInStepWithTheCore() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Hint")
        defer { fixture.close() }
        let buffer = gtk_text_view_get_buffer(fixture.view.textView)!
        let label = fixture.view.placeholderLabel
        PlaceholderFuzzing.run(
            toolkit: "GTK 4", buffer: buffer,
            model: FuzzModel(placeholder: "Hint", focused: gtk_widget_is_focus(fixture.textView) != 0),
            perform: { event, model in
                PlaceholderFuzzing.perform(event, on: fixture.view, in: fixture.window.window, model: &model)
            },
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
