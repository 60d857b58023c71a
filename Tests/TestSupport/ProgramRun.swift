// Running a program to its end from a test and reading what it printed.
import Foundation

/// A finished program run: its exit status and what it wrote to its standard output and error.
///
/// ```swift
/// let run = try ProgramRun.run(URL(fileURLWithPath: "/usr/bin/sqlite3"), [database, "PRAGMA user_version;"])
/// XCTAssertEqual(run.status, 0, run.errorOutput)
/// ```
public struct ProgramRun: Sendable {
    /// The exit status (or the signal number for a killed program).
    public let status: Int32
    public let output: String
    public let errorOutput: String

    /// Runs `executable` with `arguments` and this process's environment plus `environment`, and
    /// waits for it to end.
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws
        -> ProgramRun
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both pipes are read to their end before waiting, so a chatty program cannot block on a
        // full pipe.
        let errorData = PipeReader(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProgramRun(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errorOutput: String(decoding: errorData.wait(), as: UTF8.self))
    }

    /// Runs a system tool such as `msgfmt` from /usr/bin.
    public static func tool(_ name: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> ProgramRun
    {
        try run(URL(fileURLWithPath: "/usr/bin/\(name)"), arguments, environment: environment)
    }

    /// Whether this is an XCTest run of exactly one test that passed (this test bundle run again
    /// as a child, as another user or without root's file-mode overrides).
    public var ranOneTestThatPassed: Bool {
        status == 0 && (output + errorOutput).contains("Executed 1 test, with 0 failures")
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
