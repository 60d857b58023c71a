// Running the built note-entry executable (and other tools) as a subprocess.
import Foundation
import TestSupport
import XCTest

/// The outcome of a finished subprocess.
struct ProgramRun {
    let status: Int32
    let output: String
    let errorOutput: String

    /// The built `note-entry`, next to the test bundle in the build folder.
    static var noteEntry: URL {
        get throws {
            let candidates = [
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                Bundle.main.bundleURL,
                Bundle.main.bundleURL.deletingLastPathComponent(),
            ].map { $0.appendingPathComponent("note-entry") }
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
                throw TestPrecondition.missing("note-entry is not built next to the tests (run `swift build` first); looked at "
                    + candidates.map(\.path).joined(separator: ", "))
            }
            return found
        }
    }

    /// The repository's root folder (for Resources/).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Runs `note-entry` with `arguments` and waits for it to end.
    static func noteEntry(_ arguments: [String], environment: [String: String] = [:]) throws -> ProgramRun {
        try run(try noteEntry, arguments, environment: environment)
    }

    /// Runs the program `executable` (a path, or a name looked up in /usr/bin) and waits; its
    /// GSettings are in memory unless `environment` says otherwise.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> ProgramRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(SettingsSchema.isolatedEnvironment) { $1 }.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes to the end before waiting, so a chatty program cannot block on a full pipe.
        let errorData = ErrorCollector(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProgramRun(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errorOutput: String(decoding: errorData.wait(), as: UTF8.self))
    }

    /// Runs a system tool such as `msgfmt` from /usr/bin.
    static func tool(_ name: String, _ arguments: [String]) throws -> ProgramRun {
        try run(URL(fileURLWithPath: "/usr/bin/\(name)"), arguments)
    }
}

/// Reads a pipe to its end on another thread.
private final class ErrorCollector: @unchecked Sendable {
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
