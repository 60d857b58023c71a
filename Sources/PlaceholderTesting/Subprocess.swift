// Running a program from a test and reading what it printed. One source for both test kits:
// PlaceholderTesting4 (the GTK 4 package) compiles this file too.
import Foundation

/// A finished program run: its exit status and its standard output and error, interleaved.
public struct Subprocess: Sendable {
    /// The exit status (or the signal number for a killed program).
    public let status: Int32
    /// Standard output followed by standard error.
    public let output: String

    /// Runs `executable` with `arguments` (and `environment` added to the test's own) until it
    /// exits, with its output captured.
    ///
    /// ```swift
    /// let result = try Subprocess.run("/usr/bin/desktop-file-validate", [path])
    /// XCTAssertEqual(result.status, 0, result.output)
    /// ```
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> Subprocess
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting: a program that fills the pipe would otherwise never exit.
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Subprocess(
            status: process.terminationStatus,
            output: String(decoding: printed, as: UTF8.self) + String(decoding: complained, as: UTF8.self))
    }
}
