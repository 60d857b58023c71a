// The real `note-entry` executable, run as a user or a script would.
import CGtk
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

final class ExecutableTests: XCTestCase {
    func testHelpPrintsUsageAndSucceeds() throws {
        let run = try ProgramRun.noteEntry(["--help"], environment: ["DISPLAY": ""])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.output.hasPrefix("Usage: note-entry"), run.output)
        XCTAssertTrue(run.output.contains("--list"))
    }

    /// `--import` takes a copy of a notes database (a sync tool's conflict copy) as well as note
    /// files, and the help says so, as the README does.
    func testHelpNamesEveryKindOfFileImported() throws {
        let run = try ProgramRun.noteEntry(["--help"], environment: ["DISPLAY": "", "LANGUAGE": "en"])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        let importing = run.output.components(separatedBy: "--import PATH...").last ?? ""
        let description = importing.components(separatedBy: "--screenshot").first ?? ""
        for kind in [".note", ".md", ".txt", ".sqlite3"] {
            XCTAssertTrue(description.contains(kind), "--import's help lacks \(kind): \(run.output)")
        }
    }

    /// `--version` prints the version the build ships (build-aux/install.mk's `PACKAGE_VERSION`).
    func testVersionIsTheShippedVersion() throws {
        let run = try ProgramRun.noteEntry(["--version"], environment: ["DISPLAY": ""])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.output, "note-entry \(try ShippedVersion.read())\n")
    }

    func testBadOptionAndMissingValueExitWithTwo() throws {
        let unknown = try ProgramRun.noteEntry(["--bogus"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.errorOutput.contains("unknown option --bogus"), unknown.errorOutput)
        XCTAssertEqual(unknown.output, "")
        let missing = try ProgramRun.noteEntry(["--list", "--data-dir"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.errorOutput.contains("--data-dir needs a value"), missing.errorOutput)
    }

    /// Under LANGUAGE=ja a refused command line is answered in Japanese, as the window speaks
    /// (it was English whatever the language).
    func testCommandLineMessagesSpeakTheUsersLanguage() throws {
        try TranslationCatalogues.prepare()
        let japanese = ["LANGUAGE": "ja", "LC_ALL": "C.UTF-8"]
        let unknown = try ProgramRun.noteEntry(["--bogus"], environment: japanese)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.errorOutput.contains("不明なオプション --bogus"), unknown.errorOutput)
        XCTAssertTrue(unknown.errorOutput.contains("詳しくは 'note-entry --help' を実行してください。"), unknown.errorOutput)
        let missing = try ProgramRun.noteEntry(["--list", "--data-dir"], environment: japanese)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.errorOutput.contains("オプション --data-dir には値が必要です"), missing.errorOutput)
    }

    /// `--help` under LANGUAGE=ja and zh_TW is in that language, the commands and options as
    /// they are typed (it was English whatever the language).
    func testHelpSpeaksTheUsersLanguage() throws {
        try TranslationCatalogues.prepare()
        let english = try ProgramRun.noteEntry(["--help"], environment: ["LANGUAGE": "en", "LC_ALL": "C.UTF-8"])
        for (language, usage, helpLine) in [
            (
                "ja", "使い方: note-entry [--data-dir DIR] [--sync-folder FOLDER]",
                "  -h, --help              このヘルプを表示して終了します"
            ),
            ("zh_TW", "用法: note-entry [--data-dir DIR] [--sync-folder FOLDER]", "  -h, --help              顯示此說明後結束"),
        ] {
            let help = try ProgramRun.noteEntry(["--help"], environment: ["LANGUAGE": language, "LC_ALL": "C.UTF-8"])
            XCTAssertEqual(help.status, 0, help.errorOutput)
            let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(lines.first, usage, help.output)
            XCTAssertTrue(lines.contains(helpLine), help.output)
            XCTAssertTrue(lines.contains { $0.hasSuffix(" note-entry --list [--trash] [--data-dir DIR]") }, help.output)
            for englishLine in english.output.split(separator: "\n") where englishLine.contains(" the ") {
                XCTAssertFalse(help.output.contains(englishLine), "left in English under \(language): \(englishLine)")
            }
        }
    }

    func testWithoutADisplayTheWindowFailsClearly() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let run = try ProgramRun.noteEntry(
            ["--data-dir", folder.url.path], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errorOutput.contains("cannot open the display"), run.errorOutput)
    }

    func testListPrintsEveryNoteAsJSONWithoutADisplay() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = try NoteStore(directory: folder.url)
        let first = try store.createNote(title: "Groceries", body: "Milk\nEggs \"free range\"")
        let second = try store.createNote(title: "", body: "日本語のノート 🙂")
        let run = try ProgramRun.noteEntry(["--list", "--data-dir", folder.url.path], environment: ["DISPLAY": ""])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        let lines = run.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, run.output)
        let objects = try lines.map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(Set(objects[0].keys), ["id", "title", "body", "updated", "notebook", "pinned"])
        XCTAssertTrue(objects[0]["notebook"] is NSNull, "in no notebook")
        XCTAssertEqual(objects[0]["pinned"] as? Bool, false)
        XCTAssertEqual((objects[0]["id"] as? NSNumber)?.int64Value, first.id)
        XCTAssertEqual(objects[0]["title"] as? String, "Groceries")
        XCTAssertEqual(objects[0]["body"] as? String, first.body)
        XCTAssertEqual((objects[1]["id"] as? NSNumber)?.int64Value, second.id)
        XCTAssertEqual(objects[1]["body"] as? String, "日本語のノート 🙂")
        XCTAssertNotNil(objects[1]["updated"] as? String)
    }

    /// A note whose stored bytes are not UTF-8 cannot travel in JSON exactly: `--list` still
    /// prints every note, names that one on standard error and exits 1, so a backup made from
    /// it is never silently lossy (it exited 0 with U+FFFD in place of the bytes).
    func testListOfANoteThatIsNotUTF8NamesItAndFails() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = try NoteStore(directory: folder.url)
        let exact = try store.createNote(title: "Exact", body: "plain")
        let inexact = try store.createNote(title: "placeholder", body: "placeholder")
        try SQLiteProbe.plant(
            database: folder.file("notes.sqlite3"), id: inexact.id, title: Array("Latin-1".utf8),
            body: Array("caf".utf8) + [0xE9])
        let run = try ProgramRun.noteEntry(["--list", "--data-dir", folder.url.path], environment: ["DISPLAY": ""])
        XCTAssertEqual(run.status, 1, "a lossy listing must not look like success")
        XCTAssertTrue(
            run.errorOutput.contains("notes \(inexact.id) hold bytes that are not valid UTF-8"), run.errorOutput)
        XCTAssertEqual(run.output.split(separator: "\n").count, 2, "every note is still printed: \(run.output)")
        XCTAssertTrue(run.output.contains("\"title\":\"\(exact.title)\""), run.output)
    }

    /// `note-entry --list > backup.jsonl` on a full disk (/dev/full) is an error, never an exit
    /// status of 0 over a listing that was not written (the write's failure was ignored).
    func testListThatCannotBeWrittenIsAnError() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try NoteStore(directory: folder.url).createNote(title: "Kept", body: "only here")
        let run = try ProgramRun.noteEntry(
            via: URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"exec "$0" --list --data-dir "$1" > /dev/full"#, try ProgramRun.noteEntry.path, folder.url.path],
            environment: ["LANGUAGE": "en"])
        XCTAssertEqual(run.status, 1, "a listing that was not written must not look like success")
        XCTAssertTrue(run.errorOutput.contains(String(cString: strerror(ENOSPC))), run.errorOutput)
    }

    /// A typo in `--data-dir` must not look like an empty notebook to a backup script.
    func testListOfAFolderThatDoesNotExistIsAnErrorAndCreatesNothing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let notes = folder.file("never-used")
        let run = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
        XCTAssertEqual(run.status, 1, run.errorOutput)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(
            run.errorOutput.contains(notes.path) && run.errorOutput.contains("does not exist"), run.errorOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: notes.path))
    }

    func testScreenshotWritesAPictureOfTheWindow() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let store = try NoteStore(directory: folder.url)
        try store.createNote(title: "Screenshot note", body: "A body to look at.")
        let picture = folder.file("window.png")
        let run = try ProgramRun.noteEntry(["--screenshot", picture.path, "--data-dir", folder.url.path])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        XCTAssertEqual(run.output, "note-entry: ready\n")
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: picture.path)[.size] as? Int)
        XCTAssertGreaterThan(size, 1000)

        var error: UnsafeMutablePointer<GError>?
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new_from_file(picture.path, &error), "not a readable picture")
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        XCTAssertGreaterThanOrEqual(gdk_pixbuf_get_width(pixbuf), 800)
        XCTAssertGreaterThanOrEqual(gdk_pixbuf_get_height(pixbuf), 500)
        XCTAssertGreaterThan(Self.distinctColours(in: pixbuf), 10, "the picture is (nearly) one flat colour")
    }

    /// How many different colours the picture has (sampling every 4th pixel of every 4th row).
    private static func distinctColours(in pixbuf: OpaquePointer) -> Int {
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        guard let pixels = gdk_pixbuf_get_pixels(pixbuf) else { return 0 }
        var colours = Set<UInt32>()
        for y in Swift.stride(from: 0, to: height, by: 4) {
            for x in Swift.stride(from: 0, to: width, by: 4) {
                let pixel = pixels + y * stride + x * channels
                colours.insert(UInt32(pixel[0]) << 16 | UInt32(pixel[1]) << 8 | UInt32(pixel[2]))
            }
        }
        return colours.count
    }
}
