// Notes written by other programs (the sqlite3 command-line client, a script) are first-class:
// their edits advance the revision, and search finds what they wrote.
import Foundation
import TestSupport
import XCTest

@testable import NoteStore

final class ForeignWriteTests: XCTestCase {
    /// Runs `sql` on the store's database with the sqlite3 command-line client.
    private func sqlite3(_ database: String, _ sql: String) throws {
        let client: ProgramRun
        do { client = try ProgramRun.tool("sqlite3", [database, sql]) } catch {
            throw TestPrecondition.missing("the sqlite3 client (Debian's sqlite3, which make test installs): \(error)")
        }
        XCTAssertEqual(client.status, 0, "sqlite3 \(sql): \(client.errorOutput)")
    }

    func testAnUpdateByAnotherProgramAdvancesTheRevisionSoTheOlderSaveConflicts() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let loaded = try store.createNote(title: "Shared", body: "as loaded")
        try sqlite3(
            scratch.path("notes.sqlite3"), "UPDATE notes SET body = 'written by a script' WHERE id = \(loaded.id)")
        XCTAssertEqual(try store.note(id: loaded.id)?.revision, loaded.revision + 1)
        XCTAssertThrowsError(
            try store.saveChanges(id: loaded.id, title: nil, body: "typed in the window", ifRevision: loaded.revision)
        ) {
            guard case NoteStoreError.noteChangedElsewhere = $0 else { return XCTFail("\($0)") }
        }
        XCTAssertEqual(try store.note(id: loaded.id)?.body, "written by a script", "the script's text is kept")
        // A script that raises the revision itself raises it once, not twice.
        try sqlite3(
            scratch.path("notes.sqlite3"),
            "UPDATE notes SET body = 'again', revision = revision + 1 WHERE id = \(loaded.id)")
        XCTAssertEqual(try store.note(id: loaded.id)?.revision, loaded.revision + 2)
        // The app's own saves raise it by one.
        let saved = try store.saveChanges(id: loaded.id, title: nil, body: "saved", ifRevision: loaded.revision + 2)
        XCTAssertEqual(saved.revision, loaded.revision + 3)
    }

    func testNotesInsertedOrEditedByAnotherProgramAreFoundBySearchAtOnceAndAfterARestart() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let edited = try store.createNote(title: "Zoo", body: "penguins")
        let database = scratch.path("notes.sqlite3")
        try sqlite3(
            database, "INSERT INTO notes (created, updated, title, body) VALUES (0, 0, 'Sea', 'a Narwhal surfaced')")
        try sqlite3(database, "UPDATE notes SET body = 'otters' WHERE id = \(edited.id)")
        XCTAssertEqual(try store.searchSummaries(matching: "narwhal", after: nil, limit: 10).map(\.title), ["Sea"])
        XCTAssertEqual(try store.searchSummaries(matching: "otters", after: nil, limit: 10).map(\.title), ["Zoo"])
        XCTAssertEqual(
            try store.searchSummaries(matching: "penguins", after: nil, limit: 10).map(\.title), [],
            "the old words leave the index")
        try sqlite3(database, "DELETE FROM notes WHERE title = 'Sea'")
        try sqlite3(
            database, "INSERT INTO notes (created, updated, title, body) VALUES (0, 0, 'Sky', 'a kestrel hovered')")
        let restarted = try scratch.openStore()
        XCTAssertEqual(try restarted.searchSummaries(matching: "kestrel", after: nil, limit: 10).map(\.title), ["Sky"])
        XCTAssertEqual(try restarted.searchSummaries(matching: "narwhal", after: nil, limit: 10).map(\.title), [])
        XCTAssertEqual(
            try restarted.database.integer("SELECT count(*) FROM notes_search_pending"), 0, "the queue is emptied")
    }

    /// The app's own writes are indexed as they are made and never queued again: the queue held
    /// every note the app created, saved or deleted, so the writer thread folded each save twice
    /// and, after an import of thousands of notes, every search indexed a chunk of them first.
    func testTheAppsOwnWritesAreIndexedOnceAndNeverQueued() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let note = try store.createNote(title: "Harbour", body: "the lights")
        _ = try store.saveChanges(id: note.id, title: nil, body: "the ferry", ifRevision: note.revision)
        let other = try store.createNote(title: "Gone", body: "soon")
        _ = try store.deleteNote(id: other.id)
        XCTAssertEqual(try store.database.integer("SELECT count(*) FROM notes_search_pending"), 0, "nothing is queued")
        XCTAssertEqual(try store.searchSummaries(matching: "ferry", after: nil, limit: 10).map(\.title), ["Harbour"])
        XCTAssertEqual(try store.searchSummaries(matching: "lights", after: nil, limit: 10).map(\.title), [])
        // What another program writes is still queued, and found.
        try sqlite3(scratch.path("notes.sqlite3"), "UPDATE notes SET body = 'a tugboat' WHERE id = \(note.id)")
        XCTAssertEqual(try store.database.integer("SELECT count(*) FROM notes_search_pending"), 1)
        XCTAssertEqual(try store.searchSummaries(matching: "tugboat", after: nil, limit: 10).map(\.title), ["Harbour"])
    }

    /// A script that rewrote thousands of notes: opening the store indexes one chunk only (the
    /// window must not wait for all), and draining the queue, as the writer thread does, makes
    /// every rewritten note findable. Opening indexed them all on the main thread, which kept a
    /// window over 100,000 rewritten notes from showing for a minute.
    /// The list shows a note's first line from a preview the app keeps: another program's
    /// UPDATE of the body left the old first line in the list (issue 43's window showed
    /// "hello from the other computer" over a body a script had rewritten).
    func testTheListShowsTheFirstLineAnotherProgramWrote() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let store = try scratch.openStore()
        let note = try store.createNote(title: "Plan", body: "old first line\nsecond")
        try sqlite3(scratch.path("notes.sqlite3"), "UPDATE notes SET body = 'new first line' WHERE id = \(note.id)")
        while try store.indexNotesWrittenElsewhere() {}
        XCTAssertEqual(try store.listSummaries().map(\.firstLine), ["new first line"])
    }

    func testOpeningIndexesOneChunkAndDrainingFindsEveryRewrittenNote() throws {
        let scratch = try ScratchFolder()
        let count = NoteSearchIndex.chunkSize * 4
        do { _ = try scratch.openStore() }
        try sqlite3(
            scratch.path("notes.sqlite3"),
            """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count))
            INSERT INTO notes (created, updated, title, body) SELECT i, i, 'note ' || i, 'rewritten by a script' FROM n;
            """)
        let store = try scratch.openStore()
        XCTAssertEqual(
            try store.database.integer("SELECT count(*) FROM notes_search_pending"),
            Int64(count - NoteSearchIndex.chunkSize),
            "the opening indexes one chunk")
        var chunks = 0
        while try store.indexNotesWrittenElsewhere() { chunks += 1 }
        XCTAssertEqual(chunks, 2, "500 at a time: the opening's chunk, then two more that leave some, then the last")
        XCTAssertEqual(try store.searchSummaries(matching: "rewritten", after: nil, limit: count + 1).count, count)
    }

    /// A search indexes the few notes another program just wrote itself, and leaves a longer
    /// queue to the drain (the writer thread's): a search runs on the window's thread, several
    /// times a key, and indexed a 500-note chunk there each time while a script's notes waited.
    func testASearchIndexesAFewWaitingNotesAndLeavesMoreToTheDrain() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let database = scratch.path("notes.sqlite3")
        try sqlite3(database, "INSERT INTO notes (created, updated, title, body) VALUES (1, 1, 'a tugboat', '')")
        XCTAssertEqual(
            try store.searchSummaries(matching: "tugboat", after: nil, limit: 10).map(\.title), ["a tugboat"])
        let many = NoteSearchIndex.searchIndexingLimit + 1
        try sqlite3(
            database,
            """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(many))
            INSERT INTO notes (created, updated, title, body) SELECT i, i, 'ferry ' || i, '' FROM n;
            """)
        XCTAssertEqual(try store.searchCount(matching: "ferry"), 0, "the search indexed none of them")
        XCTAssertEqual(try store.database.integer("SELECT count(*) FROM notes_search_pending"), Int64(many))
        while try store.indexNotesWrittenElsewhere() {}
        XCTAssertEqual(try store.searchCount(matching: "ferry"), many)
    }
}
