// Hints nobody should write, on the GTK 4 widget: each shown exactly as written, the hint shown
// only when it has ink, never a GLib message; a megabyte of hint laid out in full.
import CGtk4
import Foundation
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class HostileHintTests: MainActorTestCase {
    func testHostilePlaceholdersAreShownExactlyAsWrittenWithoutAMessage() async throws {
        let fixture = try Gtk4Fixture(placeholder: "")
        defer { fixture.close() }
        let log = GLibLogCapture(domains: HostileHints.logDomains)
        defer { log.stop() }
        let label = OpaquePointer(fixture.view.placeholderLabel)
        for (name, text) in HostileHints.literalTexts {
            fixture.view.placeholder = text
            MainLoop.waitForPaintedFrame(of: fixture.textView)
            XCTAssertEqual(fixture.view.placeholder, text, name)
            XCTAssertEqual(
                String(cString: gtk_label_get_text(label)), text, "\(name): the label shows it as written")
            XCTAssertEqual(gtk_label_get_use_markup(label), 0, name)
            XCTAssertEqual(fixture.view.presentation.accessibleText, text, "\(name): speech hears it as written")
            let hasInk = HostileHints.hasInk(text)
            XCTAssertEqual(fixture.view.isPlaceholderVisible, hasInk, name)
            XCTAssertEqual(
                gtk_widget_get_mapped(fixture.view.placeholderLabel) != 0, hasInk, "\(name): label mapped")
        }
        XCTAssertEqual(log.messages, [], "no message for literal text")
    }

    /// A megabyte of hint: laid out in full, and the view stays usable (typing hides it).
    func testAMegabyteHintIsShownInFullAndTheViewStaysUsable() async throws {
        let line = "A very long hint, repeated until it weighs a megabyte. "
        let huge = String(repeating: line, count: 1_048_576 / line.utf8.count + 1)
        let fixture = try Gtk4Fixture(placeholder: "short")
        defer { fixture.close() }
        let log = GLibLogCapture(domains: HostileHints.logDomains)
        defer { log.stop() }
        let label = OpaquePointer(fixture.view.placeholderLabel)
        let start = Date()
        fixture.view.placeholder = huge
        MainLoop.waitForPaintedFrame(of: fixture.textView)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(String(cString: gtk_label_get_text(label)).utf8.count, huge.utf8.count)
        XCTAssertNotEqual(gtk_widget_get_mapped(fixture.view.placeholderLabel), 0)
        XCTAssertLessThan(seconds, 30, "a 1 MB hint took \(seconds) s to show")
        fixture.focusTextView()
        fixture.type("x")
        MainLoop.wait(
            until: { gtk_widget_get_mapped(fixture.view.placeholderLabel) == 0 }, "typing to hide the huge hint")
        fixture.view.placeholder = "short again"
        fixture.view.text = ""
        MainLoop.waitForPaintedFrame(of: fixture.textView)
        XCTAssertEqual(String(cString: gtk_label_get_text(label)), "short again")
        XCTAssertEqual(log.messages, [])
    }
}
