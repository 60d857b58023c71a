// What a screen reader gets: the hint on the text view, never as text of its own.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class PlaceholderAccessibilityTests: MainActorTestCase {
    func testTextViewCarriesTheHintAsPlaceholderAttributeAndDescription() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Write a note")
        defer { fixture.close() }
        let accessible = AccessibleObject(of: fixture.textView)
        XCTAssertEqual(accessible.attributes["placeholder-text"], "Write a note")
        XCTAssertEqual(accessible.description, "Write a note")

        fixture.view.placeholder = "Another hint"
        XCTAssertEqual(AccessibleObject(of: fixture.textView).attributes["placeholder-text"], "Another hint")
    }

    /// Typed text takes the hint out of the description (a screen reader read the hint for a
    /// note with text); the placeholder attribute stays, as GtkEntry keeps its own; emptying
    /// the note brings the description back.
    func testANoteWithTextIsNotDescribedByTheHint() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Write a note")
        defer { fixture.close() }
        fixture.focusTextView()
        fixture.type("Milk")
        MainLoop.drain()
        XCTAssertEqual(AccessibleObject(of: fixture.textView).description, "")
        XCTAssertEqual(AccessibleObject(of: fixture.textView).attributes["placeholder-text"], "Write a note")
        gtk_text_buffer_set_text(fixture.buffer, "", -1)
        MainLoop.drain()
        XCTAssertEqual(AccessibleObject(of: fixture.textView).description, "Write a note")
    }

    func testAccessibleTextStaysTheRealEmptyText() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Not content")
        defer { fixture.close() }
        let atkText = OpaquePointer(gtk_widget_get_accessible(fixture.textView))
        let text = atk_text_get_text(atkText, 0, -1)
        defer { g_free(text) }
        XCTAssertEqual(text.map { String(cString: $0) }, "")
        XCTAssertEqual(atk_text_get_character_count(atkText), 0)
    }

    func testMarkupHintIsAnnouncedWithoutTags() async throws {
        let fixture = try PlaceholderFixture(placeholder: "<b>Bold</b> &amp; plain") { $0.usesMarkup = true }
        defer { fixture.close() }
        XCTAssertEqual(AccessibleObject(of: fixture.textView).attributes["placeholder-text"], "Bold & plain")
    }

    func testHintLabelIsDecorationNotASecondTextObject() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Decoration")
        defer { fixture.close() }
        let overlay = AccessibleObject(of: fixture.view.overlay.cast())
        let roles = (0..<overlay.childCount).compactMap { overlay.child(at: $0)?.roleName }
        XCTAssertFalse(roles.contains("label"), "the hint is exposed as a label: \(roles)")
        XCTAssertTrue(roles.contains("redundant object"), "the hint should be marked redundant: \(roles)")
    }

    func testOtherTextViewsKeepTheirOwnAttributes() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Only mine")
        defer { fixture.close() }
        let plain = UnsafeMutablePointer(widget: gtk_text_view_new())
        keepUnparented(plain)
        defer { destroyUnparented(plain) }
        XCTAssertNil(AccessibleObject(of: plain).attributes["placeholder-text"])
    }
}
