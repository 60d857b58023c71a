// The sync folder through the real note-entry: what is typed in the window reaches the folder
// soon after its save and before the app quits, another computer's file reaches the open window
// and its editor, and `--sync` says plainly when there is nothing to sync with.
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

@testable import NoteEntryApp

final class SyncFolderAppTests: XCTestCase {
    /// The text of every note file in `folder`, joined.
    private static func folderText(_ folder: URL) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
    }

    /// Waits, running the main loop, until `condition` holds, at most `timeout` seconds.
    @MainActor
    private static func wait(timeout: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline { return false }
            MainLoop.run(for: 0.05)
        }
        return true
    }

    func testWhatIsTypedReachesTheFolderSoonAfterItsSaveAndTheLastWordsBeforeQuitting() throws {
        try NoLossScenario.run { scenario in
            let sync = scenario.folder.file("Sync")
            try FileManager.default.createDirectory(at: sync, withIntermediateDirectories: true)
            let app = try scenario.start(arguments: ["--sync-folder", sync.path])
            RealInput.type("typed on this computer")
            XCTAssertTrue(
                Self.wait(timeout: 10) { Self.folderText(sync).contains("typed on this computer") },
                "the typed text never reached the sync folder: \(Self.folderText(sync))")
            // Typed and quit at once: the pass a second after the save never comes.
            RealInput.type(", and the last words")
            XCTAssertTrue(app.quit(with: SIGTERM), "note-entry did not quit within 10 s of SIGTERM")
            XCTAssertTrue(
                Self.folderText(sync).contains("typed on this computer, and the last words"),
                "the words typed just before quitting are not in the folder: \(Self.folderText(sync))")
            XCTAssertTrue(FileManager.default.fileExists(atPath: sync.appendingPathComponent(".note-entry-sync").path))
        }
    }

    func testAnotherComputersChangeReachesTheOpenWindowAndItsEditor() throws {
        try NoLossScenario.run { scenario in
            let sync = scenario.folder.file("Sync")
            let other = scenario.folder.file("other-computer")
            try FileManager.default.createDirectory(at: sync, withIntermediateDirectories: true)
            let note = scenario.folder.file("plan.md")
            try Data("# Plan\n\nfirst line".utf8).write(to: note)
            XCTAssertEqual(
                try ProgramRun.noteEntry(["--import", note.path, "--data-dir", scenario.notes.path]).status, 0)
            let app = try scenario.start(arguments: ["--sync-folder", sync.path])
            XCTAssertTrue(Self.wait(timeout: 10) { Self.folderText(sync).contains("first line") }, "never written")
            // The other computer takes the folder's note, changes it, and syncs it back.
            let environment = scenario.environment
            func otherComputer(_ arguments: [String]) throws -> ProgramRun {
                try ProgramRun.noteEntry(arguments + ["--data-dir", other.path], environment: environment)
            }
            XCTAssertEqual(try otherComputer(["--sync", "--sync-folder", sync.path]).status, 0)
            _ = try SQLiteProbe.run(
                "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); "
                    + "c.execute(\"UPDATE notes SET body = 'changed on the other computer'\"); c.commit()",
                [other.appendingPathComponent("notes.sqlite3").path])
            XCTAssertEqual(try otherComputer(["--sync"]).status, 0)
            let arrived = try scenario.waitForNotes(timeout: 10) {
                $0.map(\.body) == ["changed on the other computer"]
            }
            XCTAssertTrue(arrived.met, "the open window's store never took the file: \(arrived.notes)")
            // The editor shows it: typing at its end saves into the note, not into a copy of an
            // older text.
            let x = try XClient()
            x.clickInNoteBody(of: try x.window(ofProcess: app.process.processIdentifier))
            RealInput.press("Ctrl+End")
            RealInput.type(" + here")
            XCTAssertTrue(app.quit(with: SIGTERM))
            XCTAssertEqual(try scenario.list().map(\.body), ["changed on the other computer + here"])
        }
    }

    /// A folder the app cannot write is said once on standard error (and in the bar), not at
    /// every pass a save asks for; once writable, the notes go out.
    func testAnUnwritableFolderIsSaidOnceNotAtEveryPass() throws {
        try NoLossScenario.run { scenario in
            let sync = scenario.folder.file("Sync")
            try FileManager.default.createDirectory(at: sync, withIntermediateDirectories: true)
            chmod(sync.path, 0o500)
            defer { chmod(sync.path, 0o700) }
            let app = try RunningApp(
                notes: scenario.notes, folder: scenario.folder, environment: scenario.environment,
                arguments: ["--sync-folder", sync.path], respectingFileModes: true)
            defer { app.stop() }
            let said = { app.errorOutput.components(separatedBy: "cannot write").count - 1 }
            XCTAssertTrue(Self.wait(timeout: 10) { said() > 0 }, "never said: \(app.errorOutput)")
            // Three saves, each asking for a pass a second later.
            for word in ["one", " two", " three"] {
                RealInput.type(word)
                let saved = try scenario.waitForNotes(timeout: 10) { $0.first?.body.hasSuffix(word) == true }
                XCTAssertTrue(saved.met, "not saved: \(saved.notes)")
            }
            XCTAssertFalse(
                Self.wait(timeout: NoteSync.afterSaveSeconds * 3) { said() > 1 },
                "said again at a later pass: \(app.errorOutput)")
            chmod(sync.path, 0o700)
            RealInput.type(" four")
            XCTAssertTrue(
                Self.wait(timeout: 10) { Self.folderText(sync).contains("one two three four") },
                "the notes never went out once the folder was writable: \(Self.folderText(sync))")
        }
    }

    func testTheSyncCommandSaysWhenThereIsNoFolderOrItIsNotThere() throws {
        try NoLossScenario.run { scenario in
            let none = try ProgramRun.noteEntry(["--sync", "--data-dir", scenario.notes.path])
            XCTAssertEqual(none.status, 1)
            XCTAssertTrue(none.errorOutput.contains("no sync folder"), none.errorOutput)
            let sync = scenario.folder.file("Stick")
            try FileManager.default.createDirectory(at: sync, withIntermediateDirectories: true)
            let note = scenario.folder.file("safe.md")
            try Data("kept".utf8).write(to: note)
            XCTAssertEqual(
                try ProgramRun.noteEntry(["--import", note.path, "--data-dir", scenario.notes.path]).status, 0)
            let first = try ProgramRun.noteEntry([
                "--sync", "--sync-folder", sync.path, "--data-dir", scenario.notes.path,
            ])
            XCTAssertEqual(first.status, 0, first.errorOutput)
            XCTAssertTrue(first.output.contains("1 written"), first.output)
            // The stick is pulled: its mount point is an empty folder.
            for name in try FileManager.default.contentsOfDirectory(atPath: sync.path) {
                try FileManager.default.removeItem(at: sync.appendingPathComponent(name))
            }
            let pulled = try ProgramRun.noteEntry(["--sync", "--data-dir", scenario.notes.path])
            XCTAssertEqual(pulled.status, 1)
            XCTAssertTrue(pulled.errorOutput.contains("is not there"), pulled.errorOutput)
            XCTAssertEqual(try scenario.list().map(\.body), ["kept"], "no note went to the trash")
            let listing = try ProgramRun.noteEntry(["--list", "--sync-folder", sync.path])
            XCTAssertEqual(listing.status, 2, "--sync-folder goes with the window or --sync")
        }
    }
}
