// When the hint is wanted: content, composition, focus, policy, editability and the hint itself.

import PlaceholderCore
import XCTest

final class VisibilityTests: XCTestCase {
    func testDefaultInputsHaveNoHintToShow() {
        XCTAssertFalse(PlaceholderPresentation(settled: PlaceholderInputs()).isVisible)
    }

    func testHintShowsWhenEmptyEvenWhenFocusedByDefault() {
        let presentation = stateShowing("Write a note", [.focusChanged(true)]).presentation(at: 0)
        XCTAssertTrue(presentation.isVisible)
        XCTAssertEqual(presentation.alpha, 1)
    }

    func testWhileEmptyAndUnfocusedHidesOnFocus() {
        let policy = PlaceholderEvent.hidePolicyChanged(.whileEmptyAndUnfocused)
        XCTAssertTrue(settled([.placeholderTextChanged("Hint"), policy]).isVisible)
        XCTAssertFalse(settled([.placeholderTextChanged("Hint"), policy, .focusChanged(true)]).isVisible)
    }

    func testWhileEmptyAndUnfocusedShowsAgainOnBlur() {
        var state = stateShowing("Hint", [.hidePolicyChanged(.whileEmptyAndUnfocused), .focusChanged(true)])
        state.apply(.focusChanged(false), at: 1)
        XCTAssertTrue(state.presentation(at: 2).isVisible)
        XCTAssertEqual(state.presentation(at: 2).alpha, 1)
    }

    func testNonEditableViewKeepsHintWhenFocusedUnderUnfocusedPolicy() {
        let presentation = settled([
            .placeholderTextChanged("Read only"), .hidePolicyChanged(.whileEmptyAndUnfocused),
            .editableChanged(false), .focusChanged(true),
        ])
        XCTAssertTrue(presentation.isVisible)
    }

    func testTextEqualToPlaceholderIsContent() {
        let hint = "Write a note"
        XCTAssertFalse(settled([.placeholderTextChanged(hint), .characterCountChanged(hint.count)]).isVisible)
    }

    func testOneCharacterHidesHintAndDeletingItBringsHintBack() {
        var state = stateShowing()
        state.apply(.characterCountChanged(1), at: 1)
        XCTAssertFalse(state.presentation(at: 1).isVisible)
        state.apply(.characterCountChanged(0), at: 2)
        XCTAssertTrue(state.presentation(at: 2).isVisible)
    }

    func testNegativeCharacterCountCountsAsEmpty() {
        XCTAssertEqual(inputs(after: [.characterCountChanged(-3)]).characterCount, 0)
        XCTAssertTrue(settled([.placeholderTextChanged("Hint"), .characterCountChanged(-3)]).isVisible)
    }

    func testPreeditHidesHintAndCancelledCompositionBringsItBack() {
        var state = stateShowing("タップして内容を入力してください")
        state.apply(.preeditChanged("か"), at: 1)
        XCTAssertFalse(state.presentation(at: 1).isVisible)
        XCTAssertEqual(state.presentation(at: 1).alpha, 0)
        state.apply(.preeditChanged("漢字"), at: 1.1)
        XCTAssertFalse(state.presentation(at: 1.1).isVisible)
        state.apply(.preeditChanged(""), at: 2)
        XCTAssertTrue(state.presentation(at: 2).isVisible)
    }

    func testCommittedCompositionKeepsHintHidden() {
        var state = stateShowing()
        state.apply(.preeditChanged("漢字"), at: 1)
        state.apply(.characterCountChanged(2), at: 2)
        state.apply(.preeditChanged(""), at: 2)
        XCTAssertFalse(state.presentation(at: 3).isVisible)
    }

    func testEmptyAndWhitespaceOnlyPlaceholdersAreNeverVisible() {
        for hint in ["", " ", "   ", "\n", "\t\r\n", "\u{3000}", "\u{00A0}\u{2003}"] {
            for markup in [false, true] {
                let events = markup ? markupEvents(hint, drawing: hint) : [.placeholderTextChanged(hint)]
                let presentation = settled(events)
                XCTAssertFalse(presentation.isVisible, "\(hint.debugDescription), markup \(markup)")
                XCTAssertEqual(presentation.alpha, 0)
            }
        }
    }

    func testMarkupThatDrawsNothingIsNeverVisible() {
        // Each hint with the text Pango reads it as.
        let drawingNothing = [
            ("<b></b>", ""), ("<i> </i>", " "), ("<span size=\"large\">\n</span>", "\n"), ("&#32;&#x20;", "  "),
        ]
        for (hint, text) in drawingNothing {
            XCTAssertFalse(settled(markupEvents(hint, drawing: text)).isVisible, hint)
            XCTAssertTrue(settled([.placeholderTextChanged(hint), .usesMarkupChanged(false)]).isVisible, hint)
        }
    }

    func testPlaceholderWithTextAroundNewlinesIsVisibleAndKeepsThem() {
        let presentation = settled([.placeholderTextChanged("\nFirst line\nSecond line\n")])
        XCTAssertTrue(presentation.isVisible)
        XCTAssertEqual(presentation.content, .plain("\nFirst line\nSecond line\n"))
        XCTAssertEqual(presentation.accessibleText, "\nFirst line\nSecond line\n")
    }

    func testSensitivityPassesThroughWithoutHidingHint() {
        let insensitive = settled([.placeholderTextChanged("Hint"), .sensitiveChanged(false)])
        XCTAssertFalse(insensitive.isSensitive)
        XCTAssertTrue(insensitive.isVisible)
        XCTAssertTrue(settled([.placeholderTextChanged("Hint")]).isSensitive)
    }

    func testVisibilityIsTheSameWhateverTheOrderOfTheSameInputs() {
        let events: [PlaceholderEvent] = [
            .placeholderTextChanged("Hint"), .hidePolicyChanged(.whileEmptyAndUnfocused), .focusChanged(true),
            .editableChanged(false), .characterCountChanged(0),
        ]
        XCTAssertTrue(settled(events).isVisible)
        XCTAssertEqual(settled(events.reversed()), settled(events))
    }
}
