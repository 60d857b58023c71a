// The hint's ink against the same text typed for real, within 1 px: GTK 4's pixel checks.
import CGtk4
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class HintAgainstTypedTextTests: MainActorTestCase {
    func testHintInkMatchesTypedTextInTheDefaultFont() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Write a note")
        defer { fixture.close() }
        try fixture.assertHintMatchesTypedText("Write a note", testName: name)
    }

    func testHintInkMatchesTypedTextInACSSFont() async throws {
        let removeCSS = try addDisplayCSS("textview.serif { font: 24px \"DejaVu Serif\"; }")
        defer { removeCSS() }
        let fixture = try Gtk4Fixture(placeholder: "Serif hint") {
            gtk_widget_add_css_class($0.textView.cast(), "serif")
        }
        defer { fixture.close() }
        XCTAssertEqual(fixture.view.presentation.font.family, "DejaVu Serif", "the core hears of the CSS font")
        try fixture.assertHintMatchesTypedText("Serif hint", testName: name)
    }

    func testHintInkMatchesTypedTextWithMargins() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Inset hint") { view in
            gtk_text_view_set_left_margin(view.textView, 30)
            gtk_text_view_set_top_margin(view.textView, 18)
            gtk_text_view_set_pixels_above_lines(view.textView, 6)
        }
        defer { fixture.close() }
        try fixture.assertHintMatchesTypedText("Inset hint", testName: name)
    }

    func testMarginChangedAfterShowingMovesTheHint() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Moved hint")
        defer { fixture.close() }
        gtk_text_view_set_left_margin(fixture.view.textView, 40)
        MainLoop.wait(until: { fixture.view.presentation.layout.x == 40 }, "the core to hear of the new margin")
        fixture.waitForHintLayout()
        try fixture.assertHintMatchesTypedText("Moved hint", testName: name)
    }

    func testHintInkMatchesTypedTextRightToLeft() async throws {
        let fixture = try Gtk4Fixture(placeholder: "שלום עולם") { view in
            gtk_widget_set_direction(view.textView.cast(), GTK_TEXT_DIR_RTL)
        }
        defer { fixture.close() }
        XCTAssertEqual(fixture.view.presentation.layout.direction, .rightToLeft)
        try fixture.assertHintMatchesTypedText("שלום עולם", testName: name)
    }

    func testHintInkMatchesTypedJapanese() async throws {
        let fixture = try Gtk4Fixture(placeholder: "日本語のメモ")
        defer { fixture.close() }
        try fixture.assertHintMatchesTypedText("日本語のメモ", testName: name)
    }

    func testHintInkMatchesTypedTextCentred() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Centred hint") { view in
            gtk_text_view_set_justification(view.textView, GTK_JUSTIFY_CENTER)
        }
        defer { fixture.close() }
        try fixture.assertHintMatchesTypedText("Centred hint", testName: name)
    }

    func testLongHintWrapsWhereTypedTextWraps() async throws {
        let hint = "A long hint that cannot fit on one line of this narrow text view, so it wraps like typed text"
        let fixture = try Gtk4Fixture(placeholder: hint) { view in
            gtk_text_view_set_left_margin(view.textView, 8)
            gtk_text_view_set_right_margin(view.textView, 8)
            gtk_widget_set_size_request(view.widget, 220, -1)
            gtk_widget_set_halign(view.widget, GTK_ALIGN_START)
        }
        defer { fixture.close() }
        XCTAssertLessThanOrEqual(fixture.view.presentation.layout.width, 204, "the hint wraps inside the margins")
        MainLoop.wait(
            until: {
                gtk_widget_get_height(fixture.textView) >= gtk_widget_get_height(fixture.view.placeholderLabel)
            }, "the text view to be tall enough for the whole hint")
        try fixture.assertHintMatchesTypedText(hint, testName: name)
    }

    func testHintFollowsACSSClassAddedAfterShowing() async throws {
        let removeCSS = try addDisplayCSS("textview.large { font: 28px \"DejaVu Sans Mono\"; }")
        defer { removeCSS() }
        let fixture = try Gtk4Fixture(placeholder: "Restyled")
        defer { fixture.close() }
        let before = try XCTUnwrap(try fixture.snapshot().drawnArea())
        gtk_widget_add_css_class(fixture.textView, "large")
        MainLoop.wait(
            until: { ((try? fixture.snapshot())?.drawnArea()?.height ?? 0) > before.height },
            "the hint to grow with the text view's new font (inherited through CSS)")
        try fixture.assertHintMatchesTypedText("Restyled", testName: name)
    }
}
