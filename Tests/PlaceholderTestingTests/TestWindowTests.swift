import CGtk
import GtkBinding
import PlaceholderTesting
import TestSupport
import XCTest

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
