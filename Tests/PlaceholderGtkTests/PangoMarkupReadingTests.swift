// How hints read as markup: Pango's answer, the one the label and accessibility both use.
import Foundation
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

/// Reads `markup`, keeping the invalid-markup warnings out of the run.
@MainActor
private func read(_ markup: String) -> MarkupReading {
    let log = GLibLogCapture(domains: [PlaceholderTextView.logDomain])
    defer { log.stop() }
    return PangoMarkupReading.read(markup)
}

final class PangoMarkupReadingTests: MainActorTestCase {
    func testTagsAreDroppedAndEntitiesDecoded() async throws {
        try TestDisplay.start()
        XCTAssertEqual(
            read("<b>Bold</b> &amp; co"),
            MarkupReading(markup: "<b>Bold</b> &amp; co", isValid: true, text: "Bold & co"))
        XCTAssertEqual(read("&lt;&gt;&quot;&apos;&#65;&#x42;&#x1F600;").text, "<>\"'AB😀")
        XCTAssertEqual(read("<span foreground=\"grey\" size=\"small\">Type</span> <i>here</i>").text, "Type here")
    }

    func testUnbalancedTagsAndUnknownEntitiesAreInvalidAndKeptAsWritten() async throws {
        try TestDisplay.start()
        for markup in [
            "a <b", "&bogus; & co", "fish &amp chips", "&#xD800;&#;&#x;", "&#X43;", "<b>never closed", "<b></i>",
        ] {
            XCTAssertEqual(read(markup), .invalid(markup), markup)
            XCTAssertEqual(read(markup).text, markup, markup)
        }
    }

    func testInvalidMarkupWarnsOnce() async throws {
        try TestDisplay.start()
        let log = GLibLogCapture(domains: [PlaceholderTextView.logDomain])
        defer { log.stop() }
        _ = PangoMarkupReading.read("<b>never closed")
        _ = PangoMarkupReading.read("<b>fine</b>")
        XCTAssertEqual(log.messages.count, 1, "\(log.messages)")
        XCTAssertTrue(log.messages.first?.contains("placeholder markup is invalid") == true)
    }

    func testOpenBracketsWithNoCloseAreReadInLinearTime() async throws {
        try TestDisplay.start()
        let markup = String(repeating: "<", count: 50_000)
        let start = Date()
        XCTAssertEqual(read(markup).text, markup)
        // Rescanning the rest at each '<' is 1.25 thousand million steps, minutes; one pass is
        // a fraction of a second. The ceiling is generous for a loaded machine.
        let seconds = Date().timeIntervalSince(start)
        print("50,000 unclosed '<' read in \(String(format: "%.3f", seconds)) s")
        XCTAssertLessThan(seconds, 20, "each '<' must not rescan the rest of the hint")
    }
}
