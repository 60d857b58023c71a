// One note-entry window per desktop session, over D-Bus: starting the app again brings the
// running window forward, unless the start names another notes folder.
import CXTest
import Foundation
import NoteStore
import PlaceholderTesting
import TestSupport
import XCTest

final class SingleInstanceTests: MainActorTestCase {
    /// Runs `body` with note-entry running over its default folder on a session bus of its own,
    /// the environment any later start needs to meet it, and a scratch folder; stops both after.
    @MainActor
    private static func withRunningApp(_ body: (RunningApp, [String: String], ScratchFolder) throws -> Void) throws {
        let bus = try SessionBus()
        defer { bus.stop() }
        let place = try ScratchFolder()
        defer { place.remove() }
        let environment = ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_DATA_HOME": place.file("home").path]
        let first = try RunningApp(notes: nil, folder: place, environment: environment, label: "first")
        defer { first.stop() }
        try body(first, environment, place)
        XCTAssertTrue(first.process.isRunning, "the running window must stay")
        XCTAssertTrue(first.quit(with: SIGTERM))
    }

    /// `note-entry` again, as a launcher or a second click does: it hands over to the running
    /// window and ends at once, opening no window of its own.
    func testASecondStartBringsTheRunningWindowForward() async throws {
        try Self.withRunningApp { _, environment, place in
            let second = try RunningApp(
                notes: nil, folder: place, environment: environment, label: "second", waitingFor: nil)
            defer { second.stop() }
            XCTAssertTrue(
                second.waitForExit(timeout: 10), "the second start must hand over to the running window and end")
            XCTAssertEqual(second.process.terminationStatus, 0)
            XCTAssertFalse(second.output.contains("note-entry: ready"), "the second start drew a window of its own")
        }
    }

    /// Started again after its main window closed while a note window keeps it running: the
    /// note window comes forward; the closed main window is never touched again.
    func testASecondStartWithOnlyANoteWindowOpenBringsItForward() async throws {
        try Self.withRunningApp { first, environment, place in
            let x = try XClient()
            defer { x.close() }
            let pid = first.process.processIdentifier
            let main = try x.window(ofProcess: pid)
            x.type("a")
            // Open in New Window is enabled once the typed note is stored (its first autosave).
            let opened = MainLoop.waitOutcome(
                until: {
                    x.press(keysym: KeySym(XK_n), modifiers: [KeySym(XK_Control_L), KeySym(XK_Shift_L)])
                    return x.mappedWindowCount(ofProcess: pid) == 2
                }, timeout: 10, "a note window")
            if let failure = opened.failureMessage { throw TestPrecondition.notMet(failure) }
            x.requestClose(main)
            MainLoop.wait(until: { x.mappedWindowCount(ofProcess: pid) == 1 }, "the main window closed")
            let second = try RunningApp(
                notes: nil, folder: place, environment: environment, label: "second", waitingFor: nil)
            defer { second.stop() }
            XCTAssertTrue(second.waitForExit(timeout: 10), "the second start must hand over and end")
            XCTAssertEqual(second.process.terminationStatus, 0)
            XCTAssertEqual(x.mappedWindowCount(ofProcess: pid), 1, "the note window alone stays open")
            XCTAssertFalse(first.errorOutput.contains("CRITICAL"), first.errorOutput)
        }
    }

    /// `note-entry --data-dir OTHER` while the app runs over its usual folder: the user asked for
    /// the notes in OTHER, so a window over OTHER opens. Handing over to the running window
    /// showed the usual notes instead, and created nothing in OTHER.
    func testASecondStartOverAnotherFolderOpensThatFolder() async throws {
        try Self.withRunningApp { _, environment, place in
            let other = place.file("other")
            let second = try RunningApp(notes: other, folder: place, environment: environment, label: "second")
            defer { second.stop() }
            XCTAssertTrue(
                FileManager.default.fileExists(
                    atPath: other.appendingPathComponent(NoteStoreLocation.databaseFileName).path),
                "the window over the other folder opened its store")
            XCTAssertTrue(second.quit(with: SIGTERM))
        }
    }

    /// A start whose environment names another data folder (`XDG_DATA_HOME`, as a second
    /// session or a script sets it) opens that folder: it raised the running window over the
    /// first folder and exited 0, the second folder never opened.
    func testASecondStartWithAnotherDataHomeOpensThatFolder() async throws {
        try Self.withRunningApp { _, environment, place in
            var otherEnvironment = environment
            otherEnvironment["XDG_DATA_HOME"] = place.file("other-home").path
            let second = try RunningApp(notes: nil, folder: place, environment: otherEnvironment, label: "second")
            defer { second.stop() }
            let database = place.file("other-home").appendingPathComponent(
                "note-entry/\(NoteStoreLocation.databaseFileName)")
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: database.path),
                "the window over the other data folder opened its store")
            XCTAssertTrue(second.quit(with: SIGTERM))
        }
    }

    /// `note-entry` again while the running window is stopped (SIGSTOP): the start says which
    /// process does not answer and ends with status 1 within seconds; before, it waited 25 s and
    /// printed only "Failed to register: Timeout was reached".
    func testASecondStartWhileTheWindowIsStoppedSaysSoInSeconds() async throws {
        try Self.withRunningApp { first, environment, place in
            let pid = first.process.processIdentifier
            kill(pid, SIGSTOP)
            defer { kill(pid, SIGCONT) }
            let started = Date()
            let second = try RunningApp(
                notes: nil, folder: place, environment: environment, label: "second", waitingFor: nil)
            defer { second.stop() }
            guard second.waitForExit(timeout: 10) else {
                return XCTFail("the second start still waits for the stopped window after 10 s")
            }
            let seconds = Date().timeIntervalSince(started)
            XCTAssertLessThan(seconds, 6, "the second start took \(seconds) s")
            XCTAssertEqual(second.process.terminationStatus, 1)
            XCTAssertTrue(
                second.errorOutput.contains("the running Note Entry (process \(pid)) does not answer"),
                second.errorOutput)
        }
    }
}
