// What the text holds never widens the view: a wrapping view asks for the width it asks for empty.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class ContentWidthTests: MainActorTestCase {
    /// The minimum and natural width the window around the view asks for.
    @MainActor private static func windowWidth(_ fixture: PlaceholderFixture) -> (minimum: Int32, natural: Int32) {
        MainLoop.drain()
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_width(fixture.window.window.cast(), &minimum, &natural)
        return (minimum, natural)
    }

    /// Tabs, spaces, a long word below the character-wrap threshold, CJK without spaces and a
    /// URL: none raises the window's width request above an empty view's, with margins,
    /// padding and a border window set (they still count). 40 tabs asked for ~1,050 px.
    func testNoContentRaisesTheWidthRequestOfAWrappingView() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint") { view in
            gtk_text_view_set_left_margin(view.textView, 30)
            gtk_text_view_set_right_margin(view.textView, 20)
            gtk_text_view_set_border_window_size(view.textView, GTK_TEXT_WINDOW_LEFT, 5)
        }
        defer { fixture.close() }
        let empty = Self.windowWidth(fixture)
        let contents = [
            "tabs": String(repeating: "\t", count: 40) + "end",
            "spaces": String(repeating: " ", count: 400) + "end",
            "word": String(repeating: "x", count: 400),
            "cjk": String(repeating: "日本語の文章", count: 60),
            "url": "https://example.org/" + String(repeating: "segment/", count: 40),
        ]
        for (label, text) in contents.sorted(by: { $0.key < $1.key }) {
            gtk_text_buffer_set_text(fixture.buffer, text, -1)
            XCTAssertEqual(Self.windowWidth(fixture).minimum, empty.minimum, "\(label) raised the minimum width")
            XCTAssertLessThanOrEqual(
                Self.windowWidth(fixture).natural, max(empty.natural, 420), "\(label) raised the natural width")
        }
        // The margins, padding and border window are part of what an empty view asks for.
        XCTAssertGreaterThanOrEqual(empty.minimum, 55)
    }

    /// A view that does not wrap scrolls sideways: there its text decides its width, as GTK's.
    func testAViewThatDoesNotWrapStillAsksForItsLongestLine() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint") {
            gtk_text_view_set_wrap_mode($0.textView, GTK_WRAP_NONE)
        }
        defer { fixture.close() }
        let empty = Self.windowWidth(fixture)
        gtk_text_buffer_set_text(fixture.buffer, String(repeating: "\t", count: 40), -1)
        XCTAssertGreaterThan(Self.windowWidth(fixture).minimum, empty.minimum + 500)
    }
}
