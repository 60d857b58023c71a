// Properties give the same widget in any order, before or after showing; colours as documented.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class PlaceholderConfigurationTests: MainActorTestCase {
    @MainActor private static let configuration: [(PlaceholderTextView) -> Void] = [
        { $0.placeholder = "Configured hint" },
        { $0.hidePolicy = .whileEmptyAndUnfocused },
        { $0.fadeDuration = 0.1 },
        { $0.placeholderFont = FontOverride(style: .italic) },
        { $0.placeholderDirection = .rightToLeft },
        { gtk_text_view_set_left_margin($0.textView, 14) },
        { gtk_text_view_set_justification($0.textView, GTK_JUSTIFY_CENTER) },
        { $0.usesMarkup = true },
    ]

    /// Shows a view, configured before or after showing, and returns what it presents and draws.
    @MainActor private static func settledLook(configuredBeforeShowing: Bool, testName: String) throws -> (
        PlaceholderPresentation, PixelRect?
    ) {
        let fixture = try PlaceholderFixture(placeholder: "") { view in
            if configuredBeforeShowing { for configure in configuration { configure(view) } }
        }
        defer { fixture.close() }
        if !configuredBeforeShowing { for configure in configuration.reversed() { configure(fixture.view) } }
        gtk_window_set_focus(fixture.window.window, nil)
        fixture.waitForHint(alpha: 1)
        let picture = try fixture.snapshot()
        try picture.save(label: configuredBeforeShowing ? "before-showing" : "after-showing", testName: testName)
        return (fixture.view.presentation, picture.inkBox)
    }

    func testAnyOrderBeforeOrAfterShowingGivesTheSameWidget() async throws {
        let before = try Self.settledLook(configuredBeforeShowing: true, testName: name)
        let after = try Self.settledLook(configuredBeforeShowing: false, testName: name)
        XCTAssertEqual(before.0, after.0)
        XCTAssertNotNil(before.1, "no hint drawn")
        XCTAssertEqual(before.1, after.1, "the two views draw the hint differently")
    }

    func testExplicitColourWinsOverAppCSSWhichWinsOverTheTheme() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Coloured hint")
        defer { fixture.close() }
        gtk_text_view_set_cursor_visible(fixture.view.textView, 0)
        let isBlue: (RGBA) -> Bool = { $0.blue > 150 && $0.red < 110 && $0.green < 110 }
        let isRed: (RGBA) -> Bool = { $0.red > 150 && $0.green < 110 && $0.blue < 110 }
        XCTAssertEqual(try fixture.snapshot().count(where: isBlue), 0)

        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, "placeholdertextview label.placeholder { color: #0000ff; }", -1, nil)
        let screen = gdk_screen_get_default()
        gtk_style_context_add_provider_for_screen(
            screen, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        defer {
            gtk_style_context_remove_provider_for_screen(screen, OpaquePointer(provider))
            g_object_unref(provider)
        }
        MainLoop.wait(
            until: { (try? fixture.snapshot().count(where: isBlue)) ?? 0 > 20 }, "app CSS to colour the hint blue")

        fixture.view.placeholderColor = "#ff0000"
        MainLoop.wait(until: { (try? fixture.snapshot().count(where: isRed)) ?? 0 > 20 }, "the explicit colour to win")
        fixture.view.placeholderColor = nil
        MainLoop.wait(until: { (try? fixture.snapshot().count(where: isBlue)) ?? 0 > 20 }, "app CSS to apply again")
    }

    /// The hint's label itself is drawn insensitive (GTK's greyed text) while the view is, and
    /// sensitive again after: the label is read, not only the core's presentation.
    func testInsensitiveViewGreysItsHintToo() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        let label: UnsafeMutablePointer<GtkWidget> = fixture.view.hintLabel.cast()
        func labelIsInsensitive() -> Bool {
            gtk_widget_get_state_flags(label).rawValue & GTK_STATE_FLAG_INSENSITIVE.rawValue != 0
        }
        XCTAssertFalse(labelIsInsensitive())
        gtk_widget_set_sensitive(fixture.view.widget, 0)
        MainLoop.wait(
            until: {
                !fixture.view.presentation.isSensitive && labelIsInsensitive() && fixture.view.hintLabelState.mapped
            },
            "the hint's label to show insensitive")
        gtk_widget_set_sensitive(fixture.view.widget, 1)
        MainLoop.wait(
            until: { fixture.view.presentation.isSensitive && !labelIsInsensitive() }, "the label to be sensitive again"
        )
    }
}
