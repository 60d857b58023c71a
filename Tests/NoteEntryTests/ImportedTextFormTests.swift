// Files another system wrote: Windows line endings and a byte order mark at the start, as
// Notepad and many sync tools leave them, import as the same notes as the plain forms.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

final class ImportedTextFormTests: XCTestCase {
    /// `# Shopping list\r\n\r\nmilk` is the title "Shopping list" and the body "milk" (before,
    /// the whole text was the title: Swift's "\r\n" is one Character, so splitting on "\n" never
    /// matched); a BOM `.md` keeps its heading as the title (before, the heading stayed in the
    /// body under the file name); a BOM `.txt` has no BOM in its body.
    func testWindowsLineEndingsAndAByteOrderMarkImportAsTheSameNotes() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let files = [
            ("crlf.md", "# Shopping list\r\n\r\nmilk"),
            ("bom.md", "\u{FEFF}# Plans\n\nTrip"),
            ("bom-crlf.md", "\u{FEFF}# Both\r\n\r\nat once\r\nsecond line"),
            ("bom.txt", "\u{FEFF}plain text"),
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.file(name)) }
        let notes = folder.file("notes")
        let run = try ProgramRun.noteEntry(["--import"] + files.map { folder.path($0.0) } + ["--data-dir", notes.path])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        XCTAssertEqual(
            try NoteStore(directory: notes).allNotes().map { "\($0.title)|\($0.body)" },
            ["Shopping list|milk", "Plans|Trip", "Both|at once\r\nsecond line", "bom|plain text"])
    }

    /// A Gnote `.note` file that starts with a byte order mark is imported (before: "it is not
    /// well-formed XML").
    func testAGnoteNoteWithAByteOrderMarkIsImported() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = folder.file("5a1e0c2b-0000-4000-8000-000000000001.note")
        let note = """
            \u{FEFF}<?xml version="1.0" encoding="utf-8"?>
            <note version="0.3" xmlns="http://beatniksoftware.com/tomboy">
              <title>Marked</title>
              <text xml:space="preserve"><note-content version="0.1">Marked

            with a byte order mark</note-content></text>
            </note>
            """
        try Data(note.utf8).write(to: file)
        let notes = folder.file("notes")
        let run = try ProgramRun.noteEntry(["--import", file.path, "--data-dir", notes.path])
        XCTAssertEqual(run.status, 0, run.errorOutput)
        XCTAssertEqual(
            try NoteStore(directory: notes).allNotes().map { "\($0.title)|\($0.body)" },
            ["Marked|with a byte order mark"])
    }
}
