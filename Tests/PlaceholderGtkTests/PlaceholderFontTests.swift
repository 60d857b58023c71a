// The hint's font follows the text view's, by every route a font can change.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class PlaceholderFontTests: MainActorTestCase {
    @MainActor private static func addCSS(_ css: String, to widget: UnsafeMutablePointer<GtkWidget>) {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider(
            gtk_widget_get_style_context(widget), OpaquePointer(provider),
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }

    func testFontFollowsACSSProviderAddedAfterShowing() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        Self.addCSS("textview { font: 20px \"DejaVu Serif\"; }", to: fixture.textView)
        MainLoop.wait(
            until: { fixture.view.presentation.font.family == "DejaVu Serif" }, "the hint to take the new family")
        XCTAssertEqual(fixture.view.presentation.font.size, 15, accuracy: 0.01, "20 px is 15 pt at 96 dpi")
    }

    func testFontFollowsAStyleClass() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        Self.addCSS("textview.large { font-size: 30px; }", to: fixture.textView)
        let before = fixture.view.presentation.font.size
        gtk_style_context_add_class(gtk_widget_get_style_context(fixture.textView), "large")
        MainLoop.wait(until: { fixture.view.presentation.font.size != before }, "the hint to follow the style class")
        XCTAssertEqual(fixture.view.presentation.font.size, 22.5, accuracy: 0.01)
        gtk_style_context_remove_class(gtk_widget_get_style_context(fixture.textView), "large")
        MainLoop.wait(
            until: { fixture.view.presentation.font.size == before }, "the hint to follow the class's removal")
    }

    func testFontFollowsTheDesktopFontSetting() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        let settings = gtk_settings_get_default()!.object
        let original = GObjectProperty.string(settings, "gtk-font-name")
        defer { GObjectProperty.set(settings, "gtk-font-name", original) }
        GObjectProperty.set(settings, "gtk-font-name", "DejaVu Serif 14")
        MainLoop.wait(
            until: { fixture.view.presentation.font == FontDescription(family: "DejaVu Serif", size: 14) },
            "the hint to follow gtk-font-name")
    }

    func testHintStillMatchesTypedTextAfterTextScaling() async throws {
        let settings = gtk_settings_get_default()!.object
        let originalDPI = GObjectProperty.int(settings, "gtk-xft-dpi")
        defer { GObjectProperty.set(settings, "gtk-xft-dpi", originalDPI) }
        let fixture = try PlaceholderFixture(placeholder: "Scaled hint")
        defer { fixture.close() }
        gtk_text_view_set_cursor_visible(fixture.view.textView, 0)
        let before = try XCTUnwrap(try fixture.snapshot().inkBox)
        GObjectProperty.set(settings, "gtk-xft-dpi", Int32(144 * 1024))
        MainLoop.wait(
            until: { (try? fixture.snapshot().inkBox?.height).flatMap { $0 } ?? 0 > before.height },
            "the hint to grow with the text scale")
        let hint = try fixture.snapshot()
        try hint.save(label: "scaled-hint", testName: name)
        fixture.focusTextView()
        fixture.type("Scaled hint")
        let typed = try fixture.snapshot()
        try typed.save(label: "scaled-typed", testName: name)
        assertBoxesAgree(hint.inkBox, typed.inkBox, "at 150 % text scale")
    }

    func testOverrideChangesOnlyWhatItNames() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint") { $0.placeholderFont = FontOverride(style: .italic) }
        defer { fixture.close() }
        let font = fixture.view.presentation.font
        XCTAssertEqual(font.style, .italic)
        let textFont = PlaceholderFixture.textViewFont(fixture.view)
        XCTAssertEqual(font.family, textFont.family)
        XCTAssertEqual(font.size, textFont.size)
    }
}

extension PlaceholderFixture {
    /// The text view's own font, read from its style context.
    @MainActor static func textViewFont(_ view: PlaceholderTextView) -> FontDescription {
        let context = gtk_widget_get_style_context(view.textView.cast())
        var value = GValue()
        gtk_style_context_get_property(context, "font", gtk_style_context_get_state(context), &value)
        defer { g_value_unset(&value) }
        let pango = OpaquePointer(g_value_get_boxed(&value))!
        return FontDescription(
            family: String(cString: pango_font_description_get_family(pango)),
            size: Double(pango_font_description_get_size(pango)) / Double(PANGO_SCALE))
    }
}
