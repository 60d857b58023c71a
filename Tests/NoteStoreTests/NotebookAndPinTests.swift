// Notebooks and pins (schema 013): a note filed under one notebook, pinned notes first in every
// order, and the list's paging, counting and positions over each order and filter agreeing with
// `NoteListQuery.comesBefore`.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class NotebookAndPinTests: XCTestCase {
    /// Every order and filter of a store of `storeWithNotebooks()`.
    private static func queries(_ notebooks: [Notebook]) -> [NoteListQuery] {
        NoteSort.allCases.flatMap { sort in
            [NoteListQuery(sort: sort)] + notebooks.map { NoteListQuery(sort: sort, notebook: $0.id) }
        }
    }

    /// 120 notes over two notebooks and none, titles in mixed case with repeats, created and
    /// edited in different orders, every seventh pinned, a few in the trash.
    private func storeWithNotebooks() throws -> (ScratchFolder, NoteStore, [Notebook]) {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock(step: 0.001))
        let notebooks = [try store.createNotebook(named: "Work")!, try store.createNotebook(named: "home")!]
        let titles = ["apple", "Banana", "cherry", "Apple", "", "banana", "Ω", "zebra"]
        var ids: [Int64] = []
        for index in 0..<120 {
            let note = try store.createNote(title: titles[index % titles.count], body: "body \(index)")
            ids.append(note.id)
            if index % 3 != 2 { try store.moveNote(id: note.id, toNotebook: notebooks[index % 3].id) }
            if index % 7 == 0 { try store.setPinned(true, note: note.id) }
        }
        for id in ids.reversed() where id % 5 == 0 { try store.update(id: id, title: "edited \(id % 3)", body: "") }
        for id in ids where id % 11 == 0 { try store.deleteNote(id: id) }
        return (scratch, store, notebooks)
    }

    func testEveryOrderListsPinnedNotesFirstThenItsSortAsComesBeforeSays() throws {
        let (scratch, store, notebooks) = try storeWithNotebooks()
        defer { scratch.remove() }
        let all = try store.listSummaries()
        for query in Self.queries(notebooks) {
            let listed = try store.listSummaries(query: query)
            let expected = all.filter(query.includes).sorted(by: query.comesBefore)
            XCTAssertEqual(listed.map(\.id), expected.map(\.id), "\(query)")
            XCTAssertEqual(try store.count(query: query), expected.count, "\(query)")
            let firstUnpinned = listed.firstIndex { !$0.isPinned } ?? listed.count
            XCTAssertTrue(listed[..<firstUnpinned].allSatisfy(\.isPinned), "\(query)")
            XCTAssertFalse(listed[firstUnpinned...].contains(where: \.isPinned), "\(query)")
        }
        // ASCII case ignored: "Apple" and "apple" side by side, after the untitled notes.
        let titles = try store.listSummaries(query: NoteListQuery(sort: .title)).filter { !$0.isPinned }.map(\.title)
        let apples = titles.indices.filter { titles[$0].lowercased() == "apple" }
        XCTAssertEqual(titles.first, "")
        XCTAssertEqual(apples, Array(apples.first!...apples.last!), "\(titles)")
        XCTAssertEqual(Set(apples.map { titles[$0] }), ["apple", "Apple"])
    }

    func testPagesByPositionAndByKeyAndPositionsAgreeWithTheWholeList() throws {
        let (scratch, store, notebooks) = try storeWithNotebooks()
        defer { scratch.remove() }
        for query in Self.queries(notebooks) {
            let whole = try store.listSummaries(query: query)
            let total = try store.count(query: query)
            var byPosition: [NoteSummary] = []
            var byKey: [NoteSummary] = []
            for offset in stride(from: 0, to: total, by: 13) {
                byPosition += try store.listSummaries(offset: offset, limit: 13, total: total, query: query)
                byKey += try store.listSummaries(after: byKey.last, limit: 13, query: query)
            }
            XCTAssertEqual(byPosition, whole, "\(query)")
            XCTAssertEqual(byKey, whole, "\(query)")
            for (position, summary) in whole.enumerated() {
                XCTAssertEqual(try store.listPosition(of: summary, query: query), position, "\(query) \(summary)")
            }
        }
    }

    /// A search's positions (the note a list of results shows) follow the list's order and
    /// notebook too: each matching note's position is its index among the results.
    func testSearchPositionsAgreeWithTheResultsInEveryOrder() throws {
        let (scratch, store, notebooks) = try storeWithNotebooks()
        defer { scratch.remove() }
        let all = try store.listSummaries()
        for query in Self.queries(notebooks) {
            let found = try store.searchSummaries(matching: "body", offset: 0, limit: 1_000, query: query)
            XCTAssertFalse(found.isEmpty, "\(query)")
            for summary in all {
                XCTAssertEqual(
                    try store.searchPosition(of: summary.id, matching: "body", query: query),
                    found.firstIndex { $0.id == summary.id }, "\(query) \(summary)")
            }
        }
    }

    func testPinningAndFilingChangeNeitherRevisionNorEditedTime() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let store = try scratch.openStore(clock: SteppingClock())
        let note = try store.createNote(title: "Plan", body: "text")
        let work = try XCTUnwrap(try store.createNotebook(named: " Work "))
        XCTAssertEqual(work.name, "Work")
        XCTAssertEqual(try store.createNotebook(named: "WORK"), work, "one notebook whatever the ASCII case")
        XCTAssertNil(try store.createNotebook(named: " \n"))
        let pinned = try store.setPinned(true, note: note.id)
        let filed = try store.moveNote(id: note.id, toNotebook: work.id)
        XCTAssertTrue(pinned.isPinned)
        XCTAssertEqual(filed.notebook, work.id)
        let stored = try XCTUnwrap(try store.note(id: note.id))
        XCTAssertEqual(stored.revision, note.revision)
        XCTAssertEqual(stored.updated, note.updated)
        XCTAssertEqual(stored.notebook, work)
        XCTAssertTrue(stored.isPinned)
        XCTAssertEqual(try store.notebooks(), [work])
        // An editor's save after that is no conflict, and keeps the pin and the notebook.
        let saved = try store.saveChanges(id: note.id, title: nil, body: "more", ifRevision: note.revision)
        XCTAssertTrue(saved.summary.isPinned)
        XCTAssertEqual(saved.summary.notebook, work.id)
        XCTAssertThrowsError(try store.moveNote(id: note.id, toNotebook: 999), "no such notebook")
        XCTAssertEqual(try store.moveNote(id: note.id, toNotebook: nil).notebook, nil)
        try store.deleteNote(id: note.id)
        XCTAssertThrowsError(try store.setPinned(false, note: note.id), "a note in the trash")
    }

    func testSearchFindsMatchesWithinTheNotebookShownInTheListsOrder() throws {
        let (scratch, store, notebooks) = try storeWithNotebooks()
        defer { scratch.remove() }
        for query in Self.queries(notebooks) {
            let expected = try store.listSummaries(query: query).filter { $0.title.lowercased().contains("banana") }
            XCTAssertEqual(try store.searchSummaries(matching: "banana", offset: 0, limit: 500, query: query), expected)
            XCTAssertEqual(try store.searchCount(matching: "banana", query: query), expected.count)
            XCTAssertEqual(
                try store.searchSummaries(matching: "banana", after: expected.first, limit: 500, query: query),
                Array(expected.dropFirst()), "\(query)")
        }
    }

    /// A store written before schema 013 (here at 004, the last step before search, with notes)
    /// opens with its notes in no notebook and unpinned, in the old order; --list's JSON says so.
    func testAStoreFromBeforeNotebooksKeepsItsNotesUnfiledAndUnpinned() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        do {
            let old = try SQLiteDatabase(path: scratch.databasePath)
            for step in SchemaMigration.all where step.version <= 4 { try old.execute(step.sql) }
            try old.execute(
                """
                INSERT INTO notes (created, updated, title, body) VALUES (1, 5, 'Older', 'a'), (2, 9, 'Newer', 'b');
                PRAGMA user_version = 4
                """)
        }
        let store = try scratch.openStore()
        XCTAssertEqual(try SchemaMigrator.storedVersion(of: store.database), SchemaMigration.all.count)
        XCTAssertEqual(try store.listSummaries().map(\.title), ["Newer", "Older"])
        XCTAssertEqual(try store.listSummaries(query: NoteListQuery(sort: .created)).map(\.title), ["Newer", "Older"])
        XCTAssertEqual(try store.listSummaries().map(\.isPinned), [false, false])
        XCTAssertEqual(try store.notebooks(), [])
        XCTAssertEqual(
            try NoteJSONLineEncoder().line(for: try XCTUnwrap(try store.note(id: 1))),
            #"{"body":"a","id":1,"notebook":null,"pinned":false,"title":"Older","updated":"1970-01-01T00:00:00.005Z"}"#)
    }
}
