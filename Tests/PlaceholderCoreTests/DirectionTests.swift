// The hint's paragraph direction: explicit, or from its first strong character.

import Foundation
import PlaceholderCore
import XCTest

final class DirectionTests: XCTestCase {
    /// The hint's direction; `drawing` is the toolkit's reading of `hint` as markup (nil: plain text).
    private func direction(
        _ hint: String, drawing markupText: String? = nil, widget: ResolvedDirection = .leftToRight
    ) -> ResolvedDirection {
        let hintEvents = markupText.map { markupEvents(hint, drawing: $0) } ?? [.placeholderTextChanged(hint)]
        return settled(hintEvents + [.widgetDirectionChanged(widget)]).layout.direction
    }

    func testAutomaticDirectionFollowsHebrewArabicAndLatin() {
        XCTAssertEqual(direction("שלום"), .rightToLeft)
        XCTAssertEqual(direction("اكتب هنا"), .rightToLeft)
        XCTAssertEqual(direction("Write a note", widget: .rightToLeft), .leftToRight)
        XCTAssertEqual(direction("タップして内容を入力してください", widget: .rightToLeft), .leftToRight)
    }

    func testLeadingDigitsPunctuationAndEmojiAreSkipped() {
        XCTAssertEqual(direction("123. שלום"), .rightToLeft)
        XCTAssertEqual(direction("(1) Note", widget: .rightToLeft), .leftToRight)
        XCTAssertEqual(direction("👩‍👩‍👧 שלום"), .rightToLeft)
        XCTAssertEqual(direction("\u{301}e", widget: .rightToLeft), .leftToRight)
    }

    func testNoStrongCharacterFallsBackToWidgetDirection() {
        for hint in ["123", "١٢٣", "…", "👩‍👩‍👧", "   "] {
            XCTAssertEqual(direction(hint, widget: .rightToLeft), .rightToLeft, hint)
            XCTAssertEqual(direction(hint, widget: .leftToRight), .leftToRight, hint)
        }
    }

    func testDirectionMarksAreStrong() {
        XCTAssertEqual(direction("\u{200F}123"), .rightToLeft, "RIGHT-TO-LEFT MARK")
        XCTAssertEqual(direction("\u{061C}123"), .rightToLeft, "ARABIC LETTER MARK")
        XCTAssertEqual(direction("\u{200E}123 שלום", widget: .rightToLeft), .leftToRight, "LEFT-TO-RIGHT MARK")
    }

    func testExplicitDirectionWinsOverText() {
        let layout = settled([.placeholderTextChanged("שלום"), .directionChanged(.leftToRight)]).layout
        XCTAssertEqual(layout.direction, .leftToRight)
        let rtl = settled([.placeholderTextChanged("Note"), .directionChanged(.rightToLeft)]).layout
        XCTAssertEqual(rtl.direction, .rightToLeft)
    }

    func testMarkupTagsDoNotDecideDirection() {
        XCTAssertEqual(direction("<b>שלום</b>", drawing: "שלום"), .rightToLeft)
        XCTAssertEqual(direction("<b>שלום</b>"), .leftToRight, "plain text starts with the letter b")
    }

    func testFirstStrongOfMegabytePlaceholderCostsWhatItsFirstWordsCost() {
        let huge = "שלום " + String(repeating: "Latin text ", count: 100_000)
        XCTAssertGreaterThan(huge.utf8.count, 1_000_000)
        let start = Date()
        for _ in 0..<1_000 {
            XCTAssertEqual(ResolvedDirection.firstStrong(in: huge), .rightToLeft)
        }
        // Scanning the whole megabyte a thousand times reads a thousand million scalars, minutes
        // in a debug build; the first words take milliseconds. The ceiling is generous for load.
        let seconds = Date().timeIntervalSince(start)
        print("first strong character of a megabyte hint, 1,000 times: \(String(format: "%.3f", seconds)) s")
        XCTAssertLessThan(seconds, 10)
    }

    func testFirstStrongIsNilWithoutStrongCharacters() {
        XCTAssertNil(ResolvedDirection.firstStrong(in: ""))
        XCTAssertNil(ResolvedDirection.firstStrong(in: "12 + 34 = 46 !"))
    }
}
