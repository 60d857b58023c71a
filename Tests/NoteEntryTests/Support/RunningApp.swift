// The real note-entry running on the test display, as a separate process.
import Foundation
import PlaceholderTesting
import TestSupport
import XCTest

/// `note-entry --data-dir DIR` (or `note-entry`, over the default folder) launched as a
/// subprocess, waited for until it prints its ready line (its window is drawn and the cursor is
/// in the note shown). Its standard output and error go to files.
@MainActor
final class RunningApp {
    let process = Process()
    private let standardOutput: URL
    private let standardError: URL

    /// Launches the app over `notes` (nil: no `--data-dir`), keeping its standard output in
    /// `folder`; throws when it does not get ready within `timeout` seconds.
    ///
    /// `environment` is added to the test's own (GSettings in memory unless it says otherwise, so
    /// the developer's dconf is never written); `display` (":N") runs it on another X display
    /// than the test's; `label` names its output file, so several instances can share `folder`;
    /// `line` is the line to wait for (the first-frame line, when the environment asks for it;
    /// nil: none, for a start expected to end by itself); `arguments` come before `--data-dir`
    /// (`--screenshot FILE`); `respectingFileModes` runs it without root's file-mode overrides
    /// (`PermissionRespectingLaunch`), so an unreadable folder is unreadable to it.
    init(
        notes: URL?, folder: ScratchFolder, timeout: Double = 10, environment: [String: String] = [:],
        display: String? = nil, label: String = "note-entry", arguments: [String] = [],
        waitingFor line: String? = "note-entry: ready", respectingFileModes: Bool = false
    ) throws {
        try TestDisplay.start()
        standardOutput = folder.file("\(label)-stdout.txt")
        standardError = folder.file("\(label)-stderr.txt")
        for file in [standardOutput, standardError] {
            guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown)
            }
        }
        let command = arguments + (notes.map { ["--data-dir", $0.path] } ?? [])
        // setpriv executes note-entry in its own process: the pid stays the app's.
        (process.executableURL, process.arguments) =
            respectingFileModes
            ? try PermissionRespectingLaunch.command(try ProgramRun.noteEntry, command)
            : (try ProgramRun.noteEntry, command)
        var variables = ProcessInfo.processInfo.environment.merging(SettingsSchema.isolatedEnvironment) { $1 }.merging(
            environment
        ) { $1 }
        if let display { variables["DISPLAY"] = display }
        process.environment = variables
        process.standardOutput = try FileHandle(forWritingTo: standardOutput)
        process.standardError = try FileHandle(forWritingTo: standardError)
        try process.run()
        if let line, let message = waitForLine(line, timeout: timeout) {
            stop()
            throw TestPrecondition.notMet("\(message); its standard error: \(errorOutput)")
        }
    }

    /// What the app printed on its standard output so far.
    var output: String { (try? String(contentsOf: standardOutput, encoding: .utf8)) ?? "" }

    /// What the app printed on its standard error so far.
    var errorOutput: String { (try? String(contentsOf: standardError, encoding: .utf8)) ?? "" }

    /// Waits up to `timeout` seconds for the app to print `line`; nil when it did, else why not.
    func waitForLine(_ line: String, timeout: Double = 10) -> String? {
        MainLoop.waitOutcome(
            until: { [self] in output.contains(line + "\n") }, timeout: timeout, "note-entry to print \"\(line)\""
        ).failureMessage
    }

    /// Sends `signal` and waits for the process to end.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
    }

    /// Waits up to `timeout` seconds for the process to end by itself; whether it did.
    @discardableResult
    func waitForExit(timeout: Double) -> Bool {
        MainLoop.waitOutcome(until: { [process] in !process.isRunning }, timeout: timeout, "note-entry to exit").isMet
    }

    /// Sends `signal` and waits up to `timeout` seconds for the app to end; if it does not, kills
    /// it (so a hung app fails the test instead of hanging it) and returns false.
    func quit(with signal: Int32, timeout: Double = 10) -> Bool {
        kill(process.processIdentifier, signal)
        if waitForExit(timeout: timeout) { return true }
        stop()
        return false
    }

    /// Kills the app if it still runs.
    func stop() {
        if process.isRunning { send(SIGKILL) }
    }
}
