// Undo steps: words merge, pastes and deletions are one step each, a new document starts afresh.
import PlaceholderCore
import XCTest

final class TextUndoHistoryTests: XCTestCase {
    /// Types `text` one character at a time from `offset`.
    private func type(_ text: String, at offset: Int, into history: inout TextUndoHistory) {
        for (index, scalar) in text.unicodeScalars.enumerated() {
            history.record([TextEdit(.insert, at: offset + index, String(scalar))], typed: true)
        }
    }

    func testThreeTypedWordsAreThreeSteps() {
        var history = TextUndoHistory()
        type("one two three", at: 0, into: &history)
        XCTAssertEqual(history.undoCount, 3)
        XCTAssertEqual(history.undo(), [TextEdit(.delete, at: 8, "three")])
        XCTAssertEqual(history.undo(), [TextEdit(.delete, at: 4, "two ")])
        XCTAssertEqual(history.undo(), [TextEdit(.delete, at: 0, "one ")])
        XCTAssertNil(history.undo())
        XCTAssertEqual(history.redo(), [TextEdit(.insert, at: 0, "one ")])
        XCTAssertTrue(history.canRedo)
    }

    func testAPasteReplacingASelectionIsOneStepUndoneInReverse() {
        var history = TextUndoHistory()
        history.record([TextEdit(.insert, at: 0, "hello world")], typed: false)
        history.record([TextEdit(.delete, at: 6, "world"), TextEdit(.insert, at: 6, "there")], typed: false)
        XCTAssertEqual(history.undo(), [TextEdit(.delete, at: 6, "there"), TextEdit(.insert, at: 6, "world")])
    }

    func testMovingTheCursorOrADeletionEndsTheWord() {
        var history = TextUndoHistory()
        type("ab", at: 0, into: &history)
        history.endTyping()
        type("cd", at: 2, into: &history)
        XCTAssertEqual(history.undoCount, 2)
        history.record([TextEdit(.delete, at: 3, "d")], typed: false)
        type("x", at: 3, into: &history)
        XCTAssertEqual(history.undoCount, 4)
    }

    func testTypingElsewhereStartsANewStepAndANewEditClearsRedo() {
        var history = TextUndoHistory()
        type("abc", at: 0, into: &history)
        type("z", at: 0, into: &history)
        XCTAssertEqual(history.undoCount, 2)
        _ = history.undo()
        XCTAssertTrue(history.canRedo)
        type("q", at: 3, into: &history)
        XCTAssertFalse(history.canRedo)
    }

    func testAnInputMethodCommitIsOneStep() {
        var history = TextUndoHistory()
        history.record([TextEdit(.insert, at: 0, "日本語")], typed: false)
        XCTAssertEqual(history.undo(), [TextEdit(.delete, at: 0, "日本語")])
    }

    func testResetStartsANewHistoryAndDepthIsBounded() {
        var history = TextUndoHistory(maximumDepth: 3)
        for index in 0..<10 { history.record([TextEdit(.insert, at: index, "x")], typed: false) }
        XCTAssertEqual(history.undoCount, 3)
        history.reset()
        XCTAssertFalse(history.canUndo)
        XCTAssertFalse(history.canRedo)
    }
}
