// Notes keep the texts they had: after a pause in editing, under a recovery file, under another
// program's change, and under a restored version; thinned as they age.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class VersionHistoryTests: XCTestCase {
    private final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_795_000_000)
        func advance(_ seconds: Double) { now += seconds }
    }

    private func store(_ scratch: ScratchFolder, _ clock: Clock) throws -> NoteStore {
        try NoteStore(directory: scratch.url, clock: { NoteTime(clock.now) })
    }

    /// Saves in quick succession keep nothing; the first save after a pause of ten minutes keeps
    /// the text it replaces, with the time it was replaced.
    func testASaveAfterAPauseKeepsTheTextItReplaces() throws {
        let scratch = try ScratchFolder()
        let clock = Clock()
        let store = try store(scratch, clock)
        var note = try store.createNote(title: "Plan", body: "first")
        clock.advance(5)
        let quick = try store.saveChanges(id: note.id, title: nil, body: "first, typed on", ifRevision: note.revision)
        XCTAssertEqual(try store.versions(ofNote: note.id), [], "continuous typing keeps no versions")
        clock.advance(NoteStore.versionPause)
        note = try XCTUnwrap(try store.note(id: note.id))
        try store.saveChanges(id: note.id, title: nil, body: "rewritten later", ifRevision: quick.revision)
        let versions = try store.versions(ofNote: note.id)
        XCTAssertEqual(versions.map(\.body), ["first, typed on"])
        XCTAssertEqual(versions.map(\.reason), [.edited])
        XCTAssertEqual(versions.first?.replaced, NoteTime(clock.now))
    }

    /// The first save of an editing session keeps the text it replaces however short the pause;
    /// the saves after it keep nothing, and a session that begins over the text the newest version
    /// already holds keeps no second copy.
    func testTheFirstSaveOfASessionKeepsTheTextItReplaces() throws {
        let scratch = try ScratchFolder()
        let clock = Clock()
        let store = try store(scratch, clock)
        let note = try store.createNote(title: "Plan", body: "first")
        clock.advance(5)
        let begun = try store.saveChanges(
            id: note.id, title: nil, body: "first!", ifRevision: note.revision, origin: .editingSessionStart)
        let typedOn = try store.saveChanges(id: note.id, title: nil, body: "first!!", ifRevision: begun.revision)
        XCTAssertEqual(try store.versions(ofNote: note.id).map(\.body), ["first"])
        XCTAssertEqual(try store.versions(ofNote: note.id).map(\.reason), [.edited])
        // A session that changed the text back (by an edit, not wholesale), then another one.
        let back = try store.saveChanges(id: note.id, title: nil, body: "first", ifRevision: typedOn.revision)
        try store.saveChanges(
            id: note.id, title: nil, body: "first?", ifRevision: back.revision, origin: .editingSessionStart)
        XCTAssertEqual(try store.versions(ofNote: note.id).map(\.body), ["first"], "the same text kept twice")
    }

    /// A save that replaces the body wholesale (neither its start nor its end stays: all of it
    /// typed over, pasted over or deleted) keeps the text it replaces at once, as a pause does;
    /// edits that keep either end keep nothing.
    func testReplacingTheBodyWholesaleKeepsItAtOnce() throws {
        let scratch = try ScratchFolder()
        let clock = Clock()
        let store = try store(scratch, clock)
        let note = try store.createNote(title: "Plan", body: "the first draft of the plan")
        clock.advance(5)
        var revision = note.revision
        for body in ["the first draft of the plan, more", "The first draft of the plan, more", "", "x", "y"] {
            revision = try store.saveChanges(id: note.id, title: nil, body: body, ifRevision: revision).revision
        }
        XCTAssertEqual(
            try store.versions(ofNote: note.id).map(\.body), ["x", "The first draft of the plan, more"],
            "typing on and a correction of the first letter keep nothing; deleting it all and typing over keep it")
    }

    /// A note whose stored time is at either end of what the column holds (another program or a
    /// copy from another computer wrote it) is saved into like any other: the oldest counts as
    /// edited long ago, so the text it replaces is kept.
    func testASaveOverANoteStampedAtTheEndsOfTimeIsKept() throws {
        let scratch = try ScratchFolder()
        let store = try store(scratch, Clock())
        for (stamp, versionsKept) in [(Int64.min, 1), (Int64.max, 0)] {
            let note = try store.createNote(title: "Plan", body: "stamped \(stamp)")
            try store.database.execute("UPDATE notes SET updated = \(stamp) WHERE id = \(note.id)")
            let saved = try store.saveChanges(
                id: note.id, title: nil, body: "stamped \(stamp), typed on", ifRevision: note.revision)
            XCTAssertEqual(try store.note(id: note.id)?.body, "stamped \(stamp), typed on")
            XCTAssertEqual(saved.revision, note.revision + 1)
            XCTAssertEqual(try store.versions(ofNote: note.id).count, versionsKept, "stamped \(stamp)")
        }
    }

    /// A recovery file's text saved over a note keeps what it replaced, even with no pause.
    func testARecoveredTextKeepsTheTextItReplaces() throws {
        let scratch = try ScratchFolder()
        let clock = Clock()
        let store = try store(scratch, clock)
        let note = try store.createNote(title: "Plan", body: "as stored")
        try store.saveChanges(
            id: note.id, title: nil, body: "from a recovery file", ifRevision: note.revision, origin: .recovery)
        XCTAssertEqual(
            try store.versions(ofNote: note.id).map { "\($0.reason.rawValue): \($0.body)" }, ["recovered: as stored"])
    }

    /// Another program's UPDATE (python's sqlite3, no function of the app's) keeps the text it
    /// replaced, through the schema's trigger.
    func testAnotherProgramsChangeKeepsTheReplacedText() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let note = try store.createNote(title: "Plan", body: "before the script")
        try python(
            "UPDATE notes SET body = 'after the script' WHERE id = \(note.id)",
            on: scratch.url.appendingPathComponent("notes.sqlite3"))
        XCTAssertEqual(try store.note(id: note.id)?.body, "after the script")
        XCTAssertEqual(
            try store.versions(ofNote: note.id).map { "\($0.reason.rawValue): \($0.body)" },
            ["elsewhere: before the script"])
    }

    /// Restoring a version puts its text back and keeps the text it replaces as a version.
    func testRestoringAVersionKeepsTheCurrentText() throws {
        let scratch = try ScratchFolder()
        let clock = Clock()
        let store = try store(scratch, clock)
        let note = try store.createNote(title: "Plan", body: "the good text")
        clock.advance(NoteStore.versionPause)
        try store.saveChanges(id: note.id, title: "Plan", body: "overwritten by mistake", ifRevision: note.revision)
        let good = try XCTUnwrap(try store.versions(ofNote: note.id).first)
        clock.advance(60)
        let restored = try store.restoreVersion(id: good.id)
        XCTAssertEqual(try store.note(id: note.id)?.body, "the good text")
        XCTAssertEqual(restored.revision, note.revision + 2)
        XCTAssertEqual(
            try store.versions(ofNote: note.id).map { "\($0.reason.rawValue): \($0.body)" },
            ["restored: overwritten by mistake", "edited: the good text"])
    }

    /// Versions thin as they age: every one of the last hour, the newest of each older hour of
    /// the day, of each older day. Age alone removes none at a save (the clock may be weeks
    /// ahead): the store's clock expires them at openings (`ExpiryClockTests`).
    func testVersionsThinAsTheyAge() throws {
        let scratch = try ScratchFolder()
        let clock = Clock()
        // Start at a whole day, so the saves below fall in the hours and days they are meant to.
        clock.now = Date(timeIntervalSince1970: 1_795_046_400)
        let store = try store(scratch, clock)
        var note = try store.createNote(title: "Diary", body: "v0")
        var count = 0
        func saveAfterAPause(_ seconds: Double) throws {
            clock.advance(seconds)
            count += 1
            let saved = try store.saveChanges(id: note.id, title: nil, body: "v\(count)", ifRevision: note.revision)
            note = try XCTUnwrap(try store.note(id: note.id))
            XCTAssertEqual(saved.revision, note.revision)
        }
        // Each save replaces the text before it: the version of vN is the save that wrote vN+1.
        try saveAfterAPause(600)  // v0 replaced on day 0: the newest of its day
        try saveAfterAPause(35 * 86_400)  // v1 replaced on day 35, 00:10
        for _ in 0..<3 { try saveAfterAPause(660) }  // v2-v4 replaced in the same hour of day 35
        try saveAfterAPause(3 * 86_400)  // v5 replaced on day 38: within the last hour at the end
        for _ in 0..<4 { try saveAfterAPause(660) }  // v6-v9 replaced within the last hour
        let replaced = try store.versions(ofNote: note.id).map(\.body)
        XCTAssertEqual(
            replaced, ["v9", "v8", "v7", "v6", "v5", "v4", "v0"],
            "the last hour whole (v5-v9), day 35's newest (v4), day 0's newest (v0)")
    }

    /// A note deleted for good takes its versions with it.
    func testDeletingForGoodRemovesTheVersions() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let note = try store.createNote(title: "Plan", body: "text")
        try store.saveChanges(id: note.id, title: nil, body: "recovered", ifRevision: note.revision, origin: .recovery)
        try store.deleteNote(id: note.id)
        try store.deleteForever(id: note.id)
        XCTAssertEqual(try store.versions(ofNote: note.id), [])
    }

    private func python(_ sql: String, on database: URL) throws {
        let run = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/python3"),
            [
                "-c", "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute(sys.argv[2]); c.commit()",
                database.path, sql,
            ])
        XCTAssertEqual(run.status, 0, "python3 failed: \(run.errorOutput)")
    }
}
