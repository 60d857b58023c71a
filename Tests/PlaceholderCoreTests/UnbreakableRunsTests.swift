// Which paragraphs need character wrapping: runs without a break opportunity, counted in scalars.

import PlaceholderCore
import XCTest

final class UnbreakableRunsTests: XCTestCase {
    private let limit = UnbreakableRuns.longestWordWrappedRun

    private func needy(_ text: String) -> [Int] {
        var text = text
        return text.withUTF8 { UnbreakableRuns.paragraphsNeedingCharacterWrap(in: $0) }
    }

    private func run(_ count: Int, of character: String = "x") -> String {
        String(repeating: character, count: count)
    }

    func testOrdinaryTextNeedsNothing() {
        XCTAssertEqual(needy(""), [])
        XCTAssertEqual(needy("A note about the week.\nSecond line, with words."), [])
        XCTAssertEqual(needy(Array(repeating: "word", count: 100_000).joined(separator: " ")), [])
    }

    func testARunLongerThanTheLimitNeedsCharacterWrap() {
        XCTAssertEqual(needy(run(limit)), [])
        XCTAssertEqual(needy(run(limit + 1)), [0])
        XCTAssertEqual(needy(run(1_048_576)), [0])
    }

    func testSpacesAndTabsBreakTheRun() {
        XCTAssertEqual(needy(run(limit) + " " + run(limit) + "\t" + run(limit)), [])
        XCTAssertEqual(needy(run(limit) + "\u{3000}" + run(limit)), [], "ideographic space")
        XCTAssertEqual(needy(run(limit) + "\u{200B}" + run(limit)), [], "zero-width space")
    }

    func testNoBreakSpacesHyphensAndSlashesDoNot() {
        XCTAssertEqual(needy(run(limit) + "\u{00A0}" + run(limit)), [0])
        XCTAssertEqual(needy(run(limit) + "\u{202F}" + run(limit)), [0])
        XCTAssertEqual(needy(Array(repeating: "ab", count: limit).joined(separator: "-")), [0])
        let url = "https://example.com/" + Array(repeating: "path", count: 600).joined(separator: "/")
        XCTAssertEqual(needy(url), [0])
    }

    func testEachParagraphIsCountedOnItsOwn() {
        XCTAssertEqual(needy(run(limit) + "\n" + run(limit)), [])
        XCTAssertEqual(needy("intro\n" + run(limit + 1) + "\nouter words\n" + run(limit + 1)), [1, 3])
        XCTAssertEqual(needy("a\r\n" + run(limit + 1)), [1], "CR LF is one separator")
        XCTAssertEqual(needy("a\r" + run(limit + 1)), [1])
        XCTAssertEqual(needy("a\u{2029}" + run(limit + 1)), [1])
        XCTAssertEqual(needy(run(limit + 1) + "\n\n" + run(limit + 1) + "\n"), [0, 2])
    }

    func testRunsAreCountedInScalarsNotBytes() {
        XCTAssertEqual(needy(run(limit, of: "é")), [])
        XCTAssertEqual(needy(run(limit + 1, of: "é")), [0])
        XCTAssertEqual(needy(run(limit + 1, of: "🙂")), [0])
        XCTAssertEqual(needy(run(limit / 2 + 1, of: "e\u{301}")), [0], "a combining mark is a scalar")
    }

    func testCJKTextBreaksBetweenCharacters() {
        XCTAssertEqual(needy(run(100_000, of: "日本語")), [])
        XCTAssertEqual(needy(run(100_000, of: "ひらがなカタカナ")), [])
        XCTAssertEqual(needy(run(100_000, of: "한국어")), [])
        XCTAssertEqual(needy(run(100_000, of: "ｘ")), [], "fullwidth letters")
        XCTAssertEqual(needy(run(limit + 1, of: "ッ")), [0], "small kana: no break before them")
        XCTAssertEqual(needy(run(limit / 2 + 1, of: "ッー")), [0])
    }

    func testMalformedBytesCountAsCharactersWithoutBreaks() {
        let bytes = [UInt8](repeating: 0xFF, count: limit + 1) + [0x0A, 0x61]
        XCTAssertEqual(bytes.withUnsafeBufferPointer { UnbreakableRuns.paragraphsNeedingCharacterWrap(in: $0) }, [0])
        let truncated: [UInt8] = [0x61, 0x0A, 0xE6, 0x97]
        XCTAssertEqual(truncated.withUnsafeBufferPointer { UnbreakableRuns.paragraphsNeedingCharacterWrap(in: $0) }, [])
    }

    private func needs(_ text: String) -> [UnbreakableRuns.ParagraphNeeds] {
        var text = text
        return text.withUTF8 { UnbreakableRuns.paragraphNeeds(in: $0) }
    }

    /// Pango overflows on an item wider than 2^31 Pango units: every long paragraph needs cuts,
    /// words or not; only runs without breaks need character wrapping.
    func testParagraphsLongerThanAnItemNeedCutsWhateverTheyHold() {
        let item = UnbreakableRuns.longestItem
        let words = String(repeating: "word ", count: item / 5 + 1)
        XCTAssertEqual(
            needs("short\n" + words), [.init(paragraph: 1, wrapsBetweenCharacters: false, needsItemCuts: true)])
        XCTAssertEqual(needs(String(repeating: "word ", count: item / 5)), [], "exactly the limit")
        XCTAssertEqual(
            needs(run(item + 1) + "\nend"), [.init(paragraph: 0, wrapsBetweenCharacters: true, needsItemCuts: true)])
        XCTAssertEqual(needs(run(limit + 1)), [.init(paragraph: 0, wrapsBetweenCharacters: true, needsItemCuts: false)])
        XCTAssertEqual(
            needs(run(item + 1, of: "日")), [.init(paragraph: 0, wrapsBetweenCharacters: false, needsItemCuts: true)],
            "CJK needs no character wrap, but its wide glyphs need cuts all the more")
        XCTAssertEqual(
            needs("a\u{2029}" + run(item + 1, of: "é")),
            [.init(paragraph: 1, wrapsBetweenCharacters: true, needsItemCuts: true)])
    }

    func testSmallInsertionsCannotMakeALongRunOnTheirOwn() {
        XCTAssertLessThanOrEqual(UnbreakableRuns.smallestExaminedInsertion, limit + 1)
    }
}
