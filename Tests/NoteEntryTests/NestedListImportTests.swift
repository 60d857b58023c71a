// A Gnote `.note` file whose lists are nested thousands deep: the note it imports as grows with
// the file, not with the square of its depth, and no note is larger than an import takes.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteEntryApp

final class NestedListImportTests: XCTestCase {
    /// 8,000 nested `<list>`s (a 376 KB file) import as a note a few times the file's size,
    /// within 10 s and 100 MB (before: a 64 MB note, 280 MB at the peak).
    func testDeeplyNestedListsImportAsANoteLinearInTheFile() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = folder.file("deep.note")
        let depth = 8_000
        let note =
            "<?xml version=\"1.0\"?>\n<note version=\"0.3\" xmlns=\"http://beatniksoftware.com/tomboy\">"
            + "<title>Deep</title><text xml:space=\"preserve\"><note-content version=\"0.1\">Deep\n"
            + String(repeating: "<list><list-item dir=\"ltr\">x", count: depth)
            + String(repeating: "</list-item></list>", count: depth) + "</note-content></text></note>\n"
        try Data(note.utf8).write(to: file)
        let notes = folder.file("notes")
        let usage = folder.file("usage.txt")
        let time = URL(fileURLWithPath: "/usr/bin/time")
        guard FileManager.default.isExecutableFile(atPath: time.path) else {
            throw TestPrecondition.missing("/usr/bin/time (Debian package time, installed by scripts/install-deps.sh)")
        }
        let run = try ProgramRun.noteEntry(
            via: time,
            [
                "-o", usage.path, "-f", "%e %M", try ProgramRun.noteEntry.path, "--import", file.path, "--data-dir",
                notes.path,
            ])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        let figures = try String(contentsOf: usage, encoding: .utf8).split(whereSeparator: \.isWhitespace)
        let seconds = try XCTUnwrap(figures.first.flatMap { Double($0) }, "time(1) wrote no figures")
        let peakKilobytes = try XCTUnwrap(figures.last.flatMap { Int($0) }, "time(1) wrote no figures")
        XCTAssertLessThan(seconds, 10, "the import took \(seconds) s")
        XCTAssertLessThan(peakKilobytes, 100 * 1024, "the import's peak memory was \(peakKilobytes) KB")
        let imported = try XCTUnwrap(try NoteStore(directory: notes).allNotes().first)
        XCTAssertEqual(imported.title, "Deep")
        XCTAssertLessThan(
            imported.body.utf8.count, 2 * note.utf8.count, "the note is \(imported.body.utf8.count) bytes")
        // The tenth level is indented as the ninth: the indent is bounded.
        let indent = String(repeating: " ", count: 2 * GnoteNoteFile.deepestIndentedLevel)
        XCTAssertTrue(imported.body.hasPrefix("- x  - x"), String(imported.body.prefix(40)))
        XCTAssertTrue(imported.body.contains("x\(indent)- x\(indent)- x"), String(imported.body.prefix(200)))
        XCTAssertFalse(imported.body.contains(indent + "  -"), String(imported.body.prefix(200)))
    }

    /// A note whose text would pass the largest size imported is refused with that reason,
    /// read no further than the limit.
    func testANoteWhoseTextPassesTheLimitIsRefused() throws {
        let items =
            String(repeating: "<list>", count: 20) + String(repeating: "<list-item/>", count: 1_000)
            + String(repeating: "</list>", count: 20)
        let text = "<note><title>Wide</title><text><note-content>Wide\n\(items)</note-content></text></note>"
        XCTAssertThrowsError(try GnoteNoteFile(parsing: text, largestText: 10_000)) { error in
            XCTAssertTrue("\(error)".hasPrefix("its text is larger than"), "\(error)")
        }
        XCTAssertNoThrow(try GnoteNoteFile(parsing: text, largestText: 100_000))
    }
}
