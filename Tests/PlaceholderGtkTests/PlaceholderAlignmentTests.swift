// The hint's first glyph sits where the first typed glyph appears: pixels, not promises.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class PlaceholderAlignmentTests: MainActorTestCase {
    /// Draws `text` as the hint, then types the same text for real, and compares where the ink is.
    private func assertHintMatchesTypedText(
        _ text: String, label: String, configure: @MainActor (PlaceholderTextView) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let fixture = try PlaceholderFixture(placeholder: text, configure: configure)
        defer { fixture.close() }
        gtk_text_view_set_cursor_visible(fixture.view.textView, 0)
        let hint = try fixture.snapshot()
        try hint.save(label: "\(label)-hint", testName: name)

        fixture.focusTextView(file: file, line: line)
        fixture.type(text, file: file, line: line)
        XCTAssertFalse(
            fixture.view.isPlaceholderVisible, "the hint must give way to typed text", file: file, line: line)
        let typed = try fixture.snapshot()
        try typed.save(label: "\(label)-typed", testName: name)

        assertBoxesAgree(hint.inkBox, typed.inkBox, "\(label)", file: file, line: line)
    }

    func testHintSitsWhereTypedTextSitsWithTheDefaultFont() async throws {
        try assertHintMatchesTypedText("Write a note", label: "default")
    }

    func testHintFollowsACSSFontOf24PixelSerif() async throws {
        try assertHintMatchesTypedText("Serif hint", label: "serif24") { view in
            let provider = gtk_css_provider_new()!
            defer { g_object_unref(provider) }
            gtk_css_provider_load_from_data(provider, "textview { font: 24px \"DejaVu Serif\"; }", -1, nil)
            gtk_style_context_add_provider(
                gtk_widget_get_style_context(view.textView.cast()), OpaquePointer(provider),
                UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
    }

    func testHintFollowsLeftMargin30AndTopMargin20() async throws {
        try assertHintMatchesTypedText("Indented hint", label: "margins") { view in
            gtk_text_view_set_left_margin(view.textView, 30)
            gtk_text_view_set_top_margin(view.textView, 20)
        }
    }

    func testHintFollowsTheTextViewsBorderWidth() async throws {
        try assertHintMatchesTypedText("Framed hint", label: "border-width") { view in
            gtk_container_set_border_width(view.textView.cast(), 3)
        }
    }

    func testHebrewHintStartsAtTheRightLikeTypedHebrew() async throws {
        try assertHintMatchesTypedText("שלום עולם", label: "rtl")
    }

    func testJapaneseHintSitsWhereTypedJapaneseSits() async throws {
        try assertHintMatchesTypedText("タップして内容を入力してください", label: "cjk")
    }

    func testHintFollowsIndentAndPixelsAboveLines() async throws {
        try assertHintMatchesTypedText("Paragraph hint", label: "indent") { view in
            gtk_text_view_set_indent(view.textView, 24)
            gtk_text_view_set_pixels_above_lines(view.textView, 12)
        }
    }

    func testHintFollowsANegativeIndent() async throws {
        try assertHintMatchesTypedText("Hanging indent", label: "hanging") { view in
            gtk_text_view_set_left_margin(view.textView, 30)
            gtk_text_view_set_indent(view.textView, -12)
        }
    }

    func testCentredHintSitsWhereCentredTypedTextSits() async throws {
        try assertHintMatchesTypedText("Centred hint", label: "centre") { view in
            gtk_text_view_set_justification(view.textView, GTK_JUSTIFY_CENTER)
        }
    }

    func testLongHintWrapsAtTheTextWidthLikeTypedText() async throws {
        let long = "A long hint that wraps over several lines in a narrow text view, exactly as typed text would wrap."
        try assertHintMatchesTypedText(long, label: "wrapped") { view in
            gtk_text_view_set_right_margin(view.textView, 60)
        }
    }

    func testLongHintIsNeverClippedInAShortWidget() async throws {
        let long = String(repeating: "A hint that needs many lines to be read in full. ", count: 6)
        let fixture = try PlaceholderFixture(placeholder: long, width: 200, height: 40)
        defer { fixture.close() }
        MainLoop.wait(
            until: { gtk_widget_get_allocated_height(fixture.view.widget) > 100 },
            "the widget to grow to the hint's height")
        let picture = try Snapshot(of: fixture.view.widget)
        try picture.save(label: "long", testName: name)
        guard let ink = picture.inkBox else { return XCTFail("no hint drawn") }
        XCTAssertLessThan(ink.maxY, picture.height, "the last line of the hint is cut off")
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_get_preferred_height_for_width(
            fixture.view.widget, gtk_widget_get_allocated_width(fixture.view.widget), &minimum, &natural)
        XCTAssertGreaterThanOrEqual(Int(minimum), ink.maxY, "the minimum height must hold the whole hint")
    }
}
