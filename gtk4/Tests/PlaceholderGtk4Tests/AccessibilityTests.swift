// What assistive technology sees: the hint once, as the text view's placeholder.
import CGtk4
import Gtk4Binding
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class AccessibilityTests: MainActorTestCase {
    func testTextViewCarriesTheHintAsAccessiblePlaceholderOverATSPI() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Spoken hint")
        defer { fixture.close() }
        let values = try XCTUnwrap(AccessibleAttributes.values(of: "placeholder-text", role: "text"))
        XCTAssertTrue(values.contains("Spoken hint"), "AT-SPI placeholder-text values: \(values)")
        fixture.view.placeholder = "Changed hint"
        let changed = try XCTUnwrap(AccessibleAttributes.values(of: "placeholder-text", role: "text"))
        XCTAssertTrue(changed.contains("Changed hint"), "AT-SPI placeholder-text values after a change: \(changed)")
    }

    func testHintLabelIsPresentationOnly() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Not read twice")
        defer { fixture.close() }
        XCTAssertEqual(
            gtk_accessible_get_accessible_role(fixture.view.placeholderLabel.opaque),
            GTK_ACCESSIBLE_ROLE_PRESENTATION)
        let labels = try XCTUnwrap(AccessibleAttributes.values(of: "accessible-name", role: "label"))
        XCTAssertFalse(labels.contains("Not read twice"), "no label is exposed with the hint: \(labels)")
        let placeholders = try XCTUnwrap(AccessibleAttributes.values(of: "placeholder-text", role: "text"))
        XCTAssertTrue(placeholders.contains("Not read twice"), "the text view carries it instead: \(placeholders)")
    }

    func testHintLabelHasTheCSSNodePlaceholder() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Styled")
        defer { fixture.close() }
        XCTAssertEqual(String(cString: gtk_widget_get_css_name(fixture.view.placeholderLabel)), "placeholder")
        let removeCSS = try addDisplayCSS("textview placeholder { color: rgb(255, 0, 0); }")
        defer { removeCSS() }
        MainLoop.wait(
            until: {
                guard let snapshot = try? fixture.snapshot() else { return false }
                return snapshot.count { $0.red > 200 && $0.green < 80 && $0.blue < 80 } > 0
            }, "app CSS on `textview placeholder` to colour the hint red")
    }
}
