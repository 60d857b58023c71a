// The hint's colour in GTK 4's pixels: the app's placeholderColor above every style sheet, an
// app's CSS rule above the fallback, and the fallback when neither is set.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class HintColourTests: MainActorTestCase {
    func testAnExplicitColourWinsOverAppCSSWhichWinsOverTheFallback() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Colour me")
        defer { fixture.close() }
        XCTAssertEqual(try Self.pixels(fixture, red: true), 0, "the fallback is a grey")
        XCTAssertEqual(try Self.pixels(fixture, red: false), 0, "the fallback is a grey")

        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, "textview placeholder { color: #00a000; }", -1)
        let display = gdk_display_get_default()!
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        defer {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
            g_object_unref(provider)
        }
        Self.waitForPixels(fixture, red: false, "the app's CSS rule to colour the hint green")

        fixture.view.placeholderColor = "#d00000"
        Self.waitForPixels(fixture, red: true, "placeholderColor to win over the app's CSS")
        XCTAssertEqual(try Self.pixels(fixture, red: false), 0, "no green left")

        fixture.view.placeholderColor = nil
        Self.waitForPixels(fixture, red: false, "the app's CSS to colour the hint again")
    }

    /// How many of the text view's pixels are strongly red (`red`) or green.
    @MainActor private static func pixels(_ fixture: Gtk4Fixture, red: Bool) throws -> Int {
        try fixture.snapshot().count { pixel in
            red
                ? pixel.red > 150 && pixel.green < 90 && pixel.blue < 90
                : pixel.green > 110 && pixel.red < 90 && pixel.blue < 90
        }
    }

    @MainActor private static func waitForPixels(_ fixture: Gtk4Fixture, red: Bool, _ what: String) {
        MainLoop.wait(until: { ((try? pixels(fixture, red: red)) ?? 0) > 20 }, what)
    }
}
