// Undo and redo in the widget through real keys: words are steps, the hint comes back, a loaded
// document starts a new history, an input method's commit is one step.
import CGtk
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class UndoTests: MainActorTestCase {
    func testThreeWordsThenCtrlZThreeTimesEmptyTheNoteAndTheHintComesBack() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Write here") { $0.fadeDuration = 0 }
        defer { fixture.close() }
        let hintAlone = try fixture.snapshot().inkBox
        var notified = 0
        fixture.view.onUndoStateChange = { _ in notified += 1 }
        fixture.focusTextView()
        fixture.type("one two three")
        XCTAssertTrue(fixture.view.canUndo)
        XCTAssertGreaterThan(notified, 0, "can-undo changes are reported")
        for expected in ["one two ", "one ", ""] {
            RealInput.press("Ctrl+z")
            MainLoop.wait(until: { fixture.view.text == expected }, "Ctrl+Z to leave \"\(expected)\"")
        }
        XCTAssertFalse(fixture.view.canUndo)
        XCTAssertTrue(fixture.view.isPlaceholderVisible, "undo back to empty shows the hint")
        fixture.waitForHint(alpha: 1)
        MainLoop.waitForPaintedFrame(of: fixture.textView)
        XCTAssertEqual(try fixture.snapshot().inkBox, hintAlone, "the hint is drawn where it was")

        RealInput.press("Ctrl+Shift+z")
        MainLoop.wait(until: { fixture.view.text == "one " }, "Ctrl+Shift+Z to bring the first word back")
        XCTAssertFalse(fixture.view.isPlaceholderVisible, "redo hides the hint")
        RealInput.press("Ctrl+y")
        MainLoop.wait(until: { fixture.view.text == "one two " }, "Ctrl+Y to redo too")
    }

    func testSettingTheTextStartsANewHistory() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        fixture.focusTextView()
        fixture.type("first note")
        fixture.view.text = "second note"
        XCTAssertFalse(fixture.view.canUndo)
        RealInput.press("Ctrl+z")
        MainLoop.drain()
        XCTAssertEqual(fixture.view.text, "second note", "undo must not bring back the previous note's text")
    }

    func testAnInputMethodCommitIsUndoneInOneStep() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        fixture.focusTextView()
        fixture.type("a")
        RealInput.press("Ctrl+Shift+u")
        RealInput.type("3042")
        RealInput.press("space")
        MainLoop.wait(until: { fixture.view.text == "aあ" }, "the composition to commit あ")
        RealInput.press("Ctrl+z")
        MainLoop.wait(until: { fixture.view.text == "a" }, "one Ctrl+Z to take the whole commit back")
    }

    func testAPasteIsOneStepAndUndoCanBeTurnedOff() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        let buffer = fixture.buffer
        gtk_text_buffer_begin_user_action(buffer)
        gtk_text_buffer_insert_at_cursor(buffer, "pasted paragraph of words", -1)
        gtk_text_buffer_end_user_action(buffer)
        XCTAssertTrue(fixture.view.undo())
        XCTAssertEqual(fixture.view.text, "")
        XCTAssertTrue(fixture.view.redo())
        XCTAssertEqual(fixture.view.text, "pasted paragraph of words")
        fixture.view.enableUndo = false
        XCTAssertFalse(fixture.view.canUndo)
        XCTAssertFalse(fixture.view.undo())
    }

    /// The GObject properties and C functions: `can-undo` is notified when it changes, not at
    /// every keystroke; `enable-undo` off forgets the history.
    func testUndoThroughGObjectPropertiesAndTheCFunctions() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        let object = fixture.view.widget.object
        var canUndoNotifications = 0
        let watch = SignalConnection(
            fixture.view.widget, "notify::can-undo", argument: { _ in canUndoNotifications += 1 })
        defer { watch.disconnect() }
        XCTAssertTrue(GObjectProperty.bool(object, "enable-undo"))
        XCTAssertFalse(GObjectProperty.bool(object, "can-undo"))
        fixture.focusTextView()
        fixture.type("several typed words")
        XCTAssertTrue(GObjectProperty.bool(object, "can-undo"))
        XCTAssertEqual(canUndoNotifications, 1, "notified when it changed, not per keystroke")
        let instance = UnsafeMutableRawPointer(fixture.view.widget)
        XCTAssertEqual(placeholder_text_view_get_can_undo(instance), 1)
        XCTAssertEqual(placeholder_text_view_undo(instance), 1)
        XCTAssertEqual(fixture.view.text, "several typed ")
        XCTAssertEqual(placeholder_text_view_get_can_redo(instance), 1)
        XCTAssertEqual(placeholder_text_view_redo(instance), 1)
        XCTAssertEqual(fixture.view.text, "several typed words")
        GObjectProperty.set(object, "enable-undo", false)
        XCTAssertEqual(placeholder_text_view_get_enable_undo(instance), 0)
        XCTAssertFalse(GObjectProperty.bool(object, "can-undo"))
        XCTAssertEqual(placeholder_text_view_undo(instance), 0)
        placeholder_text_view_set_enable_undo(instance, 1)
        XCTAssertTrue(fixture.view.enableUndo)
    }
}
