// The note list read a page at a time: pages end to end are the whole list.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class NotePagingTests: XCTestCase {
    /// 250 notes, many saved in the same millisecond (ties fall back to the id), some saved
    /// again so the save order differs from the id order.
    private func storeWithTies() throws -> (ScratchFolder, NoteStore) {
        let scratch = try ScratchFolder()
        let clock = TickingClock()
        let store = try NoteStore(directory: scratch.url, clock: { NoteTime(clock.now) })
        var ids: [Int64] = []
        for index in 0..<250 {
            if index % 4 == 0 { clock.advance() }  // four notes per millisecond
            ids.append(try store.createNote(title: "\(index)", body: "body \(index)").id)
        }
        for id in ids where id % 9 == 0 {
            if id % 2 == 0 { clock.advance() }
            try store.update(id: id, title: "edited \(id)", body: "")
        }
        return (scratch, store)
    }

    private func allPages(of store: NoteStore, size: Int) throws -> [NoteSummary] {
        var summaries: [NoteSummary] = []
        var page = try store.listSummaries(after: nil, limit: size)
        while !page.isEmpty {
            XCTAssertLessThanOrEqual(page.count, size)
            summaries += page
            if page.count < size { break }
            page = try store.listSummaries(after: page.last, limit: size)
        }
        return summaries
    }

    func testPagesEndToEndAreTheWholeListIncludingTies() throws {
        let (scratch, store) = try storeWithTies()
        _ = scratch
        let whole = try store.listSummaries()
        XCTAssertEqual(whole.count, 250)
        XCTAssertLessThan(Set(whole.map(\.updated)).count, 100, "the list should have many ties")
        for size in [1, 7, 100] {
            XCTAssertEqual(try allPages(of: store, size: size), whole, "pages of \(size)")
        }
    }

    func testAPageReadsOnlyItsOwnRows() throws {
        let (scratch, store) = try storeWithTies()
        _ = scratch
        let before = store.summariesRead
        let first = try store.listSummaries(after: nil, limit: 7)
        XCTAssertEqual(store.summariesRead - before, 7)
        XCTAssertEqual(try store.listSummaries(after: first.last, limit: 7).count, 7)
        XCTAssertEqual(store.summariesRead - before, 14)
        _ = try store.listSummaries()
        XCTAssertEqual(store.summariesRead - before, 14 + 250)
    }

    func testPagesAtOffsetsAreTheWholeListIncludingTies() throws {
        let (scratch, store) = try storeWithTies()
        _ = scratch
        let whole = try store.listSummaries()
        for size in [1, 7, 100] {
            var summaries: [NoteSummary] = []
            for offset in stride(from: 0, to: whole.count + size, by: size) {
                summaries += try store.listSummaries(offset: offset, limit: size)
            }
            XCTAssertEqual(summaries, whole, "pages of \(size) at offsets")
            // Given the count, the older half is read from the oldest note up.
            var twoEnded: [NoteSummary] = []
            for offset in stride(from: 0, to: whole.count + size, by: size) {
                twoEnded += try store.listSummaries(offset: offset, limit: size, total: whole.count)
            }
            XCTAssertEqual(twoEnded, whole, "pages of \(size) at offsets, read from either end")
        }
        for total in [nil, whole.count] {
            XCTAssertEqual(try store.listSummaries(offset: 243, limit: 10, total: total), Array(whole[243...]))
            XCTAssertEqual(try store.listSummaries(offset: 120, limit: 3, total: total), Array(whole[120..<123]))
            XCTAssertEqual(try store.listSummaries(offset: 124, limit: 3, total: total), Array(whole[124..<127]))
            XCTAssertEqual(try store.listSummaries(offset: 200, limit: Int.max, total: total), Array(whole[200...]))
            XCTAssertEqual(try store.listSummaries(offset: 249, limit: 1, total: total), [whole[249]])
            XCTAssertEqual(try store.listSummaries(offset: 250, limit: 1, total: total), [])
        }
    }

    func testAPageAtAnOffsetReadsOnlyItsOwnRows() throws {
        let (scratch, store) = try storeWithTies()
        _ = scratch
        let before = store.summariesRead
        XCTAssertEqual(try store.listSummaries(offset: 240, limit: 7).count, 7)
        XCTAssertEqual(try store.listSummaries(offset: 240, limit: 7, total: 250).count, 7)
        XCTAssertEqual(store.summariesRead - before, 14)
    }

    func testOffsetsCountOnlyNotesOutsideTheTrash() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let notes = try (0..<5).map { try store.createNote(title: "\($0)", body: "") }
        try store.deleteNote(id: notes[3].id)
        XCTAssertEqual(try store.count(), 4)
        XCTAssertEqual(try store.listSummaries(offset: 1, limit: 2).map(\.id), [notes[2].id, notes[1].id])
        XCTAssertEqual(try store.listSummaries(offset: 3, limit: 2).map(\.id), [notes[0].id])
        XCTAssertEqual(try store.listSummaries(offset: 2, limit: 2, total: 4).map(\.id), [notes[1].id, notes[0].id])
    }

    func testAPositionIsWhereTheSummaryIsInTheList() throws {
        let (scratch, store) = try storeWithTies()
        _ = scratch
        let trashed = try store.listSummaries(offset: 40, limit: 1)[0]
        try store.deleteNote(id: trashed.id)
        let whole = try store.listSummaries()
        for (position, summary) in whole.enumerated() {
            XCTAssertEqual(try store.listPosition(of: summary), position, "note \(summary.id)")
        }
        XCTAssertEqual(try store.listPosition(of: trashed), 40, "a note in the trash: where it would go back")
        let beyond = NoteSummary(id: 0, title: "", firstLine: "", updated: NoteTime(millisecondsSince1970: 0))
        XCTAssertEqual(try store.listPosition(of: beyond), whole.count)
    }

    func testOffsetEdgeCases() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        XCTAssertEqual(try store.listSummaries(offset: 0, limit: 10), [])
        let a = try store.createNote(title: "a", body: "")
        let b = try store.createNote(title: "b", body: "")
        XCTAssertEqual(try store.listSummaries(offset: 0, limit: 0), [])
        XCTAssertEqual(try store.listSummaries(offset: 0, limit: -1), [])
        XCTAssertEqual(try store.listSummaries(offset: -5, limit: 1).map(\.id), [b.id])
        XCTAssertEqual(try store.listSummaries(offset: 1, limit: 5).map(\.id), [a.id])
        XCTAssertEqual(try store.listSummaries(offset: 2, limit: 5), [])
        XCTAssertEqual(try store.listSummaries(offset: Int.max, limit: 5), [])
    }

    func testEdgeCases() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        XCTAssertEqual(try store.listSummaries(after: nil, limit: 10), [])
        let a = try store.createNote(title: "a", body: "")
        let b = try store.createNote(title: "b", body: "")
        XCTAssertEqual(try store.listSummaries(after: nil, limit: 0), [])
        XCTAssertEqual(try store.listSummaries(after: nil, limit: -1), [])
        XCTAssertEqual(try store.listSummaries(after: nil, limit: 2).map(\.id), [b.id, a.id])
        XCTAssertEqual(try store.listSummaries(after: NoteSummary(note: a), limit: 2), [])
    }

    func testANoteChangedBetweenPagesIsNeitherRepeatedNorSkipped() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let notes = try (0..<6).map { try store.createNote(title: "\($0)", body: "") }
        let first = try store.listSummaries(after: nil, limit: 3)
        XCTAssertEqual(first.map(\.id), [notes[5].id, notes[4].id, notes[3].id])
        // The last note of the page is deleted, one already read is saved again.
        try store.deleteNote(id: notes[3].id)
        try store.update(id: notes[4].id, title: "4", body: "edited")
        let second = try store.listSummaries(after: first.last, limit: 3)
        XCTAssertEqual(second.map(\.id), [notes[2].id, notes[1].id, notes[0].id])
    }
}

/// A clock that moves only when told, a millisecond at a time, so many notes share a save time.
private final class TickingClock {
    private(set) var now = Date(timeIntervalSince1970: 1_795_000_000)
    func advance() { now += 0.001 }
}
