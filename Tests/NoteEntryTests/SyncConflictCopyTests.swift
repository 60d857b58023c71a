// Another computer's notes in a file-sync tool's conflict copy: found beside the notes, named,
// offered, and imported without a note twice, through the real executable and the real window.
import CGtk
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class SyncConflictCopyTests: MainActorTestCase {
    /// The name Syncthing gives the losing side of a conflict on `notes.sqlite3`: the stem, then
    /// `.sync-conflict-`, the date and time, and the first seven characters of the device ID of
    /// the computer that made the change, before the extension.
    static let syncthingName = "notes.sync-conflict-20261202-043015-7ZKQ3VD.sqlite3"

    /// Two computers synced one notes folder; both changed it before the next sync: the laptop
    /// edited a note and wrote a new one, this computer wrote another. The sync tool kept this
    /// computer's `notes.sqlite3` and put the laptop's beside it under Syncthing's conflict name.
    /// `--import` of the copy brings in exactly the laptop's two notes, with the laptop's dates;
    /// a second import adds nothing.
    func testImportingAConflictCopyBringsInOnlyWhatTheOtherComputerWrote() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (notes, laptop) = try Self.twoComputersChangedTheNotes(in: folder)
        let copy = notes.appendingPathComponent(Self.syncthingName)

        let run = try ProgramRun.noteEntry(["--import", copy.path, "--data-dir", notes.path])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        let store = try NoteStore(directory: notes)
        let all = try store.allNotes()
        XCTAssertEqual(
            all.map(\.body).sorted(),
            ["Milk", "Only on this computer", "Trip", "Trip, tickets booked", "Written on the laptop"])
        for note in laptop {
            let imported = try XCTUnwrap(all.first { $0.body == note.body }, "\(note.title) was not imported")
            XCTAssertEqual(imported.title, note.title)
            XCTAssertEqual(
                imported.updated.timeIntervalSince1970, note.updated.timeIntervalSince1970, accuracy: 0.002,
                "the laptop's date")
        }

        let again = try ProgramRun.noteEntry(["--import", copy.path, "--data-dir", notes.path])
        XCTAssertEqual(again.status, 0, again.errorOutput)
        XCTAssertEqual(try store.count(), 5, "importing the copy again makes no note twice")
    }

    /// The app, started on the notes, names the copy and how many of its notes are missing on
    /// standard error before its window is ready; once they are imported, it says nothing.
    func testTheAppNamesAConflictCopyUntilItsNotesAreIn() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (notes, _) = try Self.twoComputersChangedTheNotes(in: folder)
        let copy = notes.appendingPathComponent(Self.syncthingName)

        let first = try ProgramRun.noteEntry(["--screenshot", folder.file("first.png").path, "--data-dir", notes.path])
        XCTAssertEqual(first.status, 0, first.errorOutput)
        XCTAssertTrue(
            first.errorOutput.contains("\(copy.path) is another computer's copy of the notes"), first.errorOutput)
        XCTAssertTrue(first.errorOutput.contains("2 of its notes are not in"), first.errorOutput)
        XCTAssertEqual(try NoteStore(directory: notes).count(), 3, "nothing is imported without the user")

        XCTAssertEqual(try ProgramRun.noteEntry(["--import", copy.path, "--data-dir", notes.path]).status, 0)
        let second = try ProgramRun.noteEntry([
            "--screenshot", folder.file("second.png").path, "--data-dir", notes.path,
        ])
        XCTAssertEqual(second.status, 0, second.errorOutput)
        XCTAssertFalse(second.errorOutput.contains("another computer's copy"), second.errorOutput)
    }

    /// In the window the message bar offers the copy's notes; its Import Them button imports
    /// them and says how many came in.
    func testTheWindowOffersTheCopysNotesAndImportsThem() async throws {
        var notesFolder: URL?
        let window = try OpenWindow { store in
            notesFolder = store.directory
            try store.createNote(title: "Shopping", body: "Milk")
            try store.createNote(title: "Plans", body: "Trip")
            let laptop = try ScratchFolder()
            defer { laptop.remove() }
            try Self.laptopCopy(of: store, in: laptop, to: store.directory.appendingPathComponent(Self.syncthingName))
        }
        defer { window.close() }
        let bar = window.main.errorBar
        let copy = try XCTUnwrap(notesFolder).appendingPathComponent(Self.syncthingName)
        MainLoop.wait(
            until: { bar.isShown && bar.message.contains(Self.syncthingName) }, "the offer of the conflict copy")
        XCTAssertEqual(
            bar.message, InterfaceText.sentence(for: .syncConflictCopy(file: FileSystemPath(copy), missingNotes: 2)))
        let button = try XCTUnwrap(bar.actionButton)
        XCTAssertEqual(gtk_widget_get_visible(button), 1)
        XCTAssertEqual(
            String(cString: gtk_button_get_label(button.cast(to: GtkButton.self))), InterfaceText.importConflictCopy)

        bar.activateAction()
        MainLoop.wait(
            until: {
                bar.isShown && bar.message == InterfaceText.sentence(for: .notesImported(imported: 2, notImported: 0))
            },
            "the import's report")
        XCTAssertEqual(try window.store?.count(), 4)
        XCTAssertNotNil(
            window.main.list.summaries.first { $0.title == "Written on the laptop" }, "the imported note is listed")
    }

    // MARK: Helpers

    /// This computer's notes (`notes/`, 3 notes, one of them written after the laptop's copy
    /// split off) with the laptop's conflict copy beside them; and the laptop's two notes that
    /// this computer lacks.
    static func twoComputersChangedTheNotes(in folder: ScratchFolder) throws -> (notes: URL, laptop: [Note]) {
        let notes = folder.file("notes")
        let store = try NoteStore(directory: notes)
        try store.createNote(title: "Shopping", body: "Milk")
        try store.createNote(title: "Plans", body: "Trip")
        let laptop = try laptopCopy(of: store, in: try ScratchFolder(), to: notes.appendingPathComponent(syncthingName))
        try store.createNote(title: "Here", body: "Only on this computer")
        try store.checkpoint()
        return (notes, laptop)
    }

    /// The laptop's copy of `store`'s notes as the sync tool leaves it at `target`: the laptop
    /// got the database as it is now, edited "Plans", wrote a note and trashed "Shopping" (a note
    /// in its trash is not offered). Returns the laptop's edited and new notes.
    @discardableResult
    static func laptopCopy(of store: NoteStore, in laptop: ScratchFolder, to target: URL) throws -> [Note] {
        defer { laptop.remove() }
        try store.checkpoint()
        let laptopNotes = laptop.file("notes")
        try FileManager.default.createDirectory(at: laptopNotes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: store.directory.appendingPathComponent("notes.sqlite3"),
            to: laptopNotes.appendingPathComponent("notes.sqlite3"))
        let laptopStore = try NoteStore(directory: laptopNotes)
        let all = try laptopStore.allNotes()
        let plans = try XCTUnwrap(all.first { $0.title == "Plans" })
        try laptopStore.saveChanges(id: plans.id, title: nil, body: "Trip, tickets booked", ifRevision: plans.revision)
        let written = try laptopStore.createNote(title: "Written on the laptop", body: "Written on the laptop")
        if let shopping = all.first(where: { $0.title == "Shopping" }) { try laptopStore.deleteNote(id: shopping.id) }
        try laptopStore.checkpoint()
        try FileManager.default.copyItem(at: laptopNotes.appendingPathComponent("notes.sqlite3"), to: target)
        return [try XCTUnwrap(try laptopStore.note(id: plans.id)), written]
    }
}
