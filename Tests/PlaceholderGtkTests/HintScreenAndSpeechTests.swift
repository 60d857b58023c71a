// What the screen shows of a hint and what a screen reader hears of it must be the same text,
// for every hostile hint, in markup mode and in plain mode.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class HintScreenAndSpeechTests: MainActorTestCase {
    /// Every hostile hint, plus markup that one parser rejects and another would accept.
    static let hints: [(String, String)] =
        HostileHints.literalTexts + [
            ("crossed close tag", "<b></i>"),
            ("valid markup", "<b>Bold</b> &amp; <i>more</i> &#x41;"),
            ("markup that draws nothing", "<b> </b>"),
        ]

    func testScreenAndAccessibleObjectSayTheSameInMarkupAndPlainMode() async throws {
        let fixture = try PlaceholderFixture(placeholder: "")
        defer { fixture.close() }
        let log = GLibLogCapture(domains: HostileHints.logDomains)
        defer { log.stop() }
        for usesMarkup in [true, false] {
            fixture.view.usesMarkup = usesMarkup
            for (name, hint) in Self.hints {
                let context = "\(name) (\(hint.debugDescription)), markup \(usesMarkup)"
                fixture.view.placeholder = hint
                MainLoop.waitForPaintedFrame(of: fixture.textView)
                // Pango is the one interpreter: the label shows what it parses, or the text as written.
                let shown = usesMarkup ? Self.textPangoShows(for: hint) : hint
                let hasInk = HostileHints.hasInk(shown)
                let drawn = fixture.view.hintLabelState.mapped ? fixture.view.hintLabelText : ""
                XCTAssertEqual(drawn, hasInk ? shown : "", "\(context): drawn")
                let accessible = AccessibleObject(of: fixture.textView)
                XCTAssertEqual(
                    accessible.attributes["placeholder-text"] ?? "", shown.isEmpty ? "" : shown,
                    "\(context): placeholder-text")
                XCTAssertEqual(accessible.description ?? "", shown, "\(context): description")
                XCTAssertEqual(fixture.view.isPlaceholderVisible, hasInk, "\(context): visible")
            }
        }
    }

    /// The text Pango draws for `markup`: its parsed text, or `markup` as written when Pango
    /// refuses it (the widget then shows it literally).
    @MainActor
    static func textPangoShows(for markup: String) -> String {
        var text: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<GError>?
        let parsed = pango_parse_markup(markup, -1, 0, nil, &text, nil, &error)
        if let error { g_error_free(error) }
        defer { g_free(text) }
        guard parsed != 0, let text else { return markup }
        return String(cString: text)
    }
}
