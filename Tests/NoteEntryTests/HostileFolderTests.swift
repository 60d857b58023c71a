// The real note-entry executable against notes folders set up to turn it against its owner, as
// another local user or a careless script would (issue 14): it refuses, names the path, and
// leaves everything as it found it; `--list` never changes anything and never hides damage.
//
// Cross-user cases are real uids: root plants files and gives them to nobody (65534), or root
// plants and a copy of note-entry runs as nobody (`AnotherUserLaunch`).
import CGtk
import Foundation
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp
@testable import NoteStore

final class HostileFolderTests: MainActorTestCase {
    static let nobody = AnotherUserLaunch.uid

    // MARK: 1. Folders and files of another user, or writable by others

    /// The issue's attack: another user pre-creates the folder 0777 and the database 0666.
    func testFolderAndDatabasePlantedByAnotherUserAreRefused() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let planted = place.file("notes")
        try Self.plantNotes(1, in: planted)
        let database = planted.appendingPathComponent(NoteStoreLocation.databaseFileName)
        chmod(planted.path, 0o777)
        chmod(database.path, 0o666)
        XCTAssertEqual(chown(planted.path, Self.nobody, Self.nobody), 0)
        XCTAssertEqual(chown(database.path, Self.nobody, Self.nobody), 0)
        let before = try Self.snapshot(planted)
        let list = try ProgramRun.noteEntry(["--list", "--data-dir", planted.path])
        XCTAssertEqual(list.status, 1, list.output)
        XCTAssertEqual(list.output, "")
        XCTAssertTrue(
            list.errorOutput.contains(planted.path) && list.errorOutput.contains("another user"), list.errorOutput)
        let window = try Self.openWindowOnce(planted, picture: place.file("window.png"))
        XCTAssertEqual(window.status, 0, window.errorOutput)
        XCTAssertEqual(try Self.snapshot(planted), before, "the window wrote nothing into the planted folder")
        XCTAssertEqual(Self.mode(database.path), 0o666, "never chmod-ed")
    }

    /// The same attack with the roles real: root plants, the victim is uid 65534 running note-entry.
    func testVictimRunningAsAnotherUserRefusesAFolderRootPlanted() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        chmod(place.url.path, 0o755)
        let planted = place.file("notes")
        try Self.plantNotes(1, in: planted)
        chmod(planted.path, 0o777)
        chmod(planted.appendingPathComponent(NoteStoreLocation.databaseFileName).path, 0o666)
        let before = try Self.snapshot(planted)
        let launch = try AnotherUserLaunch(copying: try ProgramRun.noteEntry)
        defer { launch.remove() }
        let (executable, arguments) = launch.command(["--list", "--data-dir", planted.path])
        let list = try ProgramRun.noteEntry(via: executable, arguments)
        XCTAssertEqual(list.status, 1, list.output)
        XCTAssertEqual(list.output, "", "nothing of root's planted notes is shown as the victim's")
        XCTAssertTrue(
            list.errorOutput.contains(planted.path) && list.errorOutput.contains("another user (uid 0)"),
            list.errorOutput)
        XCTAssertEqual(try Self.snapshot(planted), before)
    }

    func testFolderOfOurOwnThatOthersMayWriteIsRefusedAndKeepsItsMode() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let open = place.file("notes")
        try FileManager.default.createDirectory(at: open, withIntermediateDirectories: false)
        chmod(open.path, 0o777)
        let list = try ProgramRun.noteEntry(["--list", "--data-dir", open.path])
        XCTAssertEqual(list.status, 1, list.output)
        XCTAssertTrue(list.errorOutput.contains(open.path) && list.errorOutput.contains("mode 777"), list.errorOutput)
        _ = try Self.openWindowOnce(open, picture: place.file("window.png"))
        XCTAssertEqual(Self.mode(open.path), 0o777, "never chmod-ed")
        XCTAssertEqual(try Self.snapshot(open), [:], "no database created in it")
    }

    // MARK: 2. Symbolic links and other programs' databases

    func testLinkedDatabaseIsNeverFollowed() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let outside = place.file("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: false)
        let missing = outside.appendingPathComponent("created-by-following.sqlite3")
        let textFile = outside.appendingPathComponent("system.conf")
        try Data("setting = value\n".utf8).write(to: textFile)
        chmod(textFile.path, 0o644)
        let otherProgram = outside.appendingPathComponent("other.sqlite3")
        try Self.plantOtherProgramsDatabase(at: otherProgram)
        for (index, target) in [missing, textFile, otherProgram].enumerated() {
            let notes = place.file("notes-\(index)")
            try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: false)
            let link = notes.appendingPathComponent(NoteStoreLocation.databaseFileName)
            XCTAssertEqual(symlink(target.path, link.path), 0)
            let before = try Self.snapshot(outside)
            let list = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
            XCTAssertEqual(list.status, 1, "\(target.lastPathComponent): \(list.output)")
            XCTAssertTrue(
                list.errorOutput.contains(link.path) && list.errorOutput.contains("symbolic link"), list.errorOutput)
            _ = try Self.openWindowOnce(notes, picture: place.file("window.png"))
            XCTAssertEqual(
                try Self.snapshot(outside), before, "\(target.lastPathComponent): the link's target is untouched")
            XCTAssertEqual(Self.mode(textFile.path), 0o644)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
    }

    func testAnotherProgramsDatabaseInTheFolderIsLeftUntouched() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let notes = place.file("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: false)
        try Self.plantOtherProgramsDatabase(at: notes.appendingPathComponent(NoteStoreLocation.databaseFileName))
        let before = try Self.snapshot(notes)
        let list = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
        XCTAssertEqual(list.status, 1, list.output)
        XCTAssertTrue(list.errorOutput.contains("is not a notes database"), list.errorOutput)
        _ = try Self.openWindowOnce(notes, picture: place.file("window.png"))
        XCTAssertEqual(try Self.snapshot(notes), before, "no WAL switch, no notes table, no new user_version")
    }

    // MARK: 3 and 5. --list only reads, and says when it cannot

    func testListOfAFileADeviceOrProcIsAnError() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let plain = place.file("plain.txt")
        try Data("not a folder".utf8).write(to: plain)
        for folder in [place.file("does-not-exist").path, plain.path, "/dev/null", "/proc"] {
            let list = try ProgramRun.noteEntry(["--list", "--data-dir", folder])
            XCTAssertEqual(list.status, 1, "\(folder): \(list.output)")
            XCTAssertEqual(list.output, "", folder)
            XCTAssertTrue(list.errorOutput.contains(folder), "\(folder): \(list.errorOutput)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: place.url.path), ["plain.txt"])
    }

    /// Before the first run the default folder does not exist: nothing to list, not an error.
    func testListBeforeTheFirstRunPrintsNothingAndCreatesNothing() async throws {
        let home = try ScratchFolder()
        defer { home.remove() }
        let list = try ProgramRun.noteEntry(["--list"], environment: ["HOME": home.url.path, "XDG_DATA_HOME": ""])
        XCTAssertEqual(list.status, 0, list.errorOutput)
        XCTAssertEqual(list.output, "")
        XCTAssertEqual(list.errorOutput, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: home.url.path), [])
    }

    // MARK: 4. Salvage

    /// One flipped byte in the header: --list reports the damage and changes nothing; the window
    /// moves the file aside and brings every note back; --list then prints them all.
    func testWindowRecoversEveryNoteOfADatabaseWithAFlippedHeaderByte() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let notes = place.file("notes")
        let planted = try Self.plantNotes(61, in: notes)
        try Self.flipPageCountByte(in: notes)
        let damaged = try Self.snapshot(notes)
        let before = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
        XCTAssertEqual(before.status, 1, before.output)
        XCTAssertTrue(before.errorOutput.contains("is damaged"), before.errorOutput)
        XCTAssertEqual(try Self.snapshot(notes), damaged, "--list moved, created or repaired nothing")
        let window = try Self.openWindowOnce(notes, picture: place.file("window.png"))
        XCTAssertEqual(window.status, 0, window.errorOutput)
        let after = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
        XCTAssertEqual(after.status, 0, after.errorOutput)
        XCTAssertEqual(try Self.titles(after.output), planted.map(\.title), "all 61 notes, in order")
        let movedAside = try FileManager.default.contentsOfDirectory(atPath: notes.path).filter {
            $0.contains(".corrupt-")
        }
        XCTAssertEqual(movedAside.count, 1, "\(movedAside)")
        XCTAssertEqual(try Data(contentsOf: notes.appendingPathComponent(movedAside[0])), damaged["notes.sqlite3"])
    }

    /// The report stays in the window at every start until the user closes it.
    func testSalvageReportIsShownAtEveryStartUntilTheUserClosesIt() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let notes = place.file("notes")
        try Self.plantNotes(12, in: notes)
        try Self.flipPageCountByte(in: notes)
        for start in 1...2 {
            let window = try OpenWindow(directory: notes, folder: try ScratchFolder())
            defer {
                window.close()
                window.folder.remove()
            }
            XCTAssertTrue(window.main.errorBar.isShown, "start \(start): the report is shown")
            XCTAssertTrue(
                window.main.errorBar.message.contains("12") && window.main.errorBar.message.contains(".corrupt-"),
                window.main.errorBar.message)
            XCTAssertEqual(window.main.list.summaries.count, 12, "start \(start): the recovered notes are listed")
            if start == 2 {
                gtk_info_bar_response(
                    UnsafeMutablePointer<GtkInfoBar>(OpaquePointer(window.main.errorBar.widget)),
                    GTK_RESPONSE_CLOSE.rawValue)
                XCTAssertFalse(window.main.errorBar.isShown)
            }
        }
        let window = try OpenWindow(directory: notes, folder: try ScratchFolder())
        defer {
            window.close()
            window.folder.remove()
        }
        XCTAssertFalse(window.main.errorBar.isShown, "closed once, not shown again")
    }

    // MARK: 6. Paths are bytes

    /// `caf\xE9` (Latin-1 é) holding 61 notes: --list shows them, the window uses that folder and
    /// no `caf\xEF\xBF\xBD` appears. Process's arguments are Strings, so a shell passes the byte.
    func testFolderNameThatIsNotUTF8IsUsedAsGiven() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let folder = FileSystemPath(place.url).appending(FileSystemPath(bytes: Array("caf".utf8) + [0xE9]))
        let planted = try Self.plantNotes(61, inFolder: folder)
        let noteEntry = try ProgramRun.noteEntry.path
        let listed = try ProgramRun.noteEntry(
            via: URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"dir=$(printf '%s/caf\351' "$1"); exec "$0" --list --data-dir "$dir""#, noteEntry, place.url.path])
        XCTAssertEqual(listed.status, 0, listed.errorOutput)
        XCTAssertEqual(try Self.titles(listed.output), planted.map(\.title))
        let picture = place.file("window.png")
        let window = try ProgramRun.noteEntry(
            via: URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", #"dir=$(printf '%s/caf\351' "$1"); exec "$0" --screenshot "$2" --data-dir "$dir""#, noteEntry,
                place.url.path, picture.path,
            ])
        XCTAssertEqual(window.status, 0, window.errorOutput)
        let names = try FileManager.default.contentsOfDirectory(atPath: place.url.path).sorted()
        XCTAssertEqual(names.count, 2, "only caf\\xE9 and the picture, no repaired twin: \(names)")
    }

    func testDefaultFolderUnderANonUTF8DataHomeIsUsedAsGiven() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let dataHome = FileSystemPath(place.url).appending(FileSystemPath(bytes: Array("caf".utf8) + [0xE9]))
        let planted = try Self.plantNotes(3, inFolder: dataHome.appending(NoteStoreLocation.folderName))
        let listed = try ProgramRun.noteEntry(
            via: URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", #"XDG_DATA_HOME=$(printf '%s/caf\351' "$1") exec "$0" --list"#, try ProgramRun.noteEntry.path,
                place.url.path,
            ])
        XCTAssertEqual(listed.status, 0, listed.errorOutput)
        XCTAssertEqual(try Self.titles(listed.output), planted.map(\.title))
    }

    /// `--screenshot caf\xE9.png`: the picture is written under that name, whole and owner-only,
    /// and nothing else is left beside it (the picture went to a temporary `caf\u{FFFD}.png.XXXXXX`
    /// of mode 644, never renamed, and an empty file took the name).
    func testScreenshotFileNameThatIsNotUTF8IsWrittenAsGiven() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let picture = FileSystemPath(place.url).appending(
            FileSystemPath(bytes: Array("caf".utf8) + [0xE9, 0x2E, 0x70, 0x6E, 0x67]))
        defer { picture.withCString { _ = unlink($0) } }
        try Self.plantNotes(1, in: place.file("notes"))
        let run = try ProgramRun.noteEntry(
            via: URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", #"cd "$1" && exec "$0" --screenshot "$(printf 'caf\351.png')" --data-dir notes"#,
                try ProgramRun.noteEntry.path, place.url.path,
            ])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        var status = stat()
        XCTAssertEqual(picture.withCString { lstat($0, &status) }, 0, "no file caf\\351.png")
        XCTAssertEqual(status.st_mode & 0o777, 0o600)
        var error: UnsafeMutablePointer<GError>?
        let pixbuf = picture.withCString { gdk_pixbuf_new_from_file($0, &error) }
        XCTAssertNotNil(pixbuf, "caf\\351.png is not a readable picture (\(status.st_size) bytes)")
        pixbuf.map { g_object_unref(UnsafeMutableRawPointer($0)) }
        let names = try FileManager.default.contentsOfDirectory(atPath: place.url.path)
        XCTAssertEqual(names.filter { $0 != "notes" }.count, 1, "the picture alone beside the notes: \(names)")
    }

    // MARK: 7. Screenshots show note text: owner-only

    func testScreenshotIsOwnerOnlyUnderAPermissiveUmask() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let picture = place.file("window.png")
        let run = try ProgramRun.noteEntry(
            via: URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", #"umask 000 && exec "$0" --screenshot "$1" --data-dir "$2""#, try ProgramRun.noteEntry.path,
                picture.path, place.file("notes").path,
            ])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        XCTAssertEqual(Self.mode(picture.path), 0o600)
    }

    func testScreenshotReplacesALinkInsteadOfWritingThroughIt() async throws {
        let place = try ScratchFolder()
        defer { place.remove() }
        let target = place.file("public.txt")
        try Data("world-readable\n".utf8).write(to: target)
        chmod(target.path, 0o644)
        let picture = place.file("window.png")
        XCTAssertEqual(symlink(target.path, picture.path), 0)
        let run = try Self.openWindowOnce(place.file("notes"), picture: picture)
        XCTAssertEqual(run.status, 0, run.errorOutput)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "world-readable\n")
        var status = stat()
        XCTAssertEqual(lstat(picture.path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFREG, "the link was replaced by the picture")
        XCTAssertEqual(status.st_mode & 0o777, 0o600)
    }

    // MARK: Helpers

    /// Opens the window on `folder` once, as a user starting the app would, via `--screenshot`.
    static func openWindowOnce(_ folder: URL, picture: URL) throws -> ProgramRun {
        try ProgramRun.noteEntry(["--screenshot", picture.path, "--data-dir", folder.path])
    }

    /// `count` notes in a (new) notes folder at `url`, all in the main file; returns them.
    @discardableResult
    static func plantNotes(_ count: Int, in url: URL) throws -> [Note] {
        try plantNotes(count, inFolder: FileSystemPath(url))
    }

    @discardableResult
    static func plantNotes(_ count: Int, inFolder folder: FileSystemPath) throws -> [Note] {
        // The last connection closing checkpoints the -wal into the file and removes it.
        let store = try NoteStore(directoryPath: folder)
        return try (0..<count).map {
            try store.createNote(title: "note \($0)", body: "body of note \($0)\nsecond line")
        }
    }

    /// Flips the high byte of the header's page count (offset 28), the issue's one-byte damage.
    static func flipPageCountByte(in folder: URL) throws {
        let database = folder.appendingPathComponent(NoteStoreLocation.databaseFileName)
        var bytes = try Data(contentsOf: database)
        bytes[28] ^= 0xFF
        try bytes.write(to: database)
    }

    /// An SQLite database of another program: its own table and user_version, rollback journal.
    static func plantOtherProgramsDatabase(at url: URL) throws {
        let other = try SQLiteDatabase(path: url.path)
        try other.execute(
            """
            CREATE TABLE bookmarks (url TEXT); INSERT INTO bookmarks VALUES ('https://example.org');
            PRAGMA user_version = 7;
            """)
    }

    /// Every file in `folder` and its bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    static func mode(_ path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    /// The titles of `--list` output, in order.
    static func titles(_ listing: String) throws -> [String] {
        try listing.split(separator: "\n").map { line in
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try XCTUnwrap(object["title"] as? String)
        }
    }
}
