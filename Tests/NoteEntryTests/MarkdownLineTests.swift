// How one line of a note's Markdown is read into styled runs, without a display.
import XCTest

@testable import NoteEntryApp

final class MarkdownLineTests: XCTestCase {
    /// The runs of `line` of `style`, as the substrings they cover.
    private func texts(_ style: MarkdownStyle, in line: String) -> [String] {
        let scalars = Array(line.unicodeScalars)
        return MarkdownLine.spans(of: line).filter { $0.style == style }.sorted {
            $0.range.lowerBound < $1.range.lowerBound
        }
        .map { String(String.UnicodeScalarView(scalars[$0.range])) }
    }

    func testStrongEmphasisAndStrikethroughAreStyledAndTheirMarkersDimmed() {
        let line = "Some **bold** and *italic* text, ~~struck~~."
        XCTAssertEqual(texts(.bold, in: line), ["bold"])
        XCTAssertEqual(texts(.italic, in: line), ["italic"])
        XCTAssertEqual(texts(.strikethrough, in: line), ["struck"])
        XCTAssertEqual(texts(.highlight, in: "a ==marked== b, a = b, a === b"), ["marked"])
        XCTAssertEqual(texts(.markup, in: line), ["**", "**", "*", "*", "~~", "~~"])
    }

    func testUnderscoresInsideWordsAndLoneStarsStayPlain() {
        for line in ["snake_case_name and file_name.txt", "2 * 3 * 4 = 24", "a * b * c", "~one tilde~", "**unclosed"] {
            XCTAssertEqual(MarkdownLine.spans(of: line), [], line)
        }
    }

    func testUnderscoreEmphasisAtTheLinesEndAndInsideAQuote() {
        let line = "> a quote with _emphasis_"
        XCTAssertEqual(texts(.italic, in: line), ["emphasis"])
        XCTAssertEqual(texts(.quote, in: line), ["a quote with _emphasis_"])
        XCTAssertEqual(texts(.markup, in: line), [">", "_", "_"])
    }

    func testNestedEmphasisInsideStrong() {
        let line = "**strong *nested* text**"
        XCTAssertEqual(texts(.bold, in: line), ["strong *nested* text"])
        XCTAssertEqual(texts(.italic, in: line), ["nested"])
        // CommonMark: <em><strong>both</strong></em>.
        XCTAssertEqual(texts(.bold, in: "***both***"), ["both"])
        XCTAssertEqual(texts(.italic, in: "***both***"), ["**both**"])
    }

    func testCodeSpansHideTheirContentFromEmphasis() {
        let line = "run `make **all**` and ``a ` tick``"
        XCTAssertEqual(texts(.code, in: line), ["make **all**", "a ` tick"])
        XCTAssertEqual(texts(.bold, in: line), [])
        XCTAssertEqual(texts(.code, in: "`unclosed code"), [])
    }

    func testHeadingsByLevel() {
        XCTAssertEqual(texts(.heading1, in: "# Title **b**"), ["# Title **b**"])
        XCTAssertEqual(texts(.bold, in: "# Title **b**"), ["b"])
        XCTAssertEqual(texts(.heading2, in: "## Two"), ["## Two"])
        XCTAssertEqual(texts(.heading3, in: "###### Six"), ["###### Six"])
        XCTAssertEqual(texts(.markup, in: "## Two"), ["## "])
        for line in ["#hashtag", "####### seven", "    # indented four"] {
            XCTAssertEqual(MarkdownLine.spans(of: line), [], line)
        }
    }

    func testListMarkersAndCheckBoxes() {
        XCTAssertEqual(texts(.listMarker, in: "- item"), ["-"])
        XCTAssertEqual(texts(.listMarker, in: "  12. twelfth"), ["12."])
        XCTAssertEqual(texts(.listMarker, in: "- [x] done"), ["-"])
        XCTAssertEqual(texts(.checkBox, in: "- [x] done"), ["[x]"])
        XCTAssertEqual(texts(.listMarker, in: "-not a list"), [])
        XCTAssertEqual(texts(.listMarker, in: "1.5 litres"), [])
    }

    func testLinksAndAddressesAreMarkedForNoSpellChecking() {
        let line = "see [the docs](https://example.org/a_b_c) or https://gnome.org/x_y_z."
        XCTAssertEqual(texts(.link, in: line), ["the docs"])
        XCTAssertEqual(texts(.address, in: line), ["https://example.org/a_b_c", "https://gnome.org/x_y_z"])
        XCTAssertEqual(texts(.italic, in: line), [], "underscores inside addresses are not emphasis")
        XCTAssertEqual(texts(.markup, in: line), ["[", "](https://example.org/a_b_c)"])
    }

    func testEscapedDelimitersAreLiteral() {
        XCTAssertEqual(texts(.italic, in: #"\*not italic\*"#), [])
        XCTAssertEqual(texts(.markup, in: #"\*not italic\*"#), [#"\"#, #"\"#])
    }

    func testOffsetsCountUnicodeScalarsAsGTKCountsCharacters() {
        let line = "日本語の**太字**テキスト 👍🏽 **b**"
        let bold = MarkdownLine.spans(of: line).filter { $0.style == .bold }.map(\.range)
        XCTAssertEqual(bold, [6..<8, 20..<21])
    }
}

final class ListContinuationTests: XCTestCase {
    func testReturnInAnItemStartsTheNextOne() {
        XCTAssertEqual(ListContinuation.onReturn(in: "- milk", at: 6), .nextItem(prefix: "- "))
        XCTAssertEqual(ListContinuation.onReturn(in: "  * eggs", at: 8), .nextItem(prefix: "  * "))
        XCTAssertEqual(ListContinuation.onReturn(in: "9. nine", at: 7), .nextItem(prefix: "10. "))
        XCTAssertEqual(ListContinuation.onReturn(in: "3) three", at: 4), .nextItem(prefix: "4) "))
        XCTAssertEqual(ListContinuation.onReturn(in: "- [x] done", at: 10), .nextItem(prefix: "- [ ] "))
        XCTAssertEqual(ListContinuation.onReturn(in: "> - quoted", at: 10), .nextItem(prefix: "> - "))
    }

    func testReturnOnAnEmptyItemEndsTheList() {
        XCTAssertEqual(ListContinuation.onReturn(in: "- ", at: 2), .endOfList(markerRange: 0..<2))
        XCTAssertEqual(ListContinuation.onReturn(in: "  2. ", at: 5), .endOfList(markerRange: 0..<5))
        XCTAssertEqual(ListContinuation.onReturn(in: "- [ ] ", at: 6), .endOfList(markerRange: 0..<6))
    }

    func testReturnOutsideAnItemIsAPlainLineBreak() {
        for (line, column) in [("plain text", 10), ("-not an item", 12), ("- milk", 1), ("", 0), ("1.5 litres", 10)] {
            XCTAssertNil(ListContinuation.onReturn(in: line, at: column), line)
        }
    }
}

final class FormattingCommandTests: XCTestCase {
    func testCommandsWrapTheSelectionAndKeepItSelected() {
        XCTAssertEqual(
            FormattingCommand.bold.edit(selection: "word", before: "a ", after: " b"),
            FormattingEdit(replacement: "**word**", selection: 2..<6))
        XCTAssertEqual(
            FormattingCommand.strikethrough.edit(selection: "", before: "", after: ""),
            FormattingEdit(replacement: "~~~~", selection: 2..<2))
        XCTAssertEqual(
            FormattingCommand.link.edit(selection: "GNOME", before: "", after: ""),
            FormattingEdit(replacement: "[GNOME]()", selection: 8..<8))
        XCTAssertEqual(
            FormattingCommand.link.edit(selection: "", before: "", after: ""),
            FormattingEdit(replacement: "[]()", selection: 1..<1))
    }

    func testACommandOnTextThatHasItTakesItAway() {
        XCTAssertEqual(
            FormattingCommand.bold.edit(selection: "word", before: "a **", after: "** b"),
            FormattingEdit(removedBefore: 2, removedAfter: 2, replacement: "word", selection: 0..<4))
        XCTAssertEqual(
            FormattingCommand.italic.edit(selection: "w", before: "*", after: "*"),
            FormattingEdit(removedBefore: 1, removedAfter: 1, replacement: "w", selection: 0..<1))
    }

    func testItalicInsideBoldAddsItalicRatherThanBreakingTheBold() {
        XCTAssertEqual(
            FormattingCommand.italic.edit(selection: "w", before: "**", after: "**"),
            FormattingEdit(replacement: "*w*", selection: 1..<2))
    }
}

final class MarkdownLinkTests: XCTestCase {
    func testLinksOfALineWithWhatTheyOpen() {
        let links = MarkdownLine.links(of: "[GNOME](https://gnome.org), www.debian.org and [[Shopping list]].")
        XCTAssertEqual(
            links,
            [
                MarkdownLink(range: 1..<6, target: .web("https://gnome.org")),
                MarkdownLink(range: 28..<42, target: .web("www.debian.org")),
                MarkdownLink(range: 49..<62, target: .note("Shopping list")),
            ])
        XCTAssertEqual(links.map(\.webAddress), ["https://gnome.org", "https://www.debian.org", nil])
    }

    func testOnlyWebAndMailAddressesAreOpenable() {
        for (written, openable) in [
            ("mailto:a@example.org", true), ("HTTPS://EXAMPLE.ORG", true), ("file:///etc/passwd", false),
            ("ssh://host", false), ("javascript:alert(1)", false), ("/etc/passwd", false), ("steam://run/1", false),
        ] {
            let link = MarkdownLink(range: 0..<1, target: .web(written))
            XCTAssertEqual(link.webAddress != nil, openable, written)
        }
    }
}

final class LineFormatCommandTests: XCTestCase {
    func testLinesBecomeListItemsReplacingOtherMarkersAndKeepingIndentation() {
        XCTAssertEqual(
            LineFormatCommand.checklist.edits(for: ["milk", "- eggs", "  2. bread"]),
            [
                .init(removed: 0, inserted: "- [ ] "), .init(removed: 2, inserted: "- [ ] "),
                .init(removed: 5, inserted: "  - [ ] "),
            ])
        XCTAssertEqual(
            LineFormatCommand.numberedList.edits(for: ["a", "", "b"]),
            [.init(removed: 0, inserted: "1. "), .init(removed: 0, inserted: ""), .init(removed: 0, inserted: "2. ")])
        XCTAssertEqual(LineFormatCommand.heading.edits(for: ["> quoted"]), [.init(removed: 2, inserted: "## ")])
        XCTAssertEqual(LineFormatCommand.quote.edits(for: [""]), [.init(removed: 0, inserted: "> ")])
    }

    func testLinesThatAllHaveTheFormatLoseIt() {
        XCTAssertEqual(
            LineFormatCommand.bulletList.edits(for: ["- a", "  * b"]),
            [.init(removed: 2, inserted: ""), .init(removed: 4, inserted: "  ")])
        XCTAssertEqual(LineFormatCommand.heading.edits(for: ["### Title"]), [.init(removed: 4, inserted: "")])
    }
}
