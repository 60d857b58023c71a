// Running placeholder-bench itself, or a sibling executable, as a measured child process.
import Foundation

/// Child processes of the benchmark.
enum ChildProcess {
    /// The directory of this executable, where `swift build` also puts `note-entry`.
    static var binDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// Runs `executable` with `arguments` and waits; returns the exit status and the seconds from
    /// launch to exit.
    @discardableResult
    static func run(_ executable: URL, _ arguments: [String], standardOutput: Pipe? = nil) -> (status: Int32, seconds: Double) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = standardOutput ?? FileHandle.nullDevice
        var status: Int32 = -1
        let seconds = MonotonicClock.seconds {
            do {
                try process.run()
                process.waitUntilExit()
                status = process.terminationStatus
            } catch {
                FileHandle.standardError.write(Data("placeholder-bench: cannot run \(executable.path): \(error)\n".utf8))
            }
        }
        return (status, seconds)
    }

    /// The last line this executable prints when run with `arguments`, or nil if it failed.
    static func outputLine(of arguments: [String]) -> String? {
        let pipe = Pipe()
        let (status, _) = run(binDirectory.appendingPathComponent("placeholder-bench"), arguments, standardOutput: pipe)
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard status == 0 else { return nil }
        return output.split(separator: "\n").last.map(String.init)
    }
}
