// The changed range a view keeps for styling that follows its text (`onChangedRangePending`,
// `takeChangedRange()`): once a call when a range starts to be pending, then none per keystroke,
// and a range that covers every change where the text is now, typed, pasted, deleted, undone.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class ChangedRangeTests: MainActorTestCase {
    func testTypedKeysCallOnceAndTheRangeCoversThemAll() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        fixture.view.text = "first line\nsecond"
        var calls = 0
        fixture.view.onChangedRangePending = { _ in calls += 1 }
        XCTAssertNil(fixture.view.takeChangedRange(), "nothing is pending when tracking starts")
        fixture.focusTextView()
        // The cursor at the end of "second": three keys, then a backspace.
        RealInput.press("Ctrl+End")
        RealInput.type("abc")
        RealInput.press("BackSpace")
        MainLoop.wait(until: { fixture.view.text == "first line\nsecondab" }, "the keys typed")
        XCTAssertEqual(calls, 1, "one call for the burst, none per key")
        XCTAssertEqual(fixture.view.takeChangedRange(), 17..<19, "the characters typed and left")
        XCTAssertNil(fixture.view.takeChangedRange(), "taken: nothing is pending")
    }

    func testEditsBeforeAPendingRangeMoveItAndDeletionsShrinkIt() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        fixture.view.text = "0123456789"
        fixture.view.onChangedRangePending = { _ in }
        var iter = GtkTextIter()
        func insert(_ text: String, at offset: Int) {
            gtk_text_buffer_get_iter_at_offset(fixture.buffer, &iter, gint(offset))
            gtk_text_buffer_insert(fixture.buffer, &iter, text, -1)
        }
        func delete(_ range: Range<Int>) {
            var end = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(fixture.buffer, &iter, gint(range.lowerBound))
            gtk_text_buffer_get_iter_at_offset(fixture.buffer, &end, gint(range.upperBound))
            gtk_text_buffer_delete(fixture.buffer, &iter, &end)
        }
        insert("xy", at: 5)  // 01234xy56789: pending 5..<7
        insert("ab", at: 0)  // ab01234xy56789: the range moves to 7..<9 and grows to 0
        XCTAssertEqual(fixture.view.takeChangedRange(), 0..<9)
        insert("z", at: 8)  // ab01234xzy56789: 8..<9
        delete(3..<12)  // ab0789: the range was inside the deletion, which is at 3
        XCTAssertEqual(fixture.view.takeChangedRange(), 3..<3, "only a deletion there")
        delete(0..<2)  // 0789
        insert("!", at: 4)  // 0789!
        XCTAssertEqual(fixture.view.takeChangedRange(), 0..<5)
    }

    func testUndoAndANewDocumentAreChangesToo() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        fixture.view.text = "keep"
        fixture.view.onChangedRangePending = { _ in }
        fixture.focusTextView()
        RealInput.press("Ctrl+End")
        RealInput.type("!")
        MainLoop.wait(until: { fixture.view.text == "keep!" }, "the key typed")
        _ = fixture.view.takeChangedRange()
        XCTAssertTrue(fixture.view.undo())
        XCTAssertEqual(fixture.view.takeChangedRange(), 4..<4, "undo deleted the key at 4")
        fixture.view.text = "a new document"
        XCTAssertEqual(fixture.view.takeChangedRange(), 0..<14, "a new document is changed whole")
        fixture.view.onChangedRangePending = nil
        RealInput.type("x")
        MainLoop.wait(until: { fixture.view.text.count == 15 }, "the key typed")
        XCTAssertNil(fixture.view.takeChangedRange(), "not tracked once the handler is gone")
    }
}
