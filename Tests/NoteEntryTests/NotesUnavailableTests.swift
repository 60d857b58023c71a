// Issue 31, finding 7: when the real note-entry cannot read its notes folder, the list says so in
// the right words (unreadable, or not writable) with ways out, and Retry loads the notes once the
// folder is fixed. The app runs without root's file-mode overrides (PermissionRespectingLaunch),
// and what it shows is read as a screen reader reads it (AT-SPI, on a session bus of the test's).
import CXTest
import Foundation
import NoteStore
import NoteStoreTestSupport
import PlaceholderTesting
import TestSupport
import XCTest

final class NotesUnavailableTests: XCTestCase {
    func testAnUnreadableFolderShowsWhyAndRetryLoadsTheNotesOnceItIsFixed() throws {
        try showsStatusPage(
            folderMode: 0o000, title: "The Notes Folder Cannot Be Read", sentence: "cannot be read (Permission denied)",
            thenRetry: true)
    }

    func testAFolderThatCannotBeChangedSaysSo() throws {
        try showsStatusPage(
            folderMode: 0o500, title: "The Notes Folder Cannot Be Changed", sentence: "cannot be changed",
            thenRetry: false)
    }

    /// Choose Another Folder… in GTK's own chooser (there is no portal outside a sandbox): the
    /// folder typed there opens in a note-entry of its own, as `--data-dir` would, and the window
    /// over the unreadable folder closes.
    func testChooseAnotherFolderOpensItAsDataDirWould() throws {
        try Self.overFolder(mode: 0o000, holding: []) { scenario, bus, app, client in
            let other = scenario.folder.file("other")
            _ = try NoteStore(directory: other).createNote(title: "In the other folder", body: "")
            client.click(
                try XCTUnwrap(
                    try AccessibleTexts.wait(bus: bus, for: ["Choose Another Folder…"]).button("Choose Another Folder…")
                ))
            _ = try AccessibleTexts.wait(bus: bus, for: ["Cancel"])
            // The chooser opens in the folder holding the unreadable one. Ctrl+L, the sibling's
            // name, Delete (the completion's "/"), Return goes into it, Alt+O (Open) chooses it.
            client.press(keysym: KeySym(XK_l), modifiers: [KeySym(XK_Control_L)])
            client.type(other.lastPathComponent)
            for key in [XK_Delete, XK_Return] { client.press(keysym: KeySym(key), modifiers: []) }
            client.press(keysym: KeySym(XK_o), modifiers: [KeySym(XK_Alt_L)])
            XCTAssertTrue(app.waitForExit(timeout: 10), "the window over the unreadable folder closes")
            let opened = try client.processWithAWindow(besides: [app.process.processIdentifier])
            defer {
                kill(opened, SIGTERM)
                _ = MainLoop.waitOutcome(until: { kill(opened, 0) != 0 }, timeout: 10, "the other note-entry to quit")
            }
            let shown = try AccessibleTexts.wait(bus: bus, for: ["In the other folder"])
            XCTAssertFalse(
                shown.texts.contains("Choose Another Folder…"),
                "the other folder's notes, no status page: \(shown.texts)")
        }
    }

    private func showsStatusPage(
        folderMode: mode_t, title: String, sentence: String, thenRetry: Bool,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try Self.overFolder(mode: folderMode, holding: ["Kept note"]) { scenario, bus, app, client in
            let shown = try AccessibleTexts.wait(
                bus: bus, for: [title, sentence, "Retry", "Choose Another Folder…", "Open Folder"])
            XCTAssertFalse(
                shown.texts.contains("No notes yet"), "the list does not claim the folder is empty", file: file,
                line: line)
            for untrue in ["retried by itself", folderMode == 0 ? "not writable" : "cannot be read"] {
                XCTAssertFalse(
                    shown.texts.contains { $0.contains(untrue) }, "nothing says \"\(untrue)\": \(shown.texts)",
                    file: file, line: line)
            }
            guard thenRetry else { return XCTAssertTrue(app.quit(with: SIGTERM), file: file, line: line) }

            let opener = try FakeFileManager(in: scenario)
            client.click(try XCTUnwrap(shown.button("Open Folder"), file: file, line: line))
            XCTAssertEqual(
                opener.waitForOpened(), scenario.notes.path,
                "Open Folder opens the notes folder in the desktop's file manager", file: file, line: line)

            chmod(scenario.notes.path, 0o700)
            client.click(try XCTUnwrap(shown.button("Retry"), file: file, line: line))
            let loaded = try AccessibleTexts.wait(bus: bus, for: ["Kept note"])
            XCTAssertFalse(
                loaded.texts.contains(title), "the status page is gone: \(loaded.texts)", file: file, line: line)
            XCTAssertTrue(app.quit(with: SIGTERM), file: file, line: line)
            XCTAssertEqual(
                try scenario.list().map(\.title), ["Kept note"], "nothing was lost or added", file: file, line: line)
        }
    }
}

extension NotesUnavailableTests {
    /// Runs `test` with note-entry started over the scenario's notes folder holding notes titled
    /// `titles`, given `mode`, without root's file-mode overrides, on a session bus of its own with
    /// the accessibility bridge on (`AccessibleTexts` reads it there).
    nonisolated static func overFolder(
        mode: mode_t, holding titles: [String],
        _ test: @MainActor (NoLossScenario, SessionBus, RunningApp, XClient) throws -> Void
    ) throws {
        try NoLossScenario.run { scenario in
            let store = try NoteStore(directory: scenario.notes)
            for title in titles { _ = try store.createNote(title: title, body: "") }
            chmod(scenario.notes.path, mode)
            defer { chmod(scenario.notes.path, 0o700) }
            let bus = try SessionBus()
            defer { bus.stop() }
            let environment = scenario.environment.merging([
                "DBUS_SESSION_BUS_ADDRESS": bus.address, "NO_AT_BRIDGE": "0",
            ]) { $1 }
            let app = try RunningApp(
                notes: scenario.notes, folder: scenario.folder, environment: environment, respectingFileModes: true)
            defer { app.stop() }
            let client = try XClient()
            defer { client.close() }
            try test(scenario, bus, app, client)
        }
    }
}

/// The desktop's default handler of folders (`inode/directory`), as GIO finds it in the
/// scenario's XDG data and config homes: a script that writes what it is given to a file.
@MainActor
private struct FakeFileManager {
    private let marker: URL

    init(in scenario: NoLossScenario) throws {
        marker = scenario.folder.file("opened-uri.txt")
        let script = scenario.folder.file("file-manager.sh")
        // Written whole, then renamed: the test reads the marker as soon as it exists.
        try Data(
            "#!/bin/sh\nprintf '%s' \"$1\" > '\(marker.path).partial' && mv '\(marker.path).partial' '\(marker.path)'\n"
                .utf8
        ).write(to: script)
        chmod(script.path, 0o755)
        let applications = scenario.dataHome.appendingPathComponent("applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try Data(
            """
            [Desktop Entry]
            Type=Application
            Name=Test File Manager
            Exec=\(script.path) %u
            MimeType=inode/directory;

            """.utf8
        ).write(to: applications.appendingPathComponent("test-file-manager.desktop"))
        try Data("[Default Applications]\ninode/directory=test-file-manager.desktop\n".utf8)
            .write(to: scenario.configHome.appendingPathComponent("mimeapps.list"))
    }

    /// What the file manager was started with (GIO gives a local folder as its path), waited
    /// for up to 10 seconds (nil: it never started).
    func waitForOpened() -> String? {
        _ = MainLoop.waitOutcome(
            until: { FileManager.default.fileExists(atPath: marker.path) }, timeout: 10, "the file manager to start")
        return try? String(contentsOf: marker, encoding: .utf8)
    }
}
