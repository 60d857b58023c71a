// What the hint shows and what accessibility reads: plain text, markup, and unusual strings.

import PlaceholderCore
import XCTest

final class ContentTests: XCTestCase {
    func testPlainHintShowsTagsLiterallyAndAccessibleTextEqualsIt() {
        let hint = "<b>Bold</b> &amp; co"
        let presentation = settled([.placeholderTextChanged(hint)])
        XCTAssertEqual(presentation.content, .plain(hint))
        XCTAssertEqual(presentation.accessibleText, hint)
    }

    func testMarkupHintKeepsMarkupForLabelAndReadsTheToolkitsTextForAccessibility() {
        let presentation = settled(markupEvents("<b>Bold</b> &amp; co", drawing: "Bold & co"))
        XCTAssertEqual(presentation.content, .markup("<b>Bold</b> &amp; co"))
        XCTAssertEqual(presentation.accessibleText, "Bold & co")
        XCTAssertTrue(presentation.isVisible)
    }

    // How markup reads (entities, attributes, unbalanced tags, a long run of "<") is Pango's to
    // say: PangoMarkupReadingTests (PlaceholderGtkTests) pins those down against Pango itself.

    func testInvalidMarkupIsShownAndReadAsWritten() {
        for hint in ["a <b", "&bogus; & co", "fish &amp chips", "<b>never closed", "<b></i>"] {
            let presentation = settled(markupEvents(hint, drawing: nil))
            XCTAssertEqual(presentation.content, .plain(hint), hint)
            XCTAssertEqual(presentation.accessibleText, hint, hint)
            XCTAssertTrue(presentation.isVisible, hint)
        }
    }

    func testMarkupNotReadYetShowsNothing() {
        let unread = settled([.placeholderTextChanged("<b>Bold</b>"), .usesMarkupChanged(true)])
        XCTAssertFalse(unread.isVisible)
        XCTAssertEqual(unread.content, .plain(""))
        XCTAssertEqual(unread.accessibleText, "")
    }

    func testAReadingOfAnotherHintIsIgnored() {
        let stale = MarkupReading(markup: "<i>Old</i>", isValid: true, text: "Old")
        let presentation = settled([
            .placeholderTextChanged("<b>New</b>"), .usesMarkupChanged(true), .markupRead(stale),
        ])
        XCTAssertFalse(presentation.isVisible)
        XCTAssertEqual(presentation.accessibleText, "")
        XCTAssertEqual(settled(markupEvents("<b>New</b>", drawing: "New")).accessibleText, "New")
    }

    func testPlainModeIgnoresAnyReading() {
        let events = markupEvents("<b>Bold</b>", drawing: "Bold") + [.usesMarkupChanged(false)]
        XCTAssertEqual(settled(events).content, .plain("<b>Bold</b>"))
        XCTAssertEqual(settled(events).accessibleText, "<b>Bold</b>")
    }

    func testEmojiCombiningAndRightToLeftTextReachAccessibilityUnchanged() {
        for hint in ["👩‍👩‍👧", "e\u{301}", "שלום", "اكتب هنا", "タップして内容を入力してください"] {
            for presentation in [settled([.placeholderTextChanged(hint)]), settled(markupEvents(hint, drawing: hint))] {
                XCTAssertEqual(
                    presentation.accessibleText.unicodeScalars.map(\.value), hint.unicodeScalars.map(\.value))
                XCTAssertTrue(presentation.isVisible)
            }
        }
    }

    func testMegabytePlaceholderWorks() {
        let hint = String(repeating: "Type your note here. ", count: 50_000)
        XCTAssertGreaterThan(hint.utf8.count, 1_000_000)
        for markup in [false, true] {
            let reading = MarkupReading(markup: hint, isValid: true, text: hint)
            var state = stateShowing(hint, markup ? [.usesMarkupChanged(true), .markupRead(reading)] : [])
            XCTAssertTrue(state.presentation(at: 0).isVisible)
            XCTAssertEqual(state.presentation(at: 0).accessibleText, hint)
            state.apply(.characterCountChanged(1), at: 1)
            XCTAssertFalse(state.presentation(at: 1).isVisible)
        }
    }
}
