// Summaries carry the first line of the body, never the full body.
import Foundation
import TestSupport
import XCTest

@testable import NoteStore

final class NoteSummaryTests: XCTestCase {
    private func onlySummary(forBody body: String, title: String = "t") throws -> NoteSummary {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        try store.createNote(title: title, body: body)
        let summaries = try store.listSummaries()
        XCTAssertEqual(summaries.count, 1)
        return try XCTUnwrap(summaries.first)
    }

    func testSummaryHasIDTitleFirstLineAndUpdated() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let note = try store.createNote(title: "Groceries", body: "Milk\nEggs\nBread")
        XCTAssertEqual(
            try store.listSummaries(),
            [NoteSummary(id: note.id, title: "Groceries", firstLine: "Milk", updated: note.updated)])
    }

    func testFirstLineSkipsBlankLinesAndTrimsSpaces() throws {
        XCTAssertEqual(try onlySummary(forBody: "\n  \r\n\t  Hello there  \nsecond").firstLine, "Hello there")
    }

    func testBlankBodyGivesEmptyFirstLine() throws {
        XCTAssertEqual(try onlySummary(forBody: " \n\n ").firstLine, "")
        XCTAssertEqual(try onlySummary(forBody: "").firstLine, "")
    }

    func testLongFirstLineIsShortenedWithEllipsis() throws {
        let line = String(repeating: "word ", count: 40)
        let summary = try onlySummary(forBody: line + "\nrest")
        XCTAssertEqual(summary.firstLine.count, NoteSummary.firstLineLimit)
        XCTAssertTrue(summary.firstLine.hasSuffix("…"))
        XCTAssertTrue(line.hasPrefix(String(summary.firstLine.dropLast())))
    }

    func testSummaryOfAHugeBodyIsShortAndAPrefixOfTheBody() throws {
        let body = String(repeating: "x", count: 1_000_000)
        let summary = try onlySummary(forBody: body)
        XCTAssertLessThanOrEqual(summary.firstLine.count, NoteSummary.firstLineLimit)
        XCTAssertTrue(body.hasPrefix(String(summary.firstLine.dropLast())))
    }

    func testLineOfExactlyTheLimitIsNotShortened() throws {
        let line = String(repeating: "é", count: NoteSummary.firstLineLimit)
        XCTAssertEqual(try onlySummary(forBody: line + "\nnext").firstLine, line)
        XCTAssertEqual(try onlySummary(forBody: line + "é\nnext").firstLine.count, NoteSummary.firstLineLimit)
    }

    func testShortSingleLineBodyIsTheFirstLineUnchanged() throws {
        XCTAssertEqual(try onlySummary(forBody: "Just one line").firstLine, "Just one line")
    }

    func testEmojiSequenceCutByTheStoredHeadIsNotShownHalf() throws {
        // A family emoji is 7 scalars; the 200-scalar head holds 28 of them and 4 scalars
        // of the 29th, which must not appear as a different, smaller family.
        let family = "👩‍👩‍👧‍👦"
        XCTAssertEqual(family.unicodeScalars.count, 7)
        let summary = try onlySummary(forBody: String(repeating: family, count: 50))
        XCTAssertEqual(utf8Bytes(summary.firstLine), utf8Bytes(String(repeating: family, count: 28) + "…"))
    }

    func testSummariesAreReadFromTheStoredPreviewNotTheBody() throws {
        // Plant a preview that differs from the body: the summary must come from the preview.
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let note = try store.createNote(title: "t", body: "from the body")
        try store.database.execute("UPDATE notes SET preview = 'from the preview' WHERE id = \(note.id)")
        XCTAssertEqual(try store.listSummaries().first?.firstLine, "from the preview")
    }

    func testPreviewFollowsEverySaveAndRestore() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let note = try store.createNote(title: "t", body: "first version")
        try store.update(id: note.id, title: "t", body: "second version\nmore")
        XCTAssertEqual(try store.listSummaries().first?.firstLine, "second version")
        let deleted = try store.deleteNote(id: note.id)
        try store.restoreNote(deleted)
        XCTAssertEqual(try store.listSummaries().first?.firstLine, "second version")
    }
}
