// Searching notes: words anywhere, case and accents ignored, Japanese and Chinese inside text.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class NoteSearchTests: XCTestCase {
    private func titles(_ store: NoteStore, _ query: String) throws -> [String] {
        try store.searchSummaries(matching: query, after: nil, limit: 100).map(\.title)
    }

    func testFindsWordsAnywhereIgnoringCaseAccentsAndWidth() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        try store.createNote(title: "Groceries", body: "Milk, eggs and bread")
        try store.createNote(title: "Café visit", body: "Crème brûlée was great")
        try store.createNote(title: "日記", body: "今日は日本語の勉強をした")
        try store.createNote(title: "筆記", body: "我們明天去台北看電影")
        try store.createNote(title: "ＦＵＬＬ width", body: "")
        XCTAssertEqual(try titles(store, "EGGS"), ["Groceries"])
        XCTAssertEqual(try titles(store, "cafe"), ["Café visit"], "an accented word typed without its accent")
        XCTAssertEqual(try titles(store, "creme brulee"), ["Café visit"])
        XCTAssertEqual(try titles(store, "日本語"), ["日記"], "inside a sentence without spaces")
        XCTAssertEqual(try titles(store, "日本"), ["日記"], "two characters, shorter than a trigram")
        XCTAssertEqual(try titles(store, "台北"), ["筆記"])
        XCTAssertEqual(try titles(store, "full"), ["ＦＵＬＬ width"])
        XCTAssertEqual(try titles(store, "milk bread"), ["Groceries"], "every word must match")
        XCTAssertEqual(try titles(store, "milk cafe"), [])
        XCTAssertEqual(try titles(store, "   "), [])
        XCTAssertEqual(try titles(store, "\"quoted\" 100% a_b"), [], "quotes and LIKE wildcards are text")
    }

    /// One note against a query, as the search's results have it: among notes saved in the same
    /// millisecond too, and never a note in the trash or gone.
    /// The characters the query language gives a meaning (the phrase's quote, LIKE's escape and
    /// wildcards) are found as themselves, also when a mark the folding keeps joins them into one
    /// character with what follows (U+20DD ENCLOSING CIRCLE, U+FE0F): each is escaped as the
    /// scalar SQLite reads, not skipped as part of a longer character.
    func testQuotesEscapesAndWildcardsJoinedByAMarkAreFoundAsTyped() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let marked = ["say \"\u{20DD}hi", "path \\\u{20DD}x", "100%\u{FE0F}", "a_\u{FE0F}b"]
        for (index, body) in marked.enumerated() { try store.createNote(title: "marked \(index)", body: body) }
        try store.createNote(title: "plain", body: "say hi, path x, 100 pct, ab, a-b")
        let queries = ["\"\u{20DD}hi", "\\\u{20DD}", "%\u{FE0F}", "_\u{FE0F}"]
        for (index, query) in queries.enumerated() {
            XCTAssertEqual(try titles(store, query), ["marked \(index)"], "searching \(query.debugDescription)")
        }
    }

    func testWhetherOneNoteMatchesIsWhatTheResultsSay() throws {
        let scratch = try ScratchFolder()
        let moment = Date(timeIntervalSince1970: 1_764_000_000)
        let store = try NoteStore(directory: scratch.url, clock: { NoteTime(moment) })
        let before = try store.createNote(title: "Milk", body: "")
        let middle = try store.createNote(title: "Eggs", body: "and milk")
        let after = try store.createNote(title: "Bread", body: "")
        XCTAssertEqual(
            try [before, middle, after].map { try store.note(id: $0.id, matches: "milk") }, [true, true, false])
        XCTAssertFalse(try store.note(id: middle.id, matches: "milk bread"), "every word must match")
        _ = try store.deleteNote(id: middle.id)
        XCTAssertFalse(try store.note(id: middle.id, matches: "milk"), "a note in the trash is not a result")
        XCTAssertFalse(try store.note(id: 9_999, matches: "milk"))
    }

    /// The index's triggers call the app's note_fold(): another program (without it) must still
    /// be able to write notes.
    func testAnotherProgramCanStillWriteNotes() throws {
        let scratch = try ScratchFolder()
        try scratch.openStore().createNote(title: "Mine", body: "")
        let write = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/python3"),
            [
                "-c",
                """
                import sqlite3, sys
                c = sqlite3.connect(sys.argv[1], isolation_level=None)
                c.execute("UPDATE notes SET body = 'edited elsewhere'")
                c.execute("INSERT INTO notes (created, updated, title, body) VALUES (1, 1, 'theirs', '')")
                """, scratch.databasePath,
            ])
        XCTAssertEqual(write.status, 0, "another program's write failed: \(write.errorOutput)")
        XCTAssertEqual(try scratch.openStore().allNotes().map(\.title), ["Mine", "theirs"])
    }

    func testTheIndexFollowsSavesDeletesAndRestores() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let note = try store.createNote(title: "Plan", body: "alpha")
        XCTAssertEqual(try titles(store, "alpha"), ["Plan"])
        try store.saveChanges(id: note.id, title: nil, body: "beta", ifRevision: note.revision)
        XCTAssertEqual(try titles(store, "alpha"), [])
        XCTAssertEqual(try titles(store, "beta"), ["Plan"])
        let deleted = try store.deleteNote(id: note.id)
        XCTAssertEqual(try titles(store, "beta"), [])
        try store.restoreNote(deleted)
        XCTAssertEqual(try titles(store, "beta"), ["Plan"])
        try store.saveChanges(id: note.id, title: "Renamed", body: nil, ifRevision: 2)
        XCTAssertEqual(try titles(store, "beta"), ["Renamed"], "an untouched body stays indexed")
    }

    /// Typing at the end of a long note leaves the indexed start as it was, and the index is not
    /// rewritten for it (a 1 MB note's save fell from ~22 to ~2.5 ms); an edit inside the start
    /// still reaches the index.
    func testEditsPastTheIndexedStartKeepTheNoteFoundByItsStart() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        let head = "lighthouse " + String(repeating: "filler text ", count: NoteSearchIndex.indexedBodyLength / 12)
        let note = try store.createNote(title: "Log", body: head + "tail")
        XCTAssertEqual(try titles(store, "lighthouse"), ["Log"])
        let tailEdited = try store.saveChanges(
            id: note.id, title: nil, body: head + "tail and more", ifRevision: note.revision)
        XCTAssertEqual(try titles(store, "lighthouse"), ["Log"], "an edit past the indexed start keeps the note found")
        XCTAssertEqual(try titles(store, "and more"), [], "text past the indexed start is not found, as before")
        try store.saveChanges(
            id: note.id, title: nil, body: "harbour " + head.dropFirst(11) + "tail and more",
            ifRevision: tailEdited.revision)
        XCTAssertEqual(try titles(store, "lighthouse"), [], "an edit inside the indexed start reaches the index")
        XCTAssertEqual(try titles(store, "harbour"), ["Log"])
    }

    func testResultsComeNewestFirstAPageAtATime() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        for number in 0..<25 { try store.createNote(title: "match \(number)", body: "") }
        try store.createNote(title: "other", body: "")
        var pages: [[String]] = []
        var page = try store.searchSummaries(matching: "match", after: nil, limit: 10)
        while !page.isEmpty {
            pages.append(page.map(\.title))
            page = try store.searchSummaries(matching: "match", after: page.last, limit: 10)
        }
        XCTAssertEqual(pages.map(\.count), [10, 10, 5])
        XCTAssertEqual(pages.joined().first, "match 24")
        XCTAssertEqual(Set(pages.joined()).count, 25)
    }

    func testResultsReadByPositionAreTheResultsInOrder() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock())
        var trashed: Int64 = 0
        for number in 0..<25 {
            // Long words through the trigram index, a two-character word by a scan.
            let note = try store.createNote(title: "match \(number)", body: number % 2 == 0 ? "日本 even" : "odd")
            if number == 7 { trashed = note.id }
        }
        try store.createNote(title: "other", body: "日本")
        try store.deleteNote(id: trashed)
        for query in ["match", "match 日本", "Match EVEN"] {
            let whole = try store.searchSummaries(matching: query, after: nil, limit: 100)
            XCTAssertEqual(try store.searchCount(matching: query), whole.count, query)
            for size in [1, 4, 100] {
                var pages: [NoteSummary] = []
                for offset in stride(from: 0, to: whole.count + size, by: size) {
                    pages += try store.searchSummaries(matching: query, offset: offset, limit: size)
                }
                XCTAssertEqual(pages, whole, "\(query), pages of \(size)")
            }
        }
        XCTAssertEqual(try store.searchCount(matching: "match"), 24, "the note in the trash is not counted")
        XCTAssertEqual(try store.searchCount(matching: "日本"), 14)
        XCTAssertEqual(
            try store.searchSummaries(matching: "match", offset: 22, limit: 5).map(\.title), ["match 1", "match 0"])
        XCTAssertEqual(try store.searchSummaries(matching: "match", offset: -3, limit: 1).map(\.title), ["match 24"])
        XCTAssertEqual(try store.searchSummaries(matching: "match", offset: 24, limit: 5), [])
        XCTAssertEqual(try store.searchSummaries(matching: "match", offset: 0, limit: 0), [])
        XCTAssertEqual(try store.searchSummaries(matching: "  ", offset: 0, limit: 5), [])
        XCTAssertEqual(try store.searchCount(matching: "  "), 0)
        XCTAssertEqual(try store.searchCount(matching: "nowhere"), 0)
    }

    /// A note's row among a search's results is one count away, as reading the results up to it
    /// finds it; a note that does not match, is in the trash or is gone has none.
    func testAPositionAmongTheResultsIsWhereTheResultsHaveTheNote() throws {
        let scratch = try ScratchFolder()
        let moment = Date(timeIntervalSince1970: 1_764_000_000)
        let store = try NoteStore(directory: scratch.url, clock: { NoteTime(moment) })
        var notes: [Note] = []
        for number in 0..<12 {
            notes.append(try store.createNote(title: "match \(number)", body: number % 3 == 0 ? "日本" : "other"))
        }
        let other = try store.createNote(title: "unrelated", body: "")
        try store.deleteNote(id: notes[4].id)
        for query in ["match", "match 日本"] {
            let whole = try store.searchSummaries(matching: query, after: nil, limit: 100)
            for note in notes + [other] {
                XCTAssertEqual(
                    try store.searchPosition(of: note.id, matching: query), whole.firstIndex { $0.id == note.id },
                    "\(note.title) among \(query)")
            }
        }
        XCTAssertNil(try store.searchPosition(of: 9_999, matching: "match"))
        XCTAssertNil(try store.searchPosition(of: notes[0].id, matching: "  "))
    }

    func testNotesSavedBeforeSearchExistedAreIndexedByTheUpgrade() throws {
        let scratch = try ScratchFolder()
        // A store at schema 4, before the index: the first four steps, as an older app ran them.
        do {
            let old = try SQLiteDatabase(path: scratch.databasePath)
            for step in SchemaMigration.all where step.version <= 4 { try old.execute(step.sql) }
            try old.execute(
                """
                INSERT INTO notes (created, updated, title, body) VALUES (1, 1, 'Old note', 'written before search');
                PRAGMA user_version = 4
                """)
        }
        let upgraded = try scratch.openStore()
        XCTAssertEqual(try titles(upgraded, "before"), ["Old note"])
    }
}
