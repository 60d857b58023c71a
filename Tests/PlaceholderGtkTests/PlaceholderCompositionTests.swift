// An input method's composition hides the hint; cancelling it brings the hint back.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class PlaceholderCompositionTests: MainActorTestCase {
    /// GTK's own input method composes a Unicode character after Ctrl+Shift+U; its preedit
    /// ("u", "u3042") is a real composition, as Japanese or Chinese input produces.
    func testPreeditHidesTheHintAndCancellingBringsItBack() async throws {
        let fixture = try PlaceholderFixture(placeholder: "タップして内容を入力してください")
        defer { fixture.close() }
        fixture.focusTextView()
        XCTAssertTrue(fixture.view.isPlaceholderVisible)

        RealInput.press("Ctrl+Shift+u")
        MainLoop.wait(until: { !fixture.view.isPlaceholderVisible }, "the composition to hide the hint")
        XCTAssertEqual(fixture.view.presentation.alpha, 0)
        XCTAssertEqual(fixture.view.text, "", "a composition is not content yet")
        let composing = try fixture.snapshot()
        try composing.save(label: "composing", testName: name)

        RealInput.press("Escape")
        MainLoop.wait(until: { fixture.view.isPlaceholderVisible }, "cancelling the composition to bring the hint back")
        XCTAssertNotEqual(gtk_widget_has_focus(fixture.textView), 0, "Escape during a composition must only cancel it")
    }

    func testCommittedCompositionBecomesContent() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        fixture.focusTextView()
        RealInput.press("Ctrl+Shift+u")
        RealInput.type("3042")
        XCTAssertFalse(fixture.view.isPlaceholderVisible)
        RealInput.press("space")
        MainLoop.wait(until: { fixture.view.text == "あ" }, "the composition to commit あ")
        XCTAssertFalse(fixture.view.isPlaceholderVisible)
    }
}
