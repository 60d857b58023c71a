// Two computers' stores through one sync folder, the folder standing for what a sync tool
// carries between them: every order of edits, removals and conflict copies ends with the same
// notes on both, and every text typed in a note or a version.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class SyncFolderTests: XCTestCase {
    /// Two computers (A's clock runs an hour behind B's, so B's edits are the newer ones) and the
    /// folder they share.
    private struct TwoComputers {
        let scratch: [ScratchFolder]
        let a: NoteStore
        let b: NoteStore
        let folder: SyncFolder

        init() throws {
            scratch = [try ScratchFolder(), try ScratchFolder(), try ScratchFolder()]
            a = try scratch[0].openStore(clock: SteppingClock(start: Date(timeIntervalSince1970: 1_795_000_000)))
            b = try scratch[1].openStore(clock: SteppingClock(start: Date(timeIntervalSince1970: 1_795_003_600)))
            folder = SyncFolder(path: FileSystemPath(scratch[2].url.path))
        }

        func remove() { scratch.forEach { $0.remove() } }

        /// A pass on `store`, which must succeed.
        @discardableResult
        func sync(_ store: NoteStore) throws -> SyncReport {
            let report = try folder.synchronize(store)
            XCTAssertEqual(report.failures, [])
            XCTAssertFalse(report.folderMissing)
            return report
        }

        /// Passes until both sides say nothing changed, as a sync tool's round trips would.
        func settle() throws {
            for _ in 0..<4 {
                let first = try sync(a)
                let second = try sync(b)
                if first.written + first.taken + second.written + second.taken == 0 { return }
            }
            XCTFail("the two computers never settled")
        }

        /// Each store's notes out of the trash as (title, body), sorted.
        func notes(_ store: NoteStore) throws -> [String] {
            try store.allNotes().map { "\($0.title)|\($0.body)" }.sorted()
        }

        /// The files in the folder that may hold notes.
        var files: [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: scratch[2].url.path))?.filter {
                $0.hasSuffix(".md") && !$0.hasPrefix(".")
            }.sorted() ?? []
        }

        func file(_ name: String) -> URL { scratch[2].file(name) }
    }

    /// Every text a store holds: its notes' and their versions'.
    private func everyText(_ store: NoteStore) throws -> Set<String> {
        var texts = Set(try store.allNotes().map(\.body))
        for note in try store.allNotes() { texts.formUnion(try store.versions(ofNote: note.id).map(\.body)) }
        return texts
    }

    func testANoteWrittenOnOneComputerReachesTheOtherWithItsNotebookAndPin() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        let note = try computers.a.createNote(title: "Groceries", body: "- [ ] milk\n- [ ] 牛乳")
        try computers.a.moveNote(id: note.id, toNotebook: try computers.a.createNotebook(named: "Home")!.id)
        try computers.a.setPinned(true, note: note.id)
        try computers.settle()
        XCTAssertEqual(computers.files, ["Groceries.md"])
        let arrived = try XCTUnwrap(try computers.b.allNotes().first)
        XCTAssertEqual(arrived.title, "Groceries")
        XCTAssertEqual(arrived.body, "- [ ] milk\n- [ ] 牛乳")
        XCTAssertEqual(arrived.notebook?.name, "Home")
        XCTAssertTrue(arrived.isPinned)
        XCTAssertEqual(arrived.created, note.created, "the times travel with the note")
        XCTAssertEqual(arrived.updated, note.updated)
    }

    func testAnEditAndATitleChangeTravelAndTheFileFollowsTheTitle() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        let note = try computers.a.createNote(title: "Draft", body: "one")
        try computers.settle()
        let there = try XCTUnwrap(try computers.b.allNotes().first)
        try computers.b.update(id: there.id, title: "Letter", body: "one two")
        try computers.settle()
        XCTAssertEqual(try computers.a.note(id: note.id)?.body, "one two")
        XCTAssertEqual(try computers.a.note(id: note.id)?.title, "Letter")
        XCTAssertEqual(computers.files, ["Letter.md"], "the old name is removed")
        XCTAssertTrue(try everyText(computers.a).contains("one"), "the replaced text is a version")
    }

    /// A sync tool brings a renamed note's new file before it removes the old one: no conflict.
    func testANewNameArrivingBeforeTheOldOneGoesIsARenameNotAConflict() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        let note = try computers.a.createNote(title: "Draft", body: "text")
        try computers.settle()
        let old = computers.file("Draft.md")
        let oldBytes = try Data(contentsOf: old)
        let oldDate = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: old.path)[.modificationDate])
        try computers.a.update(id: note.id, title: "Letter", body: "text")
        try computers.sync(computers.a)
        // The old file back as B last saw it, beside the new one.
        try oldBytes.write(to: old)
        try FileManager.default.setAttributes([.modificationDate: oldDate], ofItemAtPath: old.path)
        let report = try computers.sync(computers.b)
        XCTAssertEqual(report.merged, [], "a rename is not a change on two computers")
        XCTAssertEqual(try computers.notes(computers.b), ["Letter|text"])
        XCTAssertEqual(computers.files, ["Letter.md"])
    }

    /// A conflict copy whose text every computer holds already would stay for ever: it goes once
    /// it is older than a version is kept.
    func testAConflictCopyEveryComputerHoldsGoesOnceOld() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        let note = try computers.a.createNote(title: "Kept", body: "first")
        try computers.settle()
        let first = try Data(contentsOf: computers.file("Kept.md"))
        // A new editing session keeps "first" as a version on A; B keeps it when it takes "second".
        try computers.a.saveChanges(
            id: note.id, title: nil, body: "second",
            ifRevision: try XCTUnwrap(try computers.a.note(id: note.id)).revision,
            origin: .editingSessionStart)
        try computers.settle()
        // A conflict copy of "first" turns up: every computer holds that text already.
        let copy = computers.file("Kept.sync-conflict-20261206-102232-ABCDEFG.md")
        try first.write(to: copy)
        XCTAssertEqual(try computers.sync(computers.a).merged, [])
        XCTAssertEqual(try computers.sync(computers.b).merged, [])
        XCTAssertEqual(computers.files.count, 2, "a fresh copy stays for the others")
        // Older than the days by A's clock (which starts at 1_795_000_000).
        let old = Date(timeIntervalSince1970: 1_795_000_000 - Double(SyncFolder.conflictCopyDays + 1) * 86_400)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: copy.path)
        try computers.sync(computers.a)
        XCTAssertEqual(computers.files, ["Kept.md"], "an old copy every computer holds is removed")
        XCTAssertEqual(try computers.notes(computers.a), ["Kept|second"])
        XCTAssertTrue(try everyText(computers.b).contains("first"))
    }

    /// A note an editor holds unsaved changes to takes nothing from the folder, and still goes
    /// out; once saved, the two edits merge as any two do.
    func testANoteAnEditorHoldsTakesNothingUntilSaved() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        let note = try computers.a.createNote(title: "Held", body: "first")
        try computers.settle()
        let there = try XCTUnwrap(try computers.b.allNotes().first)
        try computers.b.update(id: there.id, title: "Held", body: "from B")
        try computers.sync(computers.b)
        let held = try computers.folder.synchronize(computers.a, holding: [note.id])
        XCTAssertEqual(held.taken, 0)
        XCTAssertEqual(try computers.a.note(id: note.id)?.body, "first", "nothing went into the held note")
        try computers.a.update(id: note.id, title: "Held", body: "typed on A")
        XCTAssertEqual(try computers.sync(computers.a).merged, [note.id])
        try computers.settle()
        for store in [computers.a, computers.b] {
            XCTAssertEqual(try computers.notes(store), ["Held|from B"], "B's clock runs later: its edit is newer")
            XCTAssertTrue(try everyText(store).contains("typed on A"))
        }
    }

    func testEditsOnBothComputersKeepTheNewerAsTheNoteAndTheOtherAsAVersion() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        let (_, there) = try Self.planEditedOnBoth(computers)
        let reportA = try computers.sync(computers.a)
        let reportB = try computers.sync(computers.b)
        XCTAssertEqual(reportA.merged, [], "A wrote first: nothing to merge yet")
        XCTAssertEqual(reportB.merged, [there], "B sees both changed and says so once")
        try computers.settle()
        for store in [computers.a, computers.b] {
            XCTAssertEqual(try computers.notes(store), ["Plan|typed on B, later"], "the newer edit is the note")
            XCTAssertTrue(try everyText(store).contains("typed on A"), "the other is a version")
        }
    }

    /// Note "Plan", synced to both computers, then edited on A ("typed on A") and on B, later
    /// ("typed on B, later"), neither synced yet: its id on A and on B.
    private static func planEditedOnBoth(_ computers: TwoComputers) throws -> (a: Int64, b: Int64) {
        let note = try computers.a.createNote(title: "Plan", body: "start")
        try computers.settle()
        let there = try XCTUnwrap(try computers.b.allNotes().first)
        try computers.a.update(id: note.id, title: "Plan", body: "typed on A")
        try computers.b.update(id: there.id, title: "Plan", body: "typed on B, later")
        return (note.id, there.id)
    }

    /// A merges with B's newer edit: A's own text, which only A held, goes to the folder as a
    /// conflict copy that A leaves for B; B keeps it as a version and removes it.
    func testTheOlderEditOfAMergeIsAVersionOnTheOtherComputerToo() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        let (note, there) = try Self.planEditedOnBoth(computers)
        XCTAssertEqual(try computers.sync(computers.b).merged, [])
        XCTAssertEqual(try computers.sync(computers.a).merged, [note], "A sees both changed")
        XCTAssertEqual(try computers.sync(computers.a).merged, [], "A leaves its own text's copy, saying nothing")
        XCTAssertEqual(computers.files.count, 2, "the note and the copy of A's text: \(computers.files)")
        XCTAssertEqual(try computers.sync(computers.b).merged, [there], "B keeps A's text")
        try computers.settle()
        for store in [computers.a, computers.b] {
            XCTAssertEqual(try computers.notes(store), ["Plan|typed on B, later"], "the newer edit is the note")
            XCTAssertTrue(try everyText(store).contains("typed on A"), "the older is a version on both")
        }
        XCTAssertEqual(computers.files, ["Plan.md"], "the copy is gone once B kept it")
    }

    func testANoteDeletedOnOneComputerAndEditedOnTheOtherSurvives() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        let note = try computers.a.createNote(title: "Keep", body: "v1")
        try computers.settle()
        let there = try XCTUnwrap(try computers.b.allNotes().first)
        try computers.a.deleteNote(id: note.id)
        try computers.b.update(id: there.id, title: "Keep", body: "v2 edited after the delete")
        try computers.settle()
        XCTAssertEqual(try computers.notes(computers.a), ["Keep|v2 edited after the delete"], "out of the trash")
        XCTAssertEqual(try computers.notes(computers.b), ["Keep|v2 edited after the delete"])
        XCTAssertEqual(computers.files, ["Keep.md"])
    }

    func testANoteDeletedOnOneComputerGoesToTheOthersTrash() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        let note = try computers.a.createNote(title: "Old", body: "done")
        try computers.settle()
        try computers.a.deleteNote(id: note.id)
        try computers.settle()
        XCTAssertEqual(computers.files, [])
        XCTAssertEqual(try computers.notes(computers.b), [])
        XCTAssertEqual(try computers.b.trashedNotes().map(\.summary.title), ["Old"], "in the trash, not gone")
    }

    func testASyncToolsConflictCopyIsMergedAndRemovedOnlyOnceKept() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        let note = try computers.a.createNote(title: "Shared", body: "base")
        try computers.settle()
        // What Syncthing leaves when both computers changed the file between its scans.
        let file = try String(contentsOf: computers.file("Shared.md"), encoding: .utf8)
        let other = file.replacingOccurrences(of: "\nbase\n", with: "\ntheir text\n")
            .replacingOccurrences(of: "edited: 2026", with: "edited: 2027")
        let copy = "Shared.sync-conflict-20261206-102232-ABCDEFG.md"
        try Data(other.utf8).write(to: computers.file(copy))
        let report = try computers.sync(computers.a)
        XCTAssertEqual(report.merged, [note.id])
        XCTAssertEqual(try computers.a.note(id: note.id)?.body, "their text", "the copy was the newer edit")
        XCTAssertTrue(try everyText(computers.a).contains("base"))
        XCTAssertEqual(computers.files, ["Shared.md"], "the copy is gone once its text is kept")
        try computers.settle()
        XCTAssertEqual(try computers.notes(computers.b), ["Shared|their text"])
    }

    func testACutShortFileIsNeverReadAsANote() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        let note = try computers.a.createNote(title: "Long", body: String(repeating: "word ", count: 200))
        try computers.settle()
        let whole = try Data(contentsOf: computers.file("Long.md"))
        try whole.prefix(whole.count / 2).write(to: computers.file("Long.md"))
        let report = try computers.sync(computers.a)
        XCTAssertEqual(report.incompleteFiles.map { String(decoding: $0, as: UTF8.self) }, ["Long.md"])
        XCTAssertEqual(report.taken, 0)
        XCTAssertEqual(try computers.a.note(id: note.id)?.body, String(repeating: "word ", count: 200))
        // A sync tool's file in the making is not even looked at.
        try whole.prefix(10).write(to: computers.file(".syncthing.Long.md.tmp"))
        try whole.prefix(10).write(to: computers.file("~syncthing~Other.md.tmp"))
        XCTAssertEqual(try computers.sync(computers.b).taken, 0, "B has nothing whole to take")
        // Once whole again, it is read.
        try whole.write(to: computers.file("Long.md"))
        try computers.settle()
        XCTAssertEqual(try computers.notes(computers.b).count, 1)
    }

    func testAMissingFolderOrAnEmptyMountPointChangesNothing() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        try computers.a.createNote(title: "Safe", body: "here")
        try computers.settle()
        // The disk is unplugged: its mount point is an empty folder.
        for name in try FileManager.default.contentsOfDirectory(atPath: computers.scratch[2].url.path) {
            try FileManager.default.removeItem(at: computers.file(name))
        }
        let report = try computers.folder.synchronize(computers.a)
        XCTAssertTrue(report.folderMissing)
        XCTAssertEqual(try computers.notes(computers.a), ["Safe|here"], "no note is trashed")
        XCTAssertEqual(computers.files, [], "and nothing is written into the mount point")
        try FileManager.default.removeItem(at: computers.scratch[2].url)
        XCTAssertTrue(try computers.folder.synchronize(computers.a).folderMissing)
        XCTAssertEqual(try computers.notes(computers.a), ["Safe|here"])
    }

    func testAFileRenamedByAPersonKeepsItsNote() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        let note = try computers.a.createNote(title: "Recipe", body: "flour")
        try computers.settle()
        try FileManager.default.moveItem(at: computers.file("Recipe.md"), to: computers.file("Recipe (bread).md"))
        try computers.settle()
        XCTAssertEqual(try computers.notes(computers.a), ["Recipe|flour"], "one note, not a new one")
        XCTAssertEqual(try computers.notes(computers.b), ["Recipe|flour"])
        XCTAssertEqual(computers.files, ["Recipe (bread).md"], "the person's name stands")
        XCTAssertEqual(try computers.a.note(id: note.id)?.title, "Recipe")
    }

    func testAPersonsMarkdownFileBecomesANote() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        try computers.sync(computers.a)
        try Data("# Ideas\n\nwrite more\n".utf8).write(to: computers.file("ideas.md"))
        try computers.settle()
        XCTAssertEqual(try computers.notes(computers.a), ["Ideas|write more"])
        XCTAssertEqual(try computers.notes(computers.b), ["Ideas|write more"])
        XCTAssertEqual(computers.files, ["ideas.md"])
    }

    func testTwoComputersNamingNewNotesAlikeKeepBoth() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        try computers.a.createNote(title: "", body: "from A")
        try computers.b.createNote(title: "", body: "from B")
        try computers.settle()
        XCTAssertEqual(try computers.notes(computers.a), ["|from A", "|from B"])
        XCTAssertEqual(try computers.notes(computers.b), ["|from A", "|from B"])
    }

    /// A folder (or a link) under the name a note's file would take is left alone.
    func testANameTakenByAFolderIsNotWrittenOver() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        try FileManager.default.createDirectory(at: computers.file("Plan.md"), withIntermediateDirectories: true)
        try computers.a.createNote(title: "Plan", body: "text")
        try computers.settle()
        XCTAssertEqual(computers.files, ["Plan 2.md", "Plan.md"])
        XCTAssertEqual(try computers.notes(computers.b), ["Plan|text"])
    }

    func testAStoreSwitchedToAnotherFolderLosesNothing() throws {
        let computers = try TwoComputers()
        defer { computers.remove() }
        try computers.a.createNote(title: "One", body: "1")
        try computers.settle()
        let other = try ScratchFolder()
        defer { other.remove() }
        let report = try SyncFolder(path: FileSystemPath(other.url.path)).synchronize(computers.a)
        XCTAssertEqual(report.written, 1, "the new folder gets every note")
        XCTAssertEqual(try computers.notes(computers.a), ["One|1"])
        XCTAssertEqual(try computers.a.rememberedSyncFolder()?.path, FileSystemPath(other.url.path))
    }
}
