// Another computer's notes in a file-sync tool's conflict copy: found beside the notes, named,
// offered, and imported without a note twice, through the real executable and the real window.
import CGtk
import CXTest
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class SyncConflictCopyTests: MainActorTestCase {
    /// The name Syncthing gives the losing side of a conflict on `notes.sqlite3`: the stem, then
    /// `.sync-conflict-`, the date and time, and the first seven characters of the device ID of
    /// the winning change (the edit that kept the name, here this computer's), not of the
    /// computer whose text the copy holds, before the extension (seen with two real devices in
    /// `SyncthingPairTests.testEditsOnBothSidesWhileApartLeaveASyncConflictCopy`).
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
                Double(imported.updated.millisecondsSince1970), Double(note.updated.millisecondsSince1970), accuracy: 2,
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
            first.errorOutput.contains("'\(copy.path)' is another computer's copy of the notes"), first.errorOutput)
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

    /// The bar names a copy whose name holds a newline and a right-to-left override as one
    /// quoted word, those characters escaped: the name shows as what it is, on one line.
    func testTheBarShowsAHostileCopyNameEscaped() async throws {
        let hostile = "notes (conflicted copy 1\nAll notes are saved \u{202E}3etilqs).sqlite3"
        let window = try OpenWindow { store in
            try store.createNote(title: "Plans", body: "Trip")
            let laptop = try ScratchFolder()
            defer { laptop.remove() }
            try Self.laptopCopy(of: store, in: laptop, to: store.directory.appendingPathComponent(hostile))
        }
        defer { window.close() }
        let bar = window.main.errorBar
        MainLoop.wait(until: { bar.isShown && bar.message.contains("conflicted copy 1") }, "the offer of the copy")
        XCTAssertFalse(bar.message.contains("\n") || bar.message.contains("\u{202E}"), bar.message)
        XCTAssertTrue(bar.message.contains("'$'\\012''All notes are saved '$'\\342\\200\\256''3etilqs)"), bar.message)
    }

    /// A copy whose name is one long word (200 escape characters, shown as 800 of `\\033`) is
    /// offered in a bar that wraps it: the window never needs to be wider than the screen, so
    /// the bar's Import Them stays in reach (before, the window's minimum width was 6,071 px).
    func testALongCopyNameNeverWidensTheWindowPastTheScreen() async throws {
        let long = "notes.sync-conflict-20261202-043015-" + String(repeating: "\u{1B}", count: 200) + ".sqlite3"
        let window = try OpenWindow { store in
            try store.createNote(title: "Plans", body: "Trip")
            let laptop = try ScratchFolder()
            defer { laptop.remove() }
            try Self.laptopCopy(of: store, in: laptop, to: store.directory.appendingPathComponent(long))
        }
        defer { window.close() }
        let bar = window.main.errorBar
        MainLoop.wait(until: { bar.isShown && bar.message.contains("\\033\\033") }, "the offer of the copy")
        let toplevel: UnsafeMutablePointer<GtkWidget> = window.main.window.cast()
        var minimum: Int32 = 0
        gtk_widget_get_preferred_width(toplevel, &minimum, nil)
        let monitor = try XCTUnwrap(gdk_display_get_monitor(gtk_widget_get_display(toplevel), 0))
        var screen = GdkRectangle()
        gdk_monitor_get_geometry(monitor, &screen)
        XCTAssertLessThanOrEqual(minimum, screen.width, "the window's minimum width, with the offer shown")
    }

    /// The offer of a conflict copy comes by itself: it never takes the place of a message the
    /// user needs more, here why the note shown (holding a NUL) opened read-only; the copy is
    /// still named on standard error.
    func testTheOfferNeverHidesAMoreImportantMessage() async throws {
        let window = try OpenWindow { store in
            try store.createNote(title: "Plans", body: "Trip")
            let laptop = try ScratchFolder()
            defer { laptop.remove() }
            try Self.laptopCopy(of: store, in: laptop, to: store.directory.appendingPathComponent(Self.syncthingName))
            try store.createNote(title: "Binary", body: "a\u{0}b")
        }
        defer { window.close() }
        MainLoop.wait(until: { !window.main.session.isRecoveringUnsavedTexts }, "the copies to be looked at")
        guard case .openedReadOnly(.nulCharacter) = window.main.shownMessage else {
            return XCTFail("the bar shows \(String(describing: window.main.shownMessage))")
        }
        XCTAssertEqual(window.main.errorBar.message, InterfaceText.sentence(for: .openedReadOnly(.nulCharacter)))
    }

    /// A copy holding a note larger than the 64 MB one note may bring (a copy comes from another
    /// computer): `--import` names the file and why, imports the other notes and fails (before,
    /// the note was read whole, 200 MB at 810 MB of memory, and imported).
    func testANoteLargerThanTheBoundIsNamedAndTheRestImported() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        try NoteStore(directory: notes).checkpoint()
        let copy = folder.file(Self.syncthingName)
        try FileManager.default.copyItem(at: notes.appendingPathComponent("notes.sqlite3"), to: copy)
        _ = try SQLiteProbe.run(
            """
            import sqlite3, sys
            connection = sqlite3.connect(sys.argv[1])
            connection.execute("INSERT INTO notes (created, updated, title, body) VALUES (1, 1, 'Huge', ?)",
                               ("x" * (int(sys.argv[2]) + 1),))
            connection.execute("INSERT INTO notes (created, updated, title, body) VALUES (2, 2, 'Small', 'fits')")
            connection.commit()
            """, [copy.path, "\(SyncConflictCopy.largestNote)"])
        let run = try ProgramRun.noteEntry(["--import", copy.path, "--data-dir", notes.path])
        XCTAssertEqual(run.status, 1, run.errorOutput)
        XCTAssertTrue(
            run.errorOutput.contains(
                "not importing '\(copy.path)': 1 of its notes are larger than the 64 MB imported and are not imported"),
            run.errorOutput)
        XCTAssertEqual(try NoteStore(directory: notes).allNotes().map(\.title), ["Small"])
    }

    /// `--import` of a 20,000-note copy killed (SIGKILL) once notes are coming in: every note in
    /// the store is a whole note of the copy (an import commits a batch at a time, each in one
    /// transaction), and importing again brings in the rest, none twice.
    func testAnImportKilledMidwayLeavesWholeNotesAndFinishesWhenRunAgain() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        let copy = folder.file(Self.syncthingName)
        let copied = 20_000
        try Self.laptopCopy(of: notes, holding: copied, at: copy)
        // How many notes the store holds, and how many of them are not a whole note of the copy.
        let counts = {
            Self.counts(
                in: notes,
                "SELECT count(*) FROM notes",
                "SELECT count(*) FROM notes WHERE title NOT LIKE 'Laptop %' OR "
                    + "body != 'Written on the laptop, number ' || substr(title, 8)")
        }
        let importing = Process()
        importing.executableURL = try ProgramRun.noteEntry
        importing.arguments = ["--import", copy.path, "--data-dir", notes.path]
        try importing.run()
        let started = MainLoop.waitOutcome(
            until: { (counts().first ?? 0) > 0 || !importing.isRunning }, timeout: 120, "the first notes to come in")
        kill(importing.processIdentifier, SIGKILL)
        importing.waitUntilExit()
        XCTAssertTrue(started.isMet)
        let killed = counts()
        XCTAssertEqual(killed.last, 0, "a note that is not whole: \(killed)")
        XCTAssertLessThan(killed.first ?? .max, copied, "the import ended before it was killed: try a bigger copy")

        let again = try ProgramRun.noteEntry(["--import", copy.path, "--data-dir", notes.path])
        XCTAssertEqual(again.status, 0, again.errorOutput)
        XCTAssertEqual(counts(), [copied, 0], "every note once, each whole")
    }

    /// `--import` of a 20,000-note copy into notes on a disk that fills up (a 2 MB tmpfs, in a
    /// private mount namespace): the copy is named once with the reason, however many of its
    /// batches fail, and every note that came in is whole (before, it was named once per failed
    /// batch: 36 identical lines).
    func testAFullDiskNamesTheCopyOnce() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let copy = folder.file(Self.syncthingName)
        try Self.laptopCopy(of: folder.file("laptop"), holding: 20_000, at: copy)
        let mountPoint = folder.file("disk")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        let disk = try FullDiskNamespace(mountPoint: mountPoint, size: "2m", environment: [:])
        defer { disk.close() }
        let notes = mountPoint.appendingPathComponent("notes")
        let errors = folder.file("import-errors.txt")
        let run = try disk.run(
            "\(FullDiskNamespace.quoted(try ProgramRun.noteEntry.path)) --import \(FullDiskNamespace.quoted(copy.path)) "
                + "--data-dir \(FullDiskNamespace.quoted(notes.path)) 2>\(FullDiskNamespace.quoted(errors.path))",
            timeout: 300)
        XCTAssertEqual(run.status, 1, "a note that cannot be saved is a failure")
        let lines = ((try? String(contentsOf: errors, encoding: .utf8)) ?? "").split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(
            lines.first?.hasPrefix("note-entry: not importing '\(copy.path)': The disk is full") == true, "\(lines)")
        // The tmpfs is seen inside the namespace only: its notes are read from a copy.
        let kept = folder.file("kept")
        XCTAssertEqual(
            try disk.run("cp -R \(FullDiskNamespace.quoted(notes.path)) \(FullDiskNamespace.quoted(kept.path))").status,
            0)
        let numbers = Self.counts(
            in: kept, "SELECT count(*) FROM notes",
            "SELECT count(*) FROM notes WHERE body != 'Written on the laptop, number ' || substr(title, 8)")
        XCTAssertEqual(numbers.last, 0, "a note that is not whole: \(numbers)")
        XCTAssertGreaterThan(numbers.first ?? 0, 0, "no batch fitted: try a bigger disk")
        XCTAssertLessThan(numbers.first ?? .max, 20_000, "every note fitted: try a smaller disk")
    }

    /// A copy of 40,000 notes, imported from the real window (Import Them, through its mnemonic
    /// Alt+I) while the user types on: keys typed once notes are coming in are taken at once, and
    /// the typed text is saved while the import is still committing (before, the import ran on the main thread,
    /// one commit per note, and the window took no key for minutes); at the end every note of
    /// the copy is in, once, and the typed text is kept.
    func testTheWindowKeepsAnsweringWhileABigCopyImports() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        let store = try NoteStore(directory: notes)
        let copied = 40_000
        try Self.laptopCopy(of: notes, holding: copied, at: notes.appendingPathComponent(Self.syncthingName))
        try store.createNote(title: "Mine", body: "kept")
        let count = {
            Self.counts(
                in: notes, "SELECT count(*) FROM notes", "SELECT count(*) FROM notes WHERE body = 'keptNarwhal'")
        }
        let app = try RunningApp(notes: notes, folder: folder, timeout: 120)
        defer { app.stop() }
        XCTAssertTrue(app.errorOutput.contains("\(copied) of its notes are not in"), app.errorOutput)
        let x = try XClient()
        defer { x.close() }
        let window = try x.window(ofProcess: app.process.processIdentifier)
        x.clickInNoteBody(of: window)
        x.press(keysym: KeySym(XK_i), modifiers: [KeySym(XK_Alt_L)])
        // Typed once the first notes are in: the import has begun (the import saves what was
        // typed before it, so keys typed sooner would prove nothing).
        let begun = MainLoop.waitOutcome(
            until: { (count().first ?? 0) > 1 }, timeout: 60, "the first imported notes to be committed")
        XCTAssertTrue(begun.isMet, "Alt+I started no import: \(app.errorOutput)")
        x.type("Narwhal")
        var whenSaved: [Int] = []
        let saved = MainLoop.waitOutcome(
            until: {
                whenSaved = count()
                return whenSaved.last == 1
            }, timeout: 60, "the typed text to be saved")
        XCTAssertTrue(saved.isMet, "typed during the import, not saved within 60 s: \(app.errorOutput)")
        XCTAssertLessThan(
            whenSaved.first ?? .max, copied + 1, "the typed text was saved only once the import had ended")
        let imported = MainLoop.waitOutcome(
            until: { count().first == copied + 1 }, timeout: 600, "every note of the copy to be imported")
        XCTAssertTrue(imported.isMet, "imported: \(count()): \(app.errorOutput)")
        XCTAssertEqual(count(), [copied + 1, 1], "every note once, the typed text kept")
    }

    // MARK: Helpers

    /// This computer's notes (`notes/`, 3 notes, one of them written after the laptop's copy
    /// split off) with the laptop's conflict copy beside them; and the laptop's two notes that
    /// this computer lacks.
    /// A copy's file name comes from another computer. Quotes and `$(…)` in it are quoted in the
    /// suggested command, which a shell then passes as one word and runs nothing of; a name with
    /// a newline (which would print a forged line) gets no command at all.
    func testAHostileCopyNameIsQuotedAndNeverRunByThePastedCommand() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let (notes, _) = try Self.twoComputersChangedTheNotes(in: folder)
        let quoting = "notes (conflicted copy x'$(touch pwned-by-paste)').sqlite3"
        try FileManager.default.moveItem(
            at: notes.appendingPathComponent(Self.syncthingName), to: notes.appendingPathComponent(quoting))
        let run = try ProgramRun.noteEntry(["--screenshot", folder.file("shot.png").path, "--data-dir", notes.path])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        let line = try XCTUnwrap(run.errorOutput.split(separator: "\n").first { $0.contains("import them with") })
        let command = try XCTUnwrap(
            line.range(of: "--import ").map { line[$0.upperBound...] }?
                .replacingOccurrences(of: " (or from the window)", with: ""))
        let shell = try ProgramRun.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "cd '\(folder.url.path)' && printf %s " + command])
        XCTAssertEqual(shell.output, notes.appendingPathComponent(quoting).path, "the pasted word is the file's path")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("pwned-by-paste")), "the name ran a command")

        try FileManager.default.moveItem(
            at: notes.appendingPathComponent(quoting),
            to: notes.appendingPathComponent("notes (conflicted copy 1\nnote-entry: all notes are saved y).sqlite3"))
        let forged = try ProgramRun.noteEntry(["--screenshot", folder.file("shot2.png").path, "--data-dir", notes.path])
        XCTAssertEqual(forged.status, 0, forged.errorOutput)
        XCTAssertFalse(forged.errorOutput.contains("\nnote-entry: all notes are saved"), forged.errorOutput)
        XCTAssertTrue(forged.errorOutput.contains("import them from the window"), forged.errorOutput)
    }

    /// Hostile copies beside the notes never stop the app: ids spanning all of Int64 (an
    /// overflow trapped at every start), dates beyond Int64 milliseconds (trapped on import), a
    /// `notes` view whose rows never end (startup never finished, and SQLite's sort file grew
    /// until the disk was full).
    func testHostileConflictCopiesNeitherCrashNorHangTheApp() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        try NoteStore(directory: notes).createNote(title: "Mine", body: "kept")
        let table =
            "CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, created INTEGER NOT NULL, "
            + "updated INTEGER NOT NULL, title TEXT NOT NULL, preview TEXT, body TEXT NOT NULL, "
            + "revision INTEGER NOT NULL DEFAULT 1, trashed INTEGER)"
        let copies: [(String, String)] = [
            (
                "span",
                table + "; INSERT INTO notes(id,created,updated,title,body) VALUES(-9223372036854775808,0,0,'lo','x');"
                    + " INSERT INTO notes(id,created,updated,title,body) VALUES(9223372036854775807,0,0,'hi','y');"
            ),
            (
                "dates",
                table
                    + "; INSERT INTO notes(created,updated,title,body) VALUES(-9223372036854775808,9223372036854775807,'dates','z');"
            ),
            (
                "endless",
                "CREATE VIEW notes AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) "
                    + "SELECT x AS id, 't' AS title, 'b' AS body, 0 AS created, 0 AS updated, 1 AS revision, NULL AS trashed FROM c;"
            ),
        ]
        for (name, sql) in copies {
            let copy = notes.appendingPathComponent("notes.sync-conflict-20261202-043015-\(name).sqlite3")
            let made = try ProgramRun.tool("sqlite3", [copy.path, sql])
            XCTAssertEqual(made.status, 0, made.errorOutput)
            // Bounded by timeout(1): before, the endless view never let either end (status 124).
            let start = try ProgramRun.noteEntry(
                via: URL(fileURLWithPath: "/usr/bin/timeout"),
                [
                    "60", try ProgramRun.noteEntry.path, "--screenshot", folder.file("\(name).png").path, "--data-dir",
                    notes.path,
                ])
            XCTAssertEqual(start.status, 0, "\(name): \(start.errorOutput)")
            let imported = try ProgramRun.noteEntry(
                via: URL(fileURLWithPath: "/usr/bin/timeout"),
                ["60", try ProgramRun.noteEntry.path, "--import", copy.path, "--data-dir", notes.path])
            XCTAssertNotEqual(imported.status, 132, "\(name): the import trapped: \(imported.errorOutput)")
            XCTAssertLessThanOrEqual(imported.status, 1, "\(name): \(imported.errorOutput)")
            try FileManager.default.removeItem(at: copy)
        }
        XCTAssertTrue(try NoteStore(directory: notes).allNotes().contains { $0.body == "kept" })
    }

    /// A copy that cannot be read (a database's header, then damage; a real copy cut short) is
    /// named with the reason and the import fails, instead of ending well with nothing imported.
    func testACopyThatCannotBeReadIsNamedWithTheReason() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        try NoteStore(directory: notes).createNote(title: "Mine", body: "kept")
        let damaged = folder.file("notes (conflicted copy damaged).sqlite3")
        var bytes = Array("SQLite format 3\u{0}".utf8)
        bytes += (0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 197 &+ 11) }
        XCTAssertTrue(FileManager.default.createFile(atPath: damaged.path, contents: Data(bytes)))
        let run = try ProgramRun.noteEntry(["--import", damaged.path, "--data-dir", notes.path])
        XCTAssertEqual(run.status, 1, run.errorOutput)
        XCTAssertTrue(run.errorOutput.contains("no notes could be read from it"), run.errorOutput)
        XCTAssertEqual(try NoteStore(directory: notes).count(), 1)
    }

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

    /// A copy of the notes in `notes` as they are now, at `target`, with `count` notes the laptop
    /// wrote added: "Laptop N", "Written on the laptop, number N".
    static func laptopCopy(of notes: URL, holding count: Int, at target: URL) throws {
        try NoteStore(directory: notes).checkpoint()
        try FileManager.default.copyItem(at: notes.appendingPathComponent("notes.sqlite3"), to: target)
        _ = try SQLiteProbe.run(
            """
            import sqlite3, sys
            connection = sqlite3.connect(sys.argv[1])
            rows = ((index, index, "Laptop %d" % index, "Written on the laptop, number %d" % index) for index in range(int(sys.argv[2])))
            connection.executemany("INSERT INTO notes (created, updated, title, body) VALUES (?, ?, ?, ?)", rows)
            connection.commit()
            """, [target.path, "\(count)"])
    }

    /// The answers of `queries` (each a count) over the notes database in `notes`, read by
    /// another program while the app may be writing it; empty when it cannot be read.
    static func counts(in notes: URL, _ queries: String...) -> [Int] {
        (try? SQLiteProbe.run(
            """
            import sqlite3, sys
            connection = sqlite3.connect(sys.argv[1])
            print(*(connection.execute(query).fetchone()[0] for query in sys.argv[2:]))
            """, [notes.appendingPathComponent("notes.sqlite3").path] + queries))?.split(separator: " ").compactMap {
                Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
            } ?? []
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
