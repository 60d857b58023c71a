// The kit's test window. One source for both test kits: the GTK 4 suite
// (gtk4/Tests/PlaceholderGtk4Tests) links this file and compiles it with PLACEHOLDER_GTK4.
import TestSupport
import XCTest

#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
    import PlaceholderTesting4
#else
    import CGtk
    import GtkBinding
    import PlaceholderTesting
#endif

final class TestWindowTests: MainActorTestCase {
    func testNewWindowIsMappedAndHasInputFocus() async throws {
        try TestDisplay.start()
        let textView = UnsafeMutablePointer(widget: gtk_text_view_new())
        let window = try TestWindow(containing: textView, width: 300, height: 200)
        defer { window.close() }
        XCTAssertNotEqual(gtk_widget_get_mapped(window.widget), 0)
        XCTAssertTrue(window.hasInputFocus)
    }
}
