// Running a child process (often this test bundle again, as another user or without root's
// file-mode powers) and collecting what it printed.
import Foundation

/// The end of a child process: its exit status and everything it wrote to stdout and stderr.
public struct ChildProcessRun {
    public let status: Int32
    public let output: String

    /// Runs `executable` with `arguments` and this process's environment plus `environment`,
    /// and waits for it to end.
    public init(_ executable: URL, _ arguments: [String], environment: [String: String]) throws {
        let child = Process()
        child.executableURL = executable
        child.arguments = arguments
        child.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        self.output = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        status = child.terminationStatus
    }

    /// Whether this is an XCTest run of exactly one test that passed.
    public var ranOneTestThatPassed: Bool { status == 0 && output.contains("Executed 1 test, with 0 failures") }
}
