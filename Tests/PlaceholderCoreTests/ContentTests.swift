// What the hint shows and what accessibility reads: plain text, markup, and unusual strings.

import Foundation
import PlaceholderCore
import XCTest

final class ContentTests: XCTestCase {
    private func presentation(_ hint: String, markup: Bool) -> PlaceholderPresentation {
        settled([.placeholderTextChanged(hint), .usesMarkupChanged(markup)])
    }

    func testPlainHintShowsTagsLiterallyAndAccessibleTextEqualsIt() {
        let hint = "<b>Bold</b> &amp; co"
        let presentation = presentation(hint, markup: false)
        XCTAssertEqual(presentation.content, .plain(hint))
        XCTAssertEqual(presentation.accessibleText, hint)
    }

    func testMarkupHintKeepsMarkupForLabelAndStripsItForAccessibility() {
        let presentation = presentation("<b>Bold</b> &amp; co", markup: true)
        XCTAssertEqual(presentation.content, .markup("<b>Bold</b> &amp; co"))
        XCTAssertEqual(presentation.accessibleText, "Bold & co")
    }

    func testMarkupDecodesNamedAndNumericEntities() {
        let presentation = presentation("&lt;&gt;&quot;&apos;&#65;&#x42;&#X43;&#x1F600;", markup: true)
        XCTAssertEqual(presentation.accessibleText, "<>\"'ABC😀")
    }

    func testMarkupStripsTagsWithAttributes() {
        let presentation = presentation("<span foreground=\"grey\" size=\"small\">Type</span> <i>here</i>", markup: true)
        XCTAssertEqual(presentation.accessibleText, "Type here")
    }

    func testUnbalancedTagsAndUnknownEntitiesAreKept() {
        XCTAssertEqual(presentation("a <b", markup: true).accessibleText, "a <b")
        XCTAssertEqual(presentation("&bogus; & co", markup: true).accessibleText, "&bogus; & co")
        XCTAssertEqual(presentation("fish &amp chips", markup: true).accessibleText, "fish &amp chips")
        XCTAssertEqual(presentation("&#xD800;&#;&#x;", markup: true).accessibleText, "&#xD800;&#;&#x;")
    }

    func testMarkupWithOpenBracketsAndNoCloseIsReadInLinearTime() {
        let hint = String(repeating: "<", count: 50_000)
        let start = Date()
        XCTAssertEqual(presentation(hint, markup: true).accessibleText, hint)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2, "each '<' must not rescan the rest of the hint")
    }

    func testEmojiCombiningAndRightToLeftTextReachAccessibilityUnchanged() {
        for hint in ["👩‍👩‍👧", "e\u{301}", "שלום", "اكتب هنا", "タップして内容を入力してください"] {
            for markup in [false, true] {
                let presentation = presentation(hint, markup: markup)
                XCTAssertEqual(presentation.accessibleText.unicodeScalars.map(\.value), hint.unicodeScalars.map(\.value))
                XCTAssertTrue(presentation.isVisible)
            }
        }
    }

    func testMegabytePlaceholderWorks() {
        let hint = String(repeating: "Type your note here. ", count: 50_000)
        XCTAssertGreaterThan(hint.utf8.count, 1_000_000)
        for markup in [false, true] {
            var state = stateShowing(hint, [.usesMarkupChanged(markup)])
            XCTAssertTrue(state.presentation(at: 0).isVisible)
            XCTAssertEqual(state.presentation(at: 0).accessibleText, hint)
            state.apply(.characterCountChanged(1), at: 1)
            XCTAssertFalse(state.presentation(at: 1).isVisible)
        }
    }
}
