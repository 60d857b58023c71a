// `note-entry --export` and `--import` through the real executable: the notes can leave, and a
// Gnote or Tomboy user's notes can come in.
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class ExportImportTests: MainActorTestCase {
    /// Every note outside the trash becomes `Title.md` (`# Title`, a blank line, the body byte
    /// for byte), owner-only, dated with the note's last change; titles that clash or cannot be
    /// file names are made unique and safe; a second export never overwrites the first.
    func testExportWritesOneMarkdownFilePerNote() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        let store = try NoteStore(directory: notes)
        let groceries = try store.createNote(title: "Groceries", body: "Milk\nEggs")
        try store.createNote(title: "Groceries", body: "a second list")
        try store.createNote(title: "a/b: ..hidden?", body: "slashes")
        try store.createNote(title: "", body: "no title")
        try store.createNote(title: "日本語", body: "本文")
        let nul = try store.createNote(title: "NUL", body: "placeholder")
        try SQLiteProbe.plant(
            database: notes.appendingPathComponent("notes.sqlite3"), id: nul.id,
            title: Array("NUL".utf8), body: Array("before".utf8) + [0, 0xFF] + Array("after".utf8))
        let trashed = try store.createNote(title: "Trashed", body: "not exported")
        try store.deleteNote(id: trashed.id)

        let out = folder.file("export")
        let run = try ProgramRun.noteEntry(["--export", out.path, "--data-dir", notes.path])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(
            files, ["Groceries 2.md", "Groceries.md", "NUL.md", "Untitled.md", "a-b: ..hidden?.md", "日本語.md"])
        XCTAssertEqual(
            try Data(contentsOf: out.appendingPathComponent("Groceries.md")), Data("# Groceries\n\nMilk\nEggs".utf8))
        XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("Untitled.md")), Data("no title".utf8))
        XCTAssertEqual(
            Array(try Data(contentsOf: out.appendingPathComponent("NUL.md"))),
            Array("# NUL\n\nbefore".utf8) + [0, 0xFF] + Array("after".utf8), "the stored bytes exactly")
        let attributes = try FileManager.default.attributesOfItem(
            atPath: out.appendingPathComponent("Groceries.md").path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual(
            ((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0),
            Double(groceries.updated.millisecondsSince1970) / 1000, accuracy: 0.002)

        let again = try ProgramRun.noteEntry(["--export", out.path, "--data-dir", notes.path])
        XCTAssertEqual(again.status, 0, again.errorOutput)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).count, 12, "nothing overwritten")
        XCTAssertEqual(
            try Data(contentsOf: out.appendingPathComponent("Groceries.md")), Data("# Groceries\n\nMilk\nEggs".utf8))
    }

    /// A note saved before 1970 (a Gnote file of 1969, another program's row) gets its time on
    /// the exported file to the millisecond, fractions of a second included (they went to
    /// utimensat as a negative tv_nsec, which it refuses, and the file kept the export's time).
    func testExportedFilesOfNotesBefore1970KeepTheirTimes() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        let times: [Int64] = [-1, -1_500, -86_400_000 + 250, -2_000]
        for (index, milliseconds) in times.enumerated() {
            try NoteStore(directory: notes, clock: { NoteTime(millisecondsSince1970: milliseconds) })
                .createNote(title: "note \(index)", body: "saved at \(milliseconds) ms")
        }
        let out = folder.file("export")
        let run = try ProgramRun.noteEntry(["--export", out.path, "--data-dir", notes.path])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        for (index, milliseconds) in times.enumerated() {
            var status = stat()
            XCTAssertEqual(stat(out.appendingPathComponent("note \(index).md").path, &status), 0)
            XCTAssertEqual(
                Int64(status.st_mtim.tv_sec) * 1000 + Int64(status.st_mtim.tv_nsec) / 1_000_000, milliseconds,
                "note \(index)")
        }
    }

    /// Titles that would name a file deceptively: a right-to-left override (the file of
    /// "invoice\u{202E}fdp.exe" displayed as "invoicedm.exe.pdf"), zero-width and other invisible
    /// characters, and a leading dash (`-rf.md`, which a shell command reads as options). Exported, each file
    /// shows the characters it holds and starts with neither a dash nor a dot.
    func testExportedNamesNeitherHideCharactersNorStartAsAnOption() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        let store = try NoteStore(directory: notes)
        for title in [
            "invoice\u{202E}fdp.exe", "\u{202E}\u{2066}pay", "in\u{200B}vis\u{00AD}ible\u{FEFF}", "-rf", "--all *",
            ".-.x", "a\u{2028}b",
        ] {
            try store.createNote(title: title, body: "body")
        }
        let out = folder.file("export")
        let run = try ProgramRun.noteEntry(["--export", out.path, "--data-dir", notes.path])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(files, ["a-b.md", "all *.md", "invisible.md", "invoicefdp.exe.md", "pay.md", "rf.md", "x.md"])
        for file in files {
            XCTAssertFalse(
                file.unicodeScalars.contains { $0.properties.generalCategory == .format }, file.debugDescription)
        }
    }

    /// An export to a FAT USB stick writes every note: FAT has no hard links, which the export
    /// names files with elsewhere, and refuses `:?*"<>|\\` and a final dot, which titles hold and
    /// GNOME Files replaces with "_" on such a stick. Before, every note failed ("Operation not
    /// permitted") and the export ended with status 1 and no file. A second export still never
    /// overwrites the first.
    func testAnExportToAFATStickWritesEveryNote() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let stick = try FATStick(in: folder.url)
        defer { stick.unmount() }
        let notes = folder.file("notes")
        let store = try NoteStore(directory: notes)
        for title in ["Meeting: notes?", "Plain", "a|b <c> \"d\" *e* back\\slash", "The end..."] {
            try store.createNote(title: title, body: "body of \(title)")
        }
        for round in 1...2 {
            let run = try ProgramRun.noteEntry(["--export", stick.mountPoint.path, "--data-dir", notes.path])
            XCTAssertEqual(run.status, 0, "export \(round): \(run.errorOutput)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: stick.mountPoint.path).sorted()
        let names = ["Meeting_ notes_", "Plain", "The end", "a_b _c_ _d_ _e_ back_slash"]
        XCTAssertEqual(files, names.flatMap { ["\($0) 2.md", "\($0).md"] }.sorted())
        XCTAssertEqual(
            try Data(contentsOf: stick.mountPoint.appendingPathComponent("Meeting_ notes_.md")),
            Data("# Meeting: notes?\n\nbody of Meeting: notes?".utf8))
    }

    /// Titles whose first 100 characters take more than a file name's 255 bytes (CJK, emoji, a
    /// letter under 300 combining accents): each is exported, its name at most 255 bytes, cut
    /// between characters where one fits; and a second export's " 2" still fits (before, each
    /// failed with "File name too long").
    func testTitlesOfWideCharactersNameFilesWithinTheLimit() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        let store = try NoteStore(directory: notes)
        let titles = [
            String(repeating: "日", count: 100), String(repeating: "😀", count: 100),
            "a" + String(repeating: "\u{0301}", count: 300),
        ]
        for title in titles { try store.createNote(title: title, body: "body of \(title.unicodeScalars.count)") }
        let out = folder.file("export")
        for _ in 1...2 {
            let run = try ProgramRun.noteEntry(["--export", out.path, "--data-dir", notes.path])
            XCTAssertEqual(run.status, 0, run.errorOutput)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        XCTAssertEqual(files.count, 6, "\(files)")
        for file in files { XCTAssertLessThanOrEqual(file.utf8.count, 255, file) }
        XCTAssertTrue(files.contains(String(repeating: "日", count: 80) + ".md"), "\(files)")
        XCTAssertTrue(files.contains(String(repeating: "😀", count: 60) + " 2.md"), "\(files)")
        for title in titles {
            let body = "body of \(title.unicodeScalars.count)"
            XCTAssertEqual(
                files.filter {
                    (try? Data(contentsOf: out.appendingPathComponent($0))) == Data("# \(title)\n\n\(body)".utf8)
                }.count, 2, "both exports of \(body)")
        }
    }

    /// A file of exactly the 64 MB one note may bring is imported whole; one byte more is named
    /// with its size, which says how it is larger (before: "it is 64 MB, larger than the 64 MB
    /// imported").
    func testAFileOfTheLimitIsImportedAndOneByteMoreIsNamedWithItsSize() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let incoming = folder.file("incoming")
        try FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: true)
        let limit = Int(NoteImport.largestFile)
        try Data(repeating: UInt8(ascii: "a"), count: limit).write(to: incoming.appendingPathComponent("limit.txt"))
        let over = incoming.appendingPathComponent("over.txt")
        try Data(repeating: UInt8(ascii: "b"), count: limit + 1).write(to: over)
        let notes = folder.file("notes")
        let run = try ProgramRun.noteEntry(["--import", incoming.path, "--data-dir", notes.path])
        XCTAssertEqual(run.status, 1, run.errorOutput)
        XCTAssertEqual(
            run.errorOutput,
            "note-entry: not importing '\(over.path)': it is \(limit + 1) bytes, larger than the 64 MB imported\n")
        let imported = try NoteStore(directory: notes).allNotes()
        XCTAssertEqual(imported.map(\.title), ["limit"])
        XCTAssertEqual(imported.first?.body.utf8.count, limit)
    }

    /// Paths that are not UTF-8 (a Linux file name is any bytes): a file "caf\xE9.txt" in an
    /// imported folder is read, and `--export` to "out\xE9" writes into that folder (before,
    /// the import said "No such file or directory", and the export made "out\u{FFFD}" instead).
    func testPathsThatAreNotUTF8AreUsedByteForByte() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let incoming = folder.file("incoming")
        try FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: true)
        let latin1 = FileSystemPath(incoming).appending(
            FileSystemPath(bytes: Array("caf".utf8) + [0xE9, 0x2E, 0x74, 0x78, 0x74]))
        let out = FileSystemPath(folder.url).appending(FileSystemPath(bytes: Array("out".utf8) + [0xE9]))
        defer {
            // Foundation cannot name these files to remove them.
            latin1.withCString { _ = unlink($0) }
            out.appending("caf\u{FFFD}.md").withCString { _ = unlink($0) }
            out.withCString { _ = rmdir($0) }
        }
        let descriptor = latin1.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertEqual(write(descriptor, "from an old disk", 16), 16)
        close(descriptor)
        let notes = folder.file("notes")
        let imported = try ProgramRun.noteEntry(["--import", incoming.path, "--data-dir", notes.path])
        XCTAssertEqual(imported.status, 0, imported.errorOutput)
        XCTAssertEqual(try NoteStore(directory: notes).allNotes().map(\.body), ["from an old disk"])

        let exported = try ProgramRun.noteEntry(
            via: URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", #"cd "$1" && exec "$0" --export "$(printf 'out\351')" --data-dir notes"#,
                try ProgramRun.noteEntry.path,
                folder.url.path,
            ])
        XCTAssertEqual(exported.status, 0, exported.errorOutput)
        var status = stat()
        XCTAssertEqual(out.withCString { stat($0, &status) }, 0, "no folder out\\351")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("out") }.count,
            1,
            "one export folder, no out\u{FFFD}")
    }

    /// An export onto a disk that fills up (a real tmpfs, in a private mount namespace) fails
    /// with a message and leaves no half-written file under a note's name: the note that fitted
    /// is there whole, the one that did not is not there at all.
    func testAnExportThatRunsOutOfRoomLeavesNoHalfFile() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("notes")
        let store = try NoteStore(directory: notes)
        try store.createNote(title: "Small", body: "fits")
        try store.createNote(title: "Big", body: String(repeating: "does not fit on the disk ", count: 120_000))
        let mountPoint = folder.file("disk")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        let disk = try FullDiskNamespace(mountPoint: mountPoint, size: "1m", environment: [:])
        defer { disk.close() }
        let out = mountPoint.appendingPathComponent("export")
        let errors = folder.file("export-errors.txt")
        let run = try disk.run(
            "\(FullDiskNamespace.quoted(try ProgramRun.noteEntry.path)) --export \(FullDiskNamespace.quoted(out.path)) "
                + "--data-dir \(FullDiskNamespace.quoted(notes.path)) 2>\(FullDiskNamespace.quoted(errors.path))")
        XCTAssertEqual(run.status, 1, "a note that cannot be written is a failure")
        let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        XCTAssertTrue(message.contains("Big.md") && message.contains("No space left on device"), message)
        let listing = try disk.run("ls -A \(FullDiskNamespace.quoted(out.path))")
        XCTAssertEqual(listing.output, ["Small.md"], "the note that fitted, whole, and nothing else")
        XCTAssertEqual(
            try disk.run("cat \(FullDiskNamespace.quoted(out.appendingPathComponent("Small.md").path)); echo").output,
            ["# Small", "", "fits"])
    }

    /// Exported notes imported into an empty folder come back with their titles and bodies.
    func testAnExportImportsBackAsTheSameNotes() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let first = folder.file("first")
        let second = folder.file("second")
        let out = folder.file("export")
        let store = try NoteStore(directory: first)
        let contents = [("Groceries", "Milk\n\nEggs\n"), ("", "untitled body"), ("Café ☕", "# not a title\nbody")]
        for (title, body) in contents { try store.createNote(title: title, body: body) }
        XCTAssertEqual(try ProgramRun.noteEntry(["--export", out.path, "--data-dir", first.path]).status, 0)
        let imported = try ProgramRun.noteEntry(["--import", out.path, "--data-dir", second.path])
        XCTAssertEqual(imported.status, 0, imported.errorOutput)
        let notes = try NoteStore(directory: second).allNotes().map { "\($0.title)|\($0.body)" }.sorted()
        XCTAssertEqual(notes, ["Café ☕|# not a title\nbody", "Groceries|Milk\n\nEggs\n", "Untitled|untitled body"])
        let again = try ProgramRun.noteEntry(["--import", out.path, "--data-dir", second.path])
        XCTAssertEqual(again.status, 0, again.errorOutput)
        XCTAssertEqual(
            try NoteStore(directory: second).count(), 3, "importing the same files twice makes no note twice")
    }

    /// A folder of 40 Markdown files, note "n" written n minutes after the first (as `--export`
    /// dates each file with its note's last change), came into the list by file name, newest
    /// first: 9, 8, 7 … 40, 4, 39. Each note takes its file's date, so the window's list (the
    /// store's list order) is 40, 39 … 1.
    func testAFolderImportKeepsTheFilesOwnDatesInTheListsOrder() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let incoming = folder.file("incoming")
        try FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: true)
        let start = Date(timeIntervalSince1970: 1_795_939_200)
        for number in 1...40 {
            let file = incoming.appendingPathComponent("\(number).md")
            try Data("# \(number)\n\nbody \(number)\n".utf8).write(to: file)
            try FileManager.default.setAttributes(
                [.modificationDate: start.addingTimeInterval(Double(number) * 60)], ofItemAtPath: file.path)
        }
        let notes = folder.file("notes")
        let imported = try ProgramRun.noteEntry(["--import", incoming.path, "--data-dir", notes.path])
        XCTAssertEqual(imported.status, 0, imported.errorOutput)
        let store = try NoteStore(directory: notes)
        let titles = try store.listSummaries().map(\.title)
        XCTAssertEqual(titles, (1...40).reversed().map(String.init), "the window's list's order")
        let first = try XCTUnwrap(try store.allNotes().first { $0.title == "1" })
        XCTAssertEqual(first.updated.millisecondsSince1970, 1_795_939_260_000, "the file's date")
    }

    /// A note in a notebook is exported into a folder named after it ("Work/Report.md"), and
    /// importing the export files it back under a notebook of that name; a note in none stays
    /// at the top. A pin is not exported (a Markdown file has no place for it without front
    /// matter).
    func testAnExportKeepsNotebooksAsFoldersAndImportsThemBack() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let first = folder.file("first")
        let second = folder.file("second")
        let out = folder.file("export")
        let store = try NoteStore(directory: first)
        let work = try XCTUnwrap(try store.createNotebook(named: "Work"))
        try store.moveNote(id: try store.createNote(title: "Report", body: "draft").id, toNotebook: work.id)
        try store.createNote(title: "Loose", body: "in none")
        XCTAssertEqual(try ProgramRun.noteEntry(["--export", out.path, "--data-dir", first.path]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("Work/Report.md").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("Loose.md").path))
        let imported = try ProgramRun.noteEntry(["--import", out.path, "--data-dir", second.path])
        XCTAssertEqual(imported.status, 0, imported.errorOutput)
        let notes = try NoteStore(directory: second).allNotes().map { "\($0.title)|\($0.notebook?.name ?? "-")" }
        XCTAssertEqual(notes.sorted(), ["Loose|-", "Report|Work"])
    }

    /// A Gnote note file (its XML as Gnote 43 writes it, with bold, a link and a list) becomes
    /// a note: the title, the text as Markdown (bold, italic, a list, a link to a note as
    /// `[[title]]`), and Gnote's dates.
    func testAGnoteNoteFileIsImported() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = folder.file("0f6ad2d5-6c4e-4e7a-9d3e-1a2b3c4d5e6f.note")
        try Data(Self.gnoteNote.utf8).write(to: file)
        let run = try ProgramRun.noteEntry(["--import", file.path, "--data-dir", folder.file("notes").path])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        let notes = try NoteStore(directory: folder.file("notes")).allNotes()
        XCTAssertEqual(notes.map(\.title), ["Shopping & errands"])
        XCTAssertEqual(notes.first?.body, "Buy **milk** and *eggs*.\n- bread\n- call [[Mum]]\nDone 日本語")
        XCTAssertEqual(
            notes.first?.created.millisecondsSince1970, 1_795_939_200_000, "create-date 2026-11-29T08:00:00Z")
        XCTAssertEqual(
            notes.first?.updated.millisecondsSince1970, 1_796_033_730_123,
            "last-change-date 2026-11-30T10:15:30.123456Z")
    }

    /// A file that is not UTF-8, one that is not XML and a missing path are each named with the
    /// reason and leave the exit status 1; the good file beside them is imported.
    func testBadFilesAreNamedAndTheRestImported() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let good = folder.file("good.txt")
        let latin1 = folder.file("latin1.txt")
        let broken = folder.file("broken.note")
        try Data("kept".utf8).write(to: good)
        try Data([0x63, 0x61, 0x66, 0xE9]).write(to: latin1)
        try Data("<note><title>cut".utf8).write(to: broken)
        let run = try ProgramRun.noteEntry(
            [
                "--import", good.path, latin1.path, broken.path, folder.file("missing.md").path,
                "--data-dir", folder.file("notes").path,
            ], environment: ["LANGUAGE": "en"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errorOutput.contains("not importing '\(latin1.path)': it is not UTF-8 text"), run.errorOutput)
        XCTAssertTrue(
            run.errorOutput.contains("not importing '\(broken.path)': it is not well-formed XML"), run.errorOutput)
        XCTAssertTrue(
            run.errorOutput.contains("not importing '\(folder.file("missing.md").path)': No such file or directory"),
            run.errorOutput)
        XCTAssertEqual(
            try NoteStore(directory: folder.file("notes")).allNotes().map { "\($0.title)|\($0.body)" }, ["good|kept"])
    }

    /// The notes the real Gnote 43 writes (its first start's welcome notes, in a home folder of
    /// the test's, on a session bus of its own) import with their titles, text and dates; its
    /// bold and its links to other notes as Markdown.
    func testNotesWrittenByGnoteItselfAreImported() async throws {
        try Self.withRealGnote { folder, gnoteNotes, _ in
            let run = try ProgramRun.noteEntry(["--import", gnoteNotes.path, "--data-dir", folder.file("notes").path])
            XCTAssertEqual(run.status, 0, run.errorOutput)
            let notes = try NoteStore(directory: folder.file("notes")).allNotes()
            XCTAssertEqual(notes.map(\.title).sorted(), ["Start Here", "Using Links in Gnote"])
            let start = try XCTUnwrap(notes.first { $0.title == "Start Here" })
            XCTAssertTrue(start.body.hasPrefix("**Welcome to Gnote!**\n"), start.body)
            XCTAssertFalse(start.body.contains("<"), "no markup is left: \(start.body)")
            XCTAssertTrue(start.body.contains("We've created a note called [[Using Links in Gnote]]."), start.body)
            XCTAssertLessThan(
                abs(Double(start.created.millisecondsSince1970) / 1000 - Date().timeIntervalSince1970), 120,
                "Gnote's create-date, a moment ago")
        }
    }

    /// A note the real Gnote wrote with every kind of its formatting, in a notebook (set through
    /// its own D-Bus remote control, saved by Gnote) imports as the Markdown note-entry shows
    /// formatted, in that notebook.
    func testFormattingWrittenByGnoteItselfImportsAsMarkdown() async throws {
        try Self.withRealGnote { folder, gnoteNotes, bus in
            func remoteControl(_ method: String, _ arguments: [String]) throws -> String {
                let run = try ProgramRun.run(
                    URL(fileURLWithPath: "/usr/bin/gdbus"),
                    [
                        "call", "--session", "--dest", "org.gnome.Gnote", "--object-path",
                        "/org/gnome/Gnote/RemoteControl", "--method", "org.gnome.Gnote.RemoteControl.\(method)",
                    ] + arguments, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
                guard run.status == 0 else { throw TestPrecondition.notMet("Gnote's \(method): \(run.errorOutput)") }
                return run.output
            }
            let created = try remoteControl("CreateNamedNote", ["Formatted"])
            let uri = try XCTUnwrap(created.split(separator: "'").dropFirst().first.map(String.init), created)
            let content = """
                <note-content version="0.1" xmlns:link="http://beatniksoftware.com/tomboy/link" \
                xmlns:size="http://beatniksoftware.com/tomboy/size">Formatted
                <size:huge>Plan</size:huge>
                Some <bold>bold </bold>and <italic>it</italic> <strikethrough>gone</strikethrough> \
                <monospace>code</monospace> <highlight>hi</highlight> see <link:internal>Start Here</link:internal>
                <list><list-item dir="ltr">one <bold>two
                three</bold>
                </list-item><list-item dir="ltr">four</list-item></list></note-content>
                """
            XCTAssertEqual(try remoteControl("SetNoteContentsXml", [uri, content]), "(true,)\n")
            XCTAssertEqual(try remoteControl("AddTagToNote", [uri, "system:notebook:Work"]), "(true,)\n")
            let saved = MainLoop.waitOutcome(
                until: {
                    ((try? FileManager.default.contentsOfDirectory(atPath: gnoteNotes.path)) ?? []).contains { name in
                        guard name.hasSuffix(".note"),
                            let text = try? String(contentsOf: gnoteNotes.appendingPathComponent(name), encoding: .utf8)
                        else { return false }
                        return text.contains("<monospace>code</monospace>") && text.contains("system:notebook:Work")
                    }
                }, timeout: 30, "Gnote to save the formatted note")
            guard saved.isMet else { throw TestPrecondition.notMet("Gnote did not save the note in 30 s") }
            let run = try ProgramRun.noteEntry(["--import", gnoteNotes.path, "--data-dir", folder.file("notes").path])
            XCTAssertEqual(run.status, 0, run.errorOutput)
            let note = try XCTUnwrap(
                try NoteStore(directory: folder.file("notes")).allNotes().first { $0.title == "Formatted" })
            XCTAssertEqual(
                note.body,
                """
                # Plan
                Some **bold** and *it* ~~gone~~ `code` ==hi== see [[Start Here]]
                - one **two**
                **three**
                - four
                """)
            XCTAssertEqual(note.notebook?.name, "Work", "Gnote's notebook")
        }
    }

    /// Runs `test` with the real Gnote 43 started in a home folder of the test's, on a session
    /// bus of its own, once it wrote its welcome notes; `test` gets the scratch folder, Gnote's
    /// notes folder and the bus.
    @MainActor
    private static func withRealGnote(_ test: @MainActor (ScratchFolder, URL, SessionBus) throws -> Void) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let home = folder.file("home")
        let gnoteNotes = home.appendingPathComponent(".local/share/gnote")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/gnote") else {
            throw TestPrecondition.missing(
                "/usr/bin/gnote (Debian package gnote, installed by scripts/install-deps.sh)")
        }
        let bus = try SessionBus()
        defer { bus.stop() }
        let gnote = Process()
        gnote.executableURL = URL(fileURLWithPath: "/usr/bin/gnote")
        gnote.environment = ProcessInfo.processInfo.environment.merging(
            [
                "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
                "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path, "GSETTINGS_BACKEND": "memory",
                "NO_AT_BRIDGE": "1",
                "DBUS_SESSION_BUS_ADDRESS": bus.address,
            ]) { $1 }
        gnote.standardOutput = FileHandle.nullDevice
        gnote.standardError = FileHandle.nullDevice
        try gnote.run()
        defer {
            gnote.terminate()
            gnote.waitUntilExit()
        }
        let written = MainLoop.waitOutcome(
            until: {
                ((try? FileManager.default.contentsOfDirectory(atPath: gnoteNotes.path)) ?? []).filter {
                    $0.hasSuffix(".note")
                }.count >= 2
            }, timeout: 30, "Gnote to write its welcome notes")
        guard written.isMet else { throw TestPrecondition.notMet("Gnote 43 (/usr/bin/gnote) wrote no notes in 30 s") }
        try test(folder, gnoteNotes, bus)
    }

    private static let gnoteNote = """
        <?xml version="1.0" encoding="utf-8"?>
        <note version="0.3" xmlns:link="http://beatniksoftware.com/tomboy/link" xmlns:size="http://beatniksoftware.com/tomboy/size" xmlns="http://beatniksoftware.com/tomboy">
          <title>Shopping &amp; errands</title>
          <text xml:space="preserve"><note-content version="0.1">Shopping &amp; errands

        Buy <bold>milk</bold> and <italic>eggs</italic>.
        <list><list-item dir="ltr">bread
        </list-item><list-item dir="ltr">call <link:internal>Mum</link:internal>
        </list-item></list>Done 日本語</note-content></text>
          <last-change-date>2026-11-30T10:15:30.1234560+00:00</last-change-date>
          <create-date>2026-11-29T08:00:00.0000000+00:00</create-date>
          <tags>
            <tag>system:notebook:Home</tag>
          </tags>
          <open-on-startup>False</open-on-startup>
        </note>
        """
}
