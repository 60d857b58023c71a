// Issue 13 continued: closing on a full disk, two writers, lossless editing, and a window
// that keeps up while the database is busy. See NoLossTests.swift for the ground rules.
import CGtk
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

// MARK: - 3. Closing the window on a full disk keeps the text

final class CloseOnFullDiskNoLossTests: XCTestCase {
    /// Every way out the contract names: each saves first, and on a failed save keeps the text.
    enum ClosePath: String {
        case closeButton = "the window manager's close message (WM_DELETE_WINDOW)"
        case ctrlW = "Ctrl+W"
        case ctrlQ = "Ctrl+Q"
        case sigterm = "SIGTERM"
        case sighup = "SIGHUP"
    }

    /// Full data disk; type, paste 64 KB through the clipboard, click the close button (the
    /// message a window manager sends for it): the app exits and the text is in a recovery file
    /// (folder 0700, file 0600) under $XDG_STATE_HOME/note-entry/unsaved; once the disk has
    /// room, the next start imports it and --list shows it.
    func testClosingTheWindowOnAFullDiskKeepsTypedAndPastedTextForTheNextStart() throws {
        try closeOnFullDiskThenStartAgain(.closeButton)
    }

    /// The same with Ctrl+W.
    func testCtrlWOnAFullDiskKeepsTypedAndPastedTextForTheNextStart() throws {
        try closeOnFullDiskThenStartAgain(.ctrlW)
    }

    private func closeOnFullDiskThenStartAgain(_ path: ClosePath) throws {
        try NoLossScenario.run { scenario in
            let (disk, notes, app) = try scenario.startOnFullDisk(label: "closing")
            let typed = "typed on a full disk and then the window was closed "
            let pasted = SteadyTyping.words(count: 64 * 1024, seed: "pasted ")
            RealInput.type(typed)
            let clipboard = try ServedClipboard(text: pasted)
            defer { clipboard.clear() }
            RealInput.press("Ctrl+V")
            try clipboard.waitUntilServed()
            try Self.close(app.pid, by: path)
            let status = app.waitForExit(timeout: 10)
            XCTAssertEqual(
                status, 0,
                "on a full disk with a writable state folder, \(path.rawValue) must quit with status 0 once the text "
                    + "is in a recovery file (exit status: \(status.map { $0 > 128 ? "killed by signal \($0 - 128)" : String($0) } ?? "still running after 10 s"))"
            )
            app.stop()

            let expected = typed + pasted
            let (recovered, folders) = try Self.recoveryEntries(under: scenario.recoveryFolder)
            XCTAssertFalse(
                recovered.isEmpty,
                "after \(path.rawValue) on a full disk, \(scenario.recoveryFolder.path) holds no recovery "
                    + "file: the typed and pasted text (\(expected.utf8.count) bytes) is lost")
            if !recovered.isEmpty {
                for folder in [scenario.recoveryFolder] + folders {
                    XCTAssertEqual(
                        FaultInjectionTests.mode(folder.path), 0o700, "recovery folder \(folder.path) must be 0700")
                }
                for file in recovered {
                    XCTAssertEqual(
                        FaultInjectionTests.mode(file.path), 0o600, "recovery file \(file.path) must be 0600")
                }
                XCTAssertTrue(
                    try recovered.contains { try Data(contentsOf: $0).range(of: Data(expected.utf8)) != nil },
                    "no recovery file holds the typed text followed by the 64 KB paste")
            }

            try disk.free()
            let next = try disk.startApp(["--data-dir", notes.path], folder: scenario.folder.url, label: "next-start")
            defer { next.stop() }
            try next.waitUntilReady()
            let listed = try SavedNote.poll(
                timeout: retryDeadline, reading: { try disk.list(notes) },
                until: { $0.contains { $0.body == expected } }
            ).notes
            XCTAssertEqual(
                listed.filter { $0.body == expected }.count, 1,
                "the next start must import the recovered text as one note; "
                    + "--list shows \(listed.count) note(s), bodies starting \(listed.map { String($0.body.prefix(40)) })"
            )
            XCTAssertTrue(next.quit(with: SIGTERM), "note-entry did not quit within 10 s of SIGTERM")
        }
    }

    /// The same with Ctrl+Q.
    func testCtrlQOnAFullDiskKeepsTypedAndPastedTextForTheNextStart() throws {
        try closeOnFullDiskThenStartAgain(.ctrlQ)
    }

    /// The same with SIGTERM (logout, `kill`).
    func testSIGTERMOnAFullDiskKeepsTypedAndPastedTextForTheNextStart() throws {
        try closeOnFullDiskThenStartAgain(.sigterm)
    }

    /// The same with SIGHUP (the terminal closed).
    func testSIGHUPOnAFullDiskKeepsTypedAndPastedTextForTheNextStart() throws {
        try closeOnFullDiskThenStartAgain(.sighup)
    }

    /// Full disk, and the state folder on the same full disk (nowhere to keep a recovery file):
    /// closing must not quit. Once the disk has room, closing again saves and quits.
    func testClosingOnAFullDiskWithNowhereToKeepTheTextLeavesTheWindowOpen() throws {
        try NoLossScenario.run { scenario in
            let state = try scenario.mountPoint().appendingPathComponent("state")
            let (disk, notes, app) = try scenario.startOnFullDisk(
                label: "no-room", environment: ["XDG_STATE_HOME": state.path]
            ) { namespace in
                try namespace.run("mkdir -p \(FullDiskNamespace.quoted(state.path))")
            }
            let typed = "typed with no room anywhere to keep it"
            RealInput.type(typed)
            try Self.close(app.pid, by: .closeButton)
            // The scenario: a closing window that could keep nothing must still be there 3 s later.
            let status = app.waitForExit(timeout: 3)
            XCTAssertNil(
                status,
                "note-entry quit (status \(status ?? -1)) on close although the text could be neither saved nor "
                    + "written to a recovery file: the text is lost")
            guard status == nil else { return }
            try disk.free()
            try Self.close(app.pid, by: .closeButton)
            XCTAssertEqual(app.waitForExit(timeout: 10), 0, "once the disk has room, closing must save and quit")
            XCTAssertEqual(try disk.list(notes).map(\.body), [typed], "the text kept in the open window is saved")
        }
    }

    @MainActor
    private static func close(_ pid: pid_t, by path: ClosePath) throws {
        switch path {
        case .ctrlW:
            RealInput.press("Ctrl+W")
        case .ctrlQ:
            RealInput.press("Ctrl+Q")
        case .sigterm:
            kill(pid, SIGTERM)
        case .sighup:
            kill(pid, SIGHUP)
        case .closeButton:
            let x = try XClient()
            x.requestClose(try x.window(ofProcess: pid))
        }
    }

    /// The regular files and the folders anywhere under `folder` (the app may keep them in
    /// subfolders, e.g. one per notes folder).
    private static func recoveryEntries(under folder: URL) throws -> (files: [URL], folders: [URL]) {
        guard FileManager.default.fileExists(atPath: folder.path),
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey])
        else { return ([], []) }
        var files: [URL] = []
        var folders: [URL] = []
        for case let url as URL in walk {
            let values = try url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey])
            if values.isDirectory == true {
                folders.append(url)
            } else if values.isRegularFile == true {
                files.append(url)
            }
        }
        return (files, folders)
    }
}

// MARK: - 6. Two writers

final class TwoWritersNoLossTests: XCTestCase {
    /// Two real app processes on one notes folder, each on its own X server (so each has the
    /// keyboard, with no window manager needed), both opened on the same note. B appends a
    /// paragraph and saves; then A, which loaded the note before, appends its edit and saves.
    /// Both texts must be in --list (in the note or in a conflicting copy).
    func testTwoInstancesOnOneFolderNeverSilentlyOverwriteEachOther() throws {
        try NoLossScenario.run { scenario in
            let planted = "Planted first line."
            do {
                let store = try NoteStore(directory: scenario.notes)
                try store.createNote(title: "Shared note", body: planted)
            }
            let displayA = try PrivateDisplay()
            defer { displayA.kill() }
            let displayB = try PrivateDisplay()
            defer { displayB.kill() }
            let appA = try scenario.start(display: displayA.name, label: "writer-a")
            let appB = try scenario.start(display: displayB.name, label: "writer-b")
            let keyboardA = try displayA.client()
            let keyboardB = try displayB.client()

            let paragraphB = " paragraph typed in window b"
            keyboardB.clickInNoteBody(of: try keyboardB.window(ofProcess: appB.process.processIdentifier))
            keyboardB.type(paragraphB)
            let savedB = try scenario.waitForNotes(timeout: retryDeadline) {
                $0.contains { $0.body.contains(paragraphB) }
            }
            guard savedB.met else {
                throw TestPrecondition.notMet("window B's paragraph was never saved: \(savedB.notes.map(\.body))")
            }
            XCTAssertEqual(savedB.notes.map(\.body), [planted + paragraphB], "B appended to the shared note")

            let editA = " edit typed in window a"
            keyboardA.clickInNoteBody(of: try keyboardA.window(ofProcess: appA.process.processIdentifier))
            keyboardA.type(editA)
            let savedA = try scenario.waitForNotes(timeout: retryDeadline) { $0.contains { $0.body.contains(editA) } }
            XCTAssertTrue(
                savedA.met,
                "window A's edit was never saved (nor kept as a conflicting copy): \(savedA.notes.map(\.body))")
            XCTAssertTrue(
                savedA.notes.contains { $0.body.contains(paragraphB) },
                "window A saved the version it had loaded before B's save and B's paragraph is gone without a trace: "
                    + "\(savedA.notes.map(\.body))")

            XCTAssertTrue(appA.quit(with: SIGTERM), "note-entry did not quit within 10 s of SIGTERM")
            XCTAssertTrue(appB.quit(with: SIGTERM), "note-entry did not quit within 10 s of SIGTERM")
            let final = try scenario.list()
            XCTAssertTrue(
                final.contains { $0.body.contains(paragraphB) } && final.contains { $0.body.contains(editA) },
                "after both quit, both texts must still be there: \(final.map(\.body))")
        }
    }
}

// MARK: - 7. Lossless editing

final class LosslessEditingNoLossTests: XCTestCase {
    /// A 99,999-character title (more than a GtkEntry holds); only the body is edited; after the
    /// app saves and quits the title is still exactly the planted 99,999 characters.
    func testAHundredThousandCharacterTitleIsNotCutWhenOnlyTheBodyIsEdited() throws {
        try NoLossScenario.run { scenario in
            let title = String(SteadyTyping.words(count: 99_999, seed: "long title ").prefix(99_999))
            let body = "Body before."
            let id: Int64
            do { id = try NoteStore(directory: scenario.notes).createNote(title: title, body: body).id }
            try Self.typeIntoBodyThenQuit(scenario, " typed")
            let stored = try XCTUnwrap(
                try SQLiteProbe.storedNotes(database: scenario.database).first { $0.id == id }, "the note is gone")
            let storedTitle = String(decoding: stored.title, as: UTF8.self)
            XCTAssertEqual(
                storedTitle.count, 99_999,
                "the 99,999-character title was written back as \(storedTitle.count) characters "
                    + "although only the body was edited")
            XCTAssertTrue(storedTitle == title, "the title must be byte for byte as planted")
            let storedBody = String(decoding: stored.body, as: UTF8.self)
            XCTAssertTrue(
                [body, body + " typed"].contains(storedBody),
                "the body is the planted one, or it with the typed text: \(storedBody.debugDescription)")
        }
    }

    /// A body with a NUL character opens read-only: typing changes nothing, and after the app
    /// quits the stored bytes are exactly the planted ones.
    func testABodyWithANulCharacterIsNeverWrittenBackCut() throws {
        try plantedBodyStaysByteForByte(
            Array("before the NUL".utf8) + [0] + Array("after the NUL".utf8), described: "a NUL")
    }

    /// A body with bytes that are not UTF-8 opens read-only; the bytes are never replaced by U+FFFD.
    func testABodyWithInvalidUTF8IsNeverWrittenBackAsReplacementCharacters() throws {
        try plantedBodyStaysByteForByte(
            Array("caf".utf8) + [0xE9] + Array(" au lait ".utf8) + [0xFF, 0xFE] + Array(" end".utf8),
            described: "invalid UTF-8")
    }

    private func plantedBodyStaysByteForByte(_ bytes: [UInt8], described: String) throws {
        try NoLossScenario.run { scenario in
            let title = Array("Body with \(described)".utf8)
            let id: Int64
            do {
                id = try NoteStore(directory: scenario.notes).createNote(title: "placeholder", body: "placeholder").id
            }
            try SQLiteProbe.plant(database: scenario.database, id: id, title: title, body: bytes)
            try Self.typeIntoBodyThenQuit(scenario, "x")
            let stored = try XCTUnwrap(
                try SQLiteProbe.storedNotes(database: scenario.database).first { $0.id == id }, "the note is gone")
            XCTAssertEqual(
                SQLiteProbe.hex(stored.body), SQLiteProbe.hex(bytes),
                "the body with \(described) (\(bytes.count) bytes) was written back as \(stored.body.count) different bytes "
                    + "after one typed character; such a note must open read-only and stay byte for byte")
            XCTAssertEqual(stored.title, title, "the title is untouched")
            XCTAssertEqual(try SQLiteProbe.storedNotes(database: scenario.database).count, 1, "no other note was made")
        }
    }

    /// Opens the app on the planted (newest) note, clicks at the end of its body, types `text`
    /// and quits with SIGTERM (which saves).
    @MainActor
    private static func typeIntoBodyThenQuit(_ scenario: NoLossScenario, _ text: String) throws {
        let app = try scenario.start()
        let x = try XClient()
        x.clickInNoteBody(of: try x.window(ofProcess: app.process.processIdentifier))
        RealInput.type(text)
        XCTAssertTrue(app.quit(with: SIGTERM), "note-entry did not quit within 10 s of SIGTERM")
        XCTAssertEqual(app.process.terminationReason, .exit, "note-entry must quit cleanly on SIGTERM")
    }
}

// MARK: - 8. The window does not freeze while the database is busy

final class BusyDatabaseNoLossTests: XCTestCase {
    /// Another process holds the write lock. The user types "abc" and pauses a second (the
    /// autosave tries to write meanwhile), then types 20 more characters: each must show in
    /// the window, seen from outside as the window's pixels changing, well before SQLite's
    /// 5 s busy timeout would end a main thread waiting for the lock (a ceiling of 2 s: the
    /// latencies are printed; make bench ARGS=stall measures them).
    func testTypingShowsInTheWindowWhileAnotherProgramHoldsTheLock() throws {
        try NoLossScenario.run { scenario in
            let app = try scenario.start()
            let x = try XClient()
            let window = try x.window(ofProcess: app.process.processIdentifier)
            // The editor side of the window (the list is the left 260 pixels).
            let region = (
                x: window.x + 270, y: window.y + 50, width: UInt32(max(window.width - 280, 1)),
                height: UInt32(max(window.height - 60, 1))
            )
            let pixels = { x.pixels(x: region.x, y: region.y, width: region.width, height: region.height) }
            let lock = try SQLiteLockHolder(database: scenario.database.path)
            defer { lock.release() }
            RealInput.type("abc")
            // The scenario: the user pauses a second; the autosave (0.5 s after the last key) meets the lock.
            MainLoop.run(for: 1.0)
            var latencies: [Double?] = []
            for character in "defghijklmnopqrstuvw" {
                let before = pixels()
                RealInput.type(String(character))
                let sent = Date()
                let outcome = MainLoop.waitOutcome(
                    until: { pixels() != before }, timeout: 2, "the window to show \"\(character)\"")
                latencies.append(outcome.isMet ? Date().timeIntervalSince(sent) : nil)
            }
            let late = latencies.enumerated().filter { $0.element == nil }.map { $0.offset + 1 }
            let shown = latencies.map { $0.map { String(format: "%.2f", $0) } ?? ">2" }.joined(separator: ", ")
            print("typing while another program holds the lock: latencies \(shown) s")
            XCTAssertTrue(
                late.isEmpty,
                "with another program holding the database lock, characters \(late) of 20 did not show in the "
                    + "window within 2 s: the window froze while the save waited for the lock (latencies: \(shown))")
        }
    }
}
