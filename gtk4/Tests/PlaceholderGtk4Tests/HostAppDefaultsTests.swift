// The GTK 4 widget in an app's layout and keys: it expands only when asked, and Escape and
// Ctrl+Enter can be left to the app.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class HostAppDefaultsTests: MainActorTestCase {
    func testTheWidgetExpandsOnlyAsTheAppAsks() async throws {
        try TestDisplay.start()
        let view = PlaceholderTextView(placeholder: "One line")
        let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_box_append(column.cast(), view.widget)
        let window = try TestWindow(containing: column, width: 400, height: 400)
        defer { window.close() }
        XCTAssertEqual(gtk_widget_compute_expand(view.widget, GTK_ORIENTATION_VERTICAL), 0)
        XCTAssertLessThan(gtk_widget_get_height(view.widget), 200, "a view nobody asked to expand keeps its height")
        gtk_widget_set_vexpand(view.widget, 1)
        MainLoop.wait(until: { gtk_widget_get_height(view.widget) > 350 }, "the view to take the column's height")
        MainLoop.wait(
            until: { gtk_widget_get_height(view.textView.cast()) > 300 }, "the text inside to fill the expanded view")
    }

    func testAUIFileSetsTheInnerTextViewThroughItsInternalChild() async throws {
        try TestDisplay.start()
        PlaceholderTextViewType.register()
        let ui = """
            <interface><object class="PlaceholderTextView" id="view">
              <child internal-child="text_view">
                <object class="GtkTextView" id="inner">
                  <property name="left-margin">17</property>
                  <style><class name="message-input"/></style>
                </object>
              </child>
            </object></interface>
            """
        let builder = gtk_builder_new_from_string(ui, -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let view = try XCTUnwrap(
            PlaceholderTextView.wrapping(gtk_builder_get_object(builder, "view").map { UnsafeMutableRawPointer($0) }))
        XCTAssertTrue(
            gtk_builder_get_object(builder, "inner").map { UnsafeMutableRawPointer($0) }
                == UnsafeMutableRawPointer(view.textView), "the id names the widget's own text view")
        XCTAssertEqual(gtk_text_view_get_left_margin(view.textView), 17)
        XCTAssertNotEqual(gtk_widget_has_css_class(view.textView.cast(), "message-input"), 0)
    }

    func testWithKeysEndEditingOffEscapeAndControlEnterAreTheApps() async throws {
        var doneCount = 0
        let fixture = try Gtk4Fixture(placeholder: "Hint") { view in
            view.keysEndEditing = false
            view.onDone = { _ in doneCount += 1 }
        }
        defer { fixture.close() }
        var escapesHeard = 0
        let controller = gtk_event_controller_key_new()!
        gtk_widget_add_controller(fixture.textView, controller)
        let keys = SignalConnection(
            object: controller, "key-pressed",
            unsignedArguments: { keyval, _, _ in
                if keyval == guint(GDK_KEY_Escape) { escapesHeard += 1 }
                return false
            })
        defer { keys.disconnect() }
        fixture.focusTextView()
        fixture.type("a")
        RealInput.press("Escape")
        RealInput.press("ctrl+Return")
        MainLoop.wait(until: { fixture.view.text == "a\n" }, "Ctrl+Return to do what a bare text view does")
        XCTAssertEqual(escapesHeard, 1, "the app's own controller hears Escape")
        XCTAssertEqual(doneCount, 0, "neither key ends editing")
        XCTAssertNotEqual(gtk_widget_has_focus(fixture.textView), 0, "the focus stays in the text")
    }
}
