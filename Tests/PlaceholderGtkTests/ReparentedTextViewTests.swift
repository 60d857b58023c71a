// Issue 40, item 13: an app that takes the widget's inner text view out of its scrolled window
// (`placeholder_text_view_get_text_view`, then into a container of its own) gets no GTK warning
// from the widget, frame after frame; the attached hint (PlaceholderHint) is the way to give such
// a view a hint.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class ReparentedTextViewTests: MainActorTestCase {
    func testTheTextViewTakenOutOfItsScrolledWindowWarnsOfNothing() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        let log = GLibLogCapture(domains: [PlaceholderTextView.logDomain, "Gtk", "Gdk", "GLib-GObject", "GLib"])
        defer { log.stop() }
        let textView = fixture.textView
        g_object_ref(textView.raw)
        gtk_container_remove(gtk_widget_get_parent(textView).cast(), textView)
        let box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_box_pack_start(box.cast(), textView, 1, 1, 0)
        g_object_unref(textView.raw)
        let other = try TestWindow(containing: box)
        defer { other.close() }
        for text in ["typed", "", "again"] {
            gtk_text_buffer_set_text(fixture.buffer, text, -1)
            MainLoop.waitForPaintedFrame(of: textView)
            MainLoop.waitForPaintedFrame(of: fixture.view.widget)
        }
        gtk_window_resize(other.window, 300, 200)
        MainLoop.waitForPaintedFrame(of: textView)
        XCTAssertEqual(log.messages, [], "GTK warned while the text view lived elsewhere")
        XCTAssertEqual(fixture.view.text, "again")
    }
}
