// The real note-entry running on the test display, as a separate process.
import Foundation
import PlaceholderTesting
import TestSupport
import XCTest

/// `note-entry --data-dir DIR` launched as a subprocess, waited for until it prints its ready
/// line (its window is drawn and the cursor is in the body of a new note).
@MainActor
final class RunningApp {
    let process = Process()
    private let standardOutput: URL

    /// Launches the app over `notes`, keeping its standard output in `folder`; throws when it
    /// does not get ready within `timeout` seconds.
    init(notes: URL, folder: ScratchFolder, timeout: Double = 10) throws {
        try TestDisplay.start()
        standardOutput = folder.file("note-entry-stdout.txt")
        guard FileManager.default.createFile(atPath: standardOutput.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        process.executableURL = try ProgramRun.noteEntry
        process.arguments = ["--data-dir", notes.path]
        process.standardOutput = try FileHandle(forWritingTo: standardOutput)
        try process.run()
        let outcome = MainLoop.waitOutcome(until: { [standardOutput] in
            (try? String(contentsOf: standardOutput, encoding: .utf8))?.contains("note-entry: ready\n") == true
        }, timeout: timeout, "note-entry to print its ready line")
        if let message = outcome.failureMessage {
            stop()
            throw TestPrecondition.notMet(message)
        }
    }

    /// Sends `signal` and waits for the process to end.
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
    }

    /// Kills the app if it still runs.
    func stop() {
        if process.isRunning { send(SIGKILL) }
    }
}
