// The hint hides during a real composition and comes back when undo empties the document.
import CGtk4
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

final class CompositionAndUndoTests: MainActorTestCase {
    func testHintHidesDuringARealCompositionAndReturnsWhenItIsCancelled() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Compose here")
        defer { fixture.close() }
        var doneCount = 0
        fixture.view.onDone = { _ in doneCount += 1 }
        fixture.focusTextView()
        XCTAssertTrue(fixture.view.isPlaceholderVisible, "focus alone keeps the hint (whileEmpty)")
        // GTK's simple input method: Ctrl+Shift+U starts a Unicode composition, shown as preedit.
        RealInput.press("ctrl+shift+u")
        RealInput.type("3042")
        MainLoop.wait(until: { !fixture.view.isPlaceholderVisible }, "the composition to hide the hint")
        MainLoop.wait(
            until: { gtk_widget_get_visible(fixture.view.placeholderLabel) == 0 }, "the hint label to hide")
        XCTAssertEqual(fixture.view.text, "", "a composition is not in the buffer yet")
        // Escape belongs to the input method while it composes: it cancels, it does not end editing.
        RealInput.press("Escape")
        MainLoop.wait(
            until: { fixture.view.isPlaceholderVisible }, "the hint to return when the composition is cancelled")
        MainLoop.wait(
            until: { gtk_widget_get_visible(fixture.view.placeholderLabel) != 0 }, "the hint label to show again")
        XCTAssertEqual(doneCount, 0, "Escape during composition must not end editing")
        XCTAssertEqual(fixture.view.text, "")
    }

    func testCommittedCompositionTypesTheCharacterAndKeepsTheHintHidden() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Compose here")
        defer { fixture.close() }
        fixture.focusTextView()
        RealInput.press("ctrl+shift+u")
        RealInput.type("3042")
        MainLoop.wait(until: { !fixture.view.isPlaceholderVisible }, "the composition to hide the hint")
        RealInput.press("space")
        MainLoop.wait(until: { fixture.view.text == "あ" }, "the composition to commit あ")
        XCTAssertFalse(fixture.view.isPlaceholderVisible)
    }

    func testUndoBackToEmptyShowsTheHint() async throws {
        let fixture = try Gtk4Fixture(placeholder: "Undo brings me back")
        defer { fixture.close() }
        XCTAssertNotEqual(
            gtk_text_buffer_get_enable_undo(gtk_text_view_get_buffer(fixture.view.textView)), 0,
            "GTK 4's own undo is on")
        fixture.focusTextView()
        fixture.type("abc")
        MainLoop.wait(
            until: { gtk_widget_get_visible(fixture.view.placeholderLabel) == 0 }, "typing to hide the hint")
        var presses = 0
        while !fixture.view.text.isEmpty && presses < 5 {
            let before = fixture.view.text
            RealInput.press("ctrl+z")
            presses += 1
            MainLoop.wait(until: { fixture.view.text != before }, "Ctrl+Z to undo")
        }
        XCTAssertEqual(fixture.view.text, "", "undo empties the document")
        MainLoop.wait(
            until: { gtk_widget_get_visible(fixture.view.placeholderLabel) != 0 }, "the hint to follow undo back")
        XCTAssertEqual(fixture.view.presentation.alpha, 1)
        RealInput.press("ctrl+shift+z")
        MainLoop.wait(until: { fixture.view.text == "abc" }, "Ctrl+Shift+Z to redo")
        MainLoop.wait(
            until: { gtk_widget_get_visible(fixture.view.placeholderLabel) == 0 }, "redo to hide the hint")
    }
}
