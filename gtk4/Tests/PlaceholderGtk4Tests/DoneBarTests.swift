// The opt-in Done bar for a GTK 4 text view an app already has, driven by real input.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class DoneBarTests: MainActorTestCase {
    func testDoneOnTheBarEndsEditingOfTheAppsViewAndItsKeysStayTheAppsUntilAsked() async throws {
        try TestDisplay.start()
        let textView = UnsafeMutablePointer(widget: gtk_text_view_new())
        let scrolled = UnsafeMutablePointer(widget: gtk_scrolled_window_new())
        gtk_widget_set_size_request(scrolled, -1, 120)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), textView)
        let bar = PlaceholderDoneBar.make(for: textView.cast())
        let send = UnsafeMutablePointer(widget: gtk_button_new_with_label("Send"))
        let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
        for child in [scrolled, bar.widget, send] { gtk_box_append(column.cast(), child) }
        let window = try TestWindow(containing: column, width: 400, height: 300)
        defer { window.close() }
        var finished: [String] = []
        bar.onDone = { finished.append($0) }
        let text = { TextBufferContent.text(of: gtk_text_view_get_buffer(textView.cast())) }

        RealInput.click(textView)
        MainLoop.wait(until: { gtk_widget_has_focus(textView) != 0 }, "the text view to take focus")
        MainLoop.wait(until: { gtk_widget_get_mapped(bar.doneButton) != 0 }, "the bar to show while editing")
        RealInput.press("Escape")
        RealInput.press("ctrl+Return")
        MainLoop.wait(until: { text() == "\n" }, "Ctrl+Return to do what a bare view does")
        XCTAssertEqual(finished, [], "keys end nothing by default")

        RealInput.click(bar.doneButton)
        MainLoop.wait(until: { finished == ["\n"] }, "Done to end editing with the text")
        XCTAssertEqual(gtk_widget_has_focus(textView), 0, "the focus moved on")
        MainLoop.wait(until: { gtk_widget_get_mapped(bar.doneButton) == 0 }, "the bar to hide once editing ended")

        bar.keysEndEditing = true
        RealInput.click(textView)
        MainLoop.wait(until: { gtk_widget_has_focus(textView) != 0 }, "the text view to take focus again")
        RealInput.press("Escape")
        MainLoop.wait(until: { finished.count == 2 }, "Escape to end editing once asked")
    }
}
