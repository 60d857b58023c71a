// Recovery files, the texts earlier runs could not save, as the next start of the real
// note-entry takes them in.
import Foundation
import NoteStore
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteEntryApp

final class RecoveryFileTests: XCTestCase {
    /// Two runs quit on a full disk with different text for the same note: both files name the
    /// note at the revision it was loaded at. The next start keeps both texts: the first in the
    /// note, the second as a copy beside it; only then are both files gone.
    func testTwoRecoveryFilesForOneNoteBothSurviveTheNextStart() throws {
        try NoLossScenario.run { scene in
            let store = try NoteStore(directory: scene.notes)
            let (notes, recovery) = (scene.notes, scene.recovery)
            let note = try store.createNote(title: "Shared", body: "as loaded")
            for body in ["first session's text", "second session's text"] {
                try recovery.keep(
                    SaveRequest(
                        target: .note(id: note.id, revision: note.revision), title: "Shared", body: body,
                        titleEdited: false, bodyEdited: true), forStore: store.identity)
            }
            XCTAssertEqual(recovery.contents().files.count, 2)

            let start = try scene.startToFirstFrame()
            XCTAssertEqual(start.status, 0, start.errorOutput)
            let list = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
            XCTAssertEqual(list.status, 0, list.errorOutput)
            let bodies = try list.output.split(separator: "\n").map { line -> String in
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                return try XCTUnwrap(object?["body"] as? String)
            }
            XCTAssertEqual(
                bodies.sorted(), ["first session's text", "second session's text"],
                "every recovered text is a note the user can see")
            XCTAssertEqual(recovery.contents().files.count, 0, "the files go once their texts are saved")
            XCTAssertEqual(
                try NoteStore(directory: notes).versions(ofNote: note.id).map { "\($0.reason.rawValue): \($0.body)" },
                ["recovered: as loaded"], "the text the recovered one replaced is kept as a version")
        }
    }
}

final class RecoveryOffTheMainThreadTests: XCTestCase {
    /// The recovery files are saved beside the window, not before it: while another program
    /// holds the notes' write lock, the window still gets its first frame, and once the lock is
    /// gone the text is saved in that same run. Saving them on the main thread at start kept the
    /// window from being drawn until the save gave up, and the text waited for the next start.
    func testTheWindowIsDrawnWhileARecoveryFileWaitsForALockAndItIsSavedOnceTheLockGoes() throws {
        try NoLossScenario.run { scene in
            let store = try NoteStore(directory: scene.notes)
            try store.createNote(title: "Older", body: "already stored")
            let kept = "kept while the disk was full"
            try scene.recovery.keep(
                SaveRequest(target: .draft(1), title: "Kept", body: kept, titleEdited: true, bodyEdited: true),
                forStore: store.identity)
            let lock = try SQLiteLockHolder(database: scene.notes.appendingPathComponent("notes.sqlite3").path)
            var released = false
            defer { if !released { lock.release() } }
            let app = try scene.startDrawnUnderLock()
            defer { app.stop() }
            XCTAssertFalse(
                app.output.contains(CommandLineOptions.readyLine),
                "the window is ready only once the recovered text is saved")
            lock.release()
            released = true
            XCTAssertNil(app.waitForLine(CommandLineOptions.readyLine, timeout: 20), app.errorOutput)
            XCTAssertTrue(app.quit(with: SIGTERM))
            let list = try ProgramRun.noteEntry(["--list", "--data-dir", scene.notes.path])
            XCTAssertTrue(
                list.output.contains(kept), "the recovered text is saved in the run that found it: \(list.output)")
            XCTAssertEqual(scene.recovery.contents().files.count, 0, "its file goes once it is saved")
        }
    }
}

extension RecoveryOffTheMainThreadTests {
    /// A start while another program holds the write lock, with a note that program wrote still
    /// to be indexed for search: the window is drawn at once, and search indexes it later. The
    /// opening waited the whole busy timeout for the lock, on the main thread.
    func testAStartWhileAnotherProgramWritesIsDrawnWithoutWaitingForItsLock() throws {
        try NoLossScenario.run { scene in
            let store = try NoteStore(directory: scene.notes)
            defer { withExtendedLifetime(store) {} }
            _ = try SQLiteProbe.run(
                """
                import sqlite3, sys
                connection = sqlite3.connect(sys.argv[1])
                connection.execute("INSERT INTO notes (title, body, created, updated) VALUES ('Narwhal', 'by a script', 0, 0)")
                connection.commit()
                """, [scene.notes.appendingPathComponent("notes.sqlite3").path])
            let lock = try SQLiteLockHolder(database: scene.notes.appendingPathComponent("notes.sqlite3").path)
            defer { lock.release() }
            let app = try scene.startDrawnUnderLock()
            app.stop()
        }
    }
}

final class RecoveryFilePathTests: XCTestCase {
    /// Text kept when the folder was opened through a link is offered when it is opened by its
    /// real path: files were keyed on the path as typed, and never offered then.
    func testAFileKeptThroughALinkToTheFolderIsOfferedByItsRealPath() throws {
        try NoLossScenario.run { scene in
            let store = try NoteStore(directory: scene.notes)
            let link = scene.folder.file("link-to-notes")
            XCTAssertEqual(symlink(scene.notes.path, link.path), 0)
            let throughLink = UnsavedTextRecovery(notesFolder: FileSystemPath(link), environment: scene.environment)
            try throughLink.keep(
                SaveRequest(
                    target: .draft(1), title: "Kept", body: "kept through a link", titleEdited: true, bodyEdited: true),
                forStore: store.identity)
            let start = try scene.startToFirstFrame()
            XCTAssertEqual(start.status, 0, start.errorOutput)
            let list = try ProgramRun.noteEntry(["--list", "--data-dir", scene.notes.path])
            XCTAssertTrue(list.output.contains("kept through a link"), "not recovered: \(list.output)")
        }
    }
}

extension RecoveryFilePathTests {
    /// A run stopped between writing a recovery file and renaming it leaves `.partial` files:
    /// a whole one is recovered, one cut short is reported and kept. Both were ignored forever.
    func testPartialFilesAreRecoveredWhenWholeAndReportedWhenCut() throws {
        try NoLossScenario.run { scene in
            let store = try NoteStore(directory: scene.notes)
            let whole = try scene.recovery.keep(
                SaveRequest(
                    target: .draft(1), title: "Whole", body: "written, not renamed",
                    titleEdited: true, bodyEdited: true), forStore: store.identity)
            let wholePartial = whole.replacingOccurrences(of: ".json", with: ".partial")
            XCTAssertEqual(rename(whole, wholePartial), 0)
            let cut = try scene.recovery.keep(
                SaveRequest(target: .draft(2), title: "Cut", body: "cut short", titleEdited: true, bodyEdited: true),
                forStore: store.identity)
            let cutPartial = cut.replacingOccurrences(of: ".json", with: ".partial")
            XCTAssertEqual(rename(cut, cutPartial), 0)
            XCTAssertEqual(truncate(cutPartial, 10), 0)
            let start = try scene.startToFirstFrame()
            XCTAssertEqual(start.status, 0, start.errorOutput)
            XCTAssertTrue(start.errorOutput.contains("not recovering '\(cutPartial)'"), start.errorOutput)
            let list = try ProgramRun.noteEntry(["--list", "--data-dir", scene.notes.path])
            XCTAssertTrue(list.output.contains("written, not renamed"), list.output)
            XCTAssertFalse(FileManager.default.fileExists(atPath: wholePartial), "a recovered file goes")
            XCTAssertTrue(FileManager.default.fileExists(atPath: cutPartial), "a cut file is kept for the user")
        }
    }
}

extension RecoveryFilePathTests {
    /// A recovery file renamed to `unsaved-\xFF\xFE.json` (not UTF-8) is recovered and removed,
    /// and a broken `unsaved-b\xE9.json` is reported as `$'\351'`, byte for byte. Before, both were
    /// opened by their U+FFFD-decoded names: "No such file or directory" at every start, shown
    /// with U+FFFD, and never cleaned up.
    func testRecoveryFilesWhoseNamesAreNotUTF8AreReadByTheirBytes() throws {
        try NoLossScenario.run { scene in
            let store = try NoteStore(directory: scene.notes)
            let kept = try scene.recovery.keep(
                SaveRequest(
                    target: .draft(1), title: "Renamed", body: "kept under a Latin-1 name",
                    titleEdited: true, bodyEdited: true), forStore: store.identity)
            let folder = scene.recovery.folder
            let renamed = folder.appending(
                FileSystemPath(bytes: Array("unsaved-".utf8) + [0xFF, 0xFE] + Array(".json".utf8)))
            XCTAssertEqual(renamed.withCString { rename(kept, $0) }, 0)
            let broken = folder.appending(FileSystemPath(bytes: Array("unsaved-b".utf8) + [0xE9] + Array(".json".utf8)))
            let descriptor = broken.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            XCTAssertEqual(write(descriptor, "not json", 8), 8)
            close(descriptor)
            let start = try scene.startToFirstFrame()
            XCTAssertEqual(start.status, 0, start.errorOutput)
            XCTAssertFalse(start.errorOutput.contains("No such file"), start.errorOutput)
            XCTAssertFalse(start.errorOutput.contains("\u{FFFD}"), start.errorOutput)
            XCTAssertTrue(start.errorOutput.contains("unsaved-b'$'\\351''.json"), start.errorOutput)
            let list = try ProgramRun.noteEntry(["--list", "--data-dir", scene.notes.path])
            XCTAssertTrue(list.output.contains("kept under a Latin-1 name"), list.output)
            var status = stat()
            XCTAssertNotEqual(renamed.withCString { lstat($0, &status) }, 0, "the recovered file is still there")
            XCTAssertEqual(broken.withCString { lstat($0, &status) }, 0, "a broken file is kept for the user")
        }
    }

    /// A recovery file copied from another notes folder's recovery folder, naming note 1 at its
    /// current revision here: it is text of another store, so it is not applied (it replaced
    /// this store's note 1, with no copy); it is reported and kept.
    func testAFileKeptForAnotherStoreIsNotAppliedToThisOne() throws {
        try NoLossScenario.run { here in
            try NoLossScenario.run { elsewhere in
                let hereStore = try NoteStore(directory: here.notes)
                let elsewhereStore = try NoteStore(directory: elsewhere.notes)
                let note = try hereStore.createNote(title: "Here", body: "this store's text")
                XCTAssertNotEqual(hereStore.identity, elsewhereStore.identity)
                let foreign = try elsewhere.recovery.keep(
                    SaveRequest(
                        target: .note(id: note.id, revision: note.revision), title: "Here",
                        body: "another store's text", titleEdited: false, bodyEdited: true),
                    forStore: elsewhereStore.identity)
                try FileManager.default.createDirectory(
                    at: here.recovery.folder.url, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
                for folder in ["note-entry", "note-entry/unsaved"] {
                    chmod(here.stateHome.appendingPathComponent(folder).path, 0o700)
                }
                let planted = here.recovery.folder.appending((foreign as NSString).lastPathComponent).description
                try FileManager.default.copyItem(atPath: foreign, toPath: planted)
                chmod(planted, 0o600)
                let start = try here.startToFirstFrame()
                XCTAssertEqual(start.status, 0, start.errorOutput)
                XCTAssertTrue(
                    start.errorOutput.contains("not recovering '\(planted)': it was kept for another notes store"),
                    start.errorOutput)
                XCTAssertEqual(try hereStore.note(id: note.id)?.body, "this store's text")
                XCTAssertTrue(FileManager.default.fileExists(atPath: planted))
            }
        }
    }
}

extension RecoveryFilePathTests {
    /// A file the app wrote through Foundation's JSONEncoder before it dropped Foundation, on a
    /// user's disk at the upgrade: the next start saves its text (escapes, emoji and all) into
    /// the note it names, and the file goes.
    func testAFileFoundationsJSONEncoderWroteBeforeTheUpgradeIsRecovered() throws {
        try NoLossScenario.run { scene in
            let store = try NoteStore(directory: scene.notes)
            let note = try store.createNote(title: "Plan", body: "as loaded")
            let typed = "typed before the upgrade: \"quoted\" / back\\slash\ttab\nline 😀 é"
            let request = SaveRequest(
                target: .note(id: note.id, revision: note.revision), title: "Plan", body: typed,
                titleEdited: false, bodyEdited: true)
            let bytes = try JSONEncoder().encode(
                EarlierKeptText(store: store.identity, request: EarlierSaveRequest(request)))
            let folder = scene.recovery.folder.url
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            for part in ["note-entry", "note-entry/unsaved"] {
                chmod(scene.stateHome.appendingPathComponent(part).path, 0o700)
            }
            let file = folder.appendingPathComponent("unsaved-1795000000000-4242-7.json").path
            XCTAssertTrue(
                FileManager.default.createFile(atPath: file, contents: bytes, attributes: [.posixPermissions: 0o600]))
            let start = try scene.startToFirstFrame()
            XCTAssertEqual(start.status, 0, start.errorOutput)
            XCTAssertFalse(start.errorOutput.contains("not recovering"), start.errorOutput)
            XCTAssertEqual(Array(try XCTUnwrap(try store.note(id: note.id)).body.utf8), Array(typed.utf8))
            XCTAssertFalse(FileManager.default.fileExists(atPath: file), "the file goes once its text is saved")
        }
    }
}

final class UntrustedRecoveryFileTests: XCTestCase {
    /// Recovery files planted as a hostile user or a careless script would: a link to a file
    /// elsewhere, a file of another user, a file others may read, a file larger than the
    /// ceiling. The next start reads none of them, changes none, says so on standard error
    /// and in the window, and imports nothing.
    func testPlantedLinkedForeignPublicAndHugeFilesAreLeftAloneAndReported() throws {
        try NoLossScenario.run { scene in
            let store = try NoteStore(directory: scene.notes)
            let (folder, notes, recovery) = (scene.folder, scene.notes, scene.recovery)
            func plant(_ body: String) throws -> String {
                try recovery.keep(
                    SaveRequest(target: .draft(1), title: "Planted", body: body, titleEdited: true, bodyEdited: true),
                    forStore: store.identity)
            }
            let elsewhere = folder.file("elsewhere.json").path
            let linked = try plant("through a link")
            XCTAssertEqual(rename(linked, elsewhere), 0)
            XCTAssertEqual(symlink(elsewhere, linked), 0)
            let foreign = try plant("another user's")
            XCTAssertEqual(chown(foreign, 65_534, 65_534), 0, "the test runs as root to give a file away")
            let readable = try plant("readable by others")
            XCTAssertEqual(chmod(readable, 0o644), 0)
            let huge = try plant("too large")
            XCTAssertEqual(truncate(huge, off_t(UnsavedTextRecovery.largestFile + 1)), 0)
            let planted = [linked, foreign, readable, huge]
            let target = try Data(contentsOf: URL(fileURLWithPath: elsewhere))

            let start = try scene.startToFirstFrame()
            XCTAssertEqual(start.status, 0, start.errorOutput)
            for path in planted {
                XCTAssertTrue(
                    start.errorOutput.contains("not recovering '\(path)'"),
                    "not reported: \(path)\n\(start.errorOutput)")
                var status = stat()
                XCTAssertEqual(lstat(path, &status), 0, "\(path) was removed")
            }
            let list = try ProgramRun.noteEntry(["--list", "--data-dir", notes.path])
            XCTAssertEqual(list.output, "", "a planted text was imported: \(list.output)")
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: elsewhere)), target, "the link's target changed")
        }
    }

    /// A state folder that is a file can hold no recovery file: a start says nothing about one
    /// (it reported "not recovering '…/state': it is not a folder", and the message bar told of
    /// unsaved text that was never kept).
    func testAStateFolderThatIsAFileIsNotReportedAsUnsavedText() throws {
        try NoLossScenario.run { scene in
            try NoteStore(directory: scene.notes).createNote(title: "Kept", body: "as saved")
            for file in [scene.stateHome, scene.stateHome.appendingPathComponent("note-entry")] {
                try FileManager.default.removeItem(at: scene.stateHome)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("a file, not a folder\n".utf8).write(to: file)
                let start = try scene.startToFirstFrame()
                XCTAssertEqual(start.status, 0, start.errorOutput)
                XCTAssertFalse(start.errorOutput.contains("not recovering"), start.errorOutput)
            }
        }
    }

    /// A recovery folder that another user owns and anyone may write: nothing in it is read, and
    /// text the app must keep at quitting is never written into it.
    func testAFolderOthersMayWriteIsNeitherReadNorWritten() throws {
        try NoLossScenario.run { scene in
            let store = try NoteStore(directory: scene.notes)
            let (notes, recovery) = (scene.notes, scene.recovery)
            let planted = try recovery.keep(
                SaveRequest(
                    target: .draft(1), title: "Planted", body: "in an open folder",
                    titleEdited: true, bodyEdited: true), forStore: store.identity)
            XCTAssertEqual(
                chown(recovery.folder.description, 65_534, 65_534), 0, "the test runs as root to give a folder away")
            XCTAssertEqual(chmod(recovery.folder.description, 0o777), 0)

            XCTAssertEqual(recovery.contents().files.count, 0)
            XCTAssertEqual(recovery.contents().refused.map(\.path), [recovery.folder])
            XCTAssertThrowsError(
                try recovery.keep(
                    SaveRequest(
                        target: .draft(2), title: "Mine", body: "secret",
                        titleEdited: true, bodyEdited: true), forStore: store.identity),
                "the user's text went into a folder others may write")
            let start = try scene.startToFirstFrame()
            XCTAssertEqual(start.status, 0, start.errorOutput)
            XCTAssertTrue(
                start.errorOutput.contains("not recovering '\(recovery.folder.description)'"), start.errorOutput)
            XCTAssertEqual(try ProgramRun.noteEntry(["--list", "--data-dir", notes.path]).output, "")
            XCTAssertTrue(FileManager.default.fileExists(atPath: planted))
        }
    }
}

extension NoLossScenario {
    /// The recovery files of `notes`, as the app sees them with `environment`.
    fileprivate var recovery: UnsavedTextRecovery {
        UnsavedTextRecovery(notesFolder: FileSystemPath(notes), environment: environment)
    }

    /// Starts the real note-entry over the notes (held locked by another program), reporting its
    /// first frame; throws unless the window is drawn within half of SQLite's busy timeout, which
    /// a wait for the lock on the main thread would take whole.
    fileprivate func startDrawnUnderLock() throws -> RunningApp {
        try start(
            timeout: Double(NoteStore.busyTimeoutMilliseconds) / 2000,
            environment: ["LANGUAGE": "en", CommandLineOptions.firstFrameReportVariable: "1"],
            waitingFor: CommandLineOptions.firstFrameLine)
    }

    /// Runs the real note-entry over the notes, in English, as far as its first frame.
    fileprivate func startToFirstFrame() throws -> ProgramRun {
        try ProgramRun.noteEntry(
            ["--screenshot", folder.file("window.png").path, "--data-dir", notes.path],
            environment: environment.merging(["LANGUAGE": "en"]) { $1 })
    }
}
