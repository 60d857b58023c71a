// A folder given to `--import` may hold symbolic links planted by whoever shares or syncs it:
// none is followed, so a private file elsewhere never becomes a note (and from there reaches
// search, `--export` and any sync).
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

final class ImportedLinkTests: XCTestCase {
    /// `Recipe.md` and `Shopping.txt` linking to private files outside the folder, and a
    /// `.sqlite3` linking to a notes database outside it, are each named on standard error and
    /// not imported; the real note beside them is, and the status is 1 (before, the private
    /// files became notes and the status was 0).
    func testLinksInAnImportedFolderAreNamedAndNotFollowed() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let secret = folder.file("id_ed25519")
        try Data("-----BEGIN OPENSSH PRIVATE KEY-----".utf8).write(to: secret)
        let shadow = folder.file("shadow")
        try Data("root:$6$secret".utf8).write(to: shadow)
        let otherNotes = folder.file("other")
        try NoteStore(directory: otherNotes).createNote(title: "Other", body: "private note")
        try NoteStore(directory: otherNotes).checkpoint()

        let imported = folder.file("imported")
        try FileManager.default.createDirectory(at: imported, withIntermediateDirectories: true)
        try Data("# Real\n\nkept".utf8).write(to: imported.appendingPathComponent("Real.md"))
        let links = [
            ("Recipe.md", secret), ("Shopping.txt", shadow),
            ("notes.sqlite3", otherNotes.appendingPathComponent("notes.sqlite3")),
        ]
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(
                at: imported.appendingPathComponent(name), withDestinationURL: target)
        }
        let notes = folder.file("notes")
        let run = try ProgramRun.noteEntry(["--import", imported.path, "--data-dir", notes.path])
        XCTAssertEqual(run.status, 1, run.errorOutput)
        for (name, _) in links {
            XCTAssertTrue(
                run.errorOutput.contains(
                    "not importing '\(imported.appendingPathComponent(name).path)': it is a symbolic link"),
                run.errorOutput)
        }
        XCTAssertEqual(try NoteStore(directory: notes).allNotes().map { "\($0.title)|\($0.body)" }, ["Real|kept"])
    }
}
