// Running placeholder-bench itself, or a sibling executable, as a measured child process.
//
// Started with posix_spawn and waited for with waitpid, which returns the moment the child has
// exited. Foundation's `Process.waitUntilExit()` on Linux instead polls its run loop every 50 ms,
// which would put every start-up figure on a 50 ms grid.
import Foundation

/// A child process of the benchmark, started and waited for with microsecond resolution.
final class ChildProcess {
    /// The directory of this executable, where `swift build` also puts `note-entry`.
    static var binDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The `note-entry` built beside this executable; nil, saying that `section` is skipped,
    /// when it is not there.
    static func noteEntry(forSection section: String) -> URL? {
        let noteEntry = binDirectory.appendingPathComponent("note-entry")
        guard FileManager.default.isExecutableFile(atPath: noteEntry.path) else {
            print("\(section): skipped, \(noteEntry.path) is missing (swift build -c release builds it)")
            return nil
        }
        return noteEntry
    }

    /// The child's process id.
    let pid: pid_t
    /// The read end of the child's standard output, when it is read (else it goes to /dev/null).
    private let output: Int32?
    private var unread: [UInt8] = []

    /// Starts `executable` with `arguments`, the environment plus `environment`; its standard
    /// output is read through `line(containing:)` when `readOutput`, else discarded.
    /// Nil (with a message) when it cannot be started.
    init?(_ executable: URL, _ arguments: [String], environment: [String: String] = [:], readOutput: Bool = false) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if readOutput {
            guard pipe(&pipeEnds) == 0 else { return nil }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable.path, &actions, nil, argv, envp)
        if readOutput { close(pipeEnds[1]) }
        guard status == 0 else {
            if readOutput { close(pipeEnds[0]) }
            FileHandle.standardError.write(
                Data("placeholder-bench: cannot run \(executable.path): \(String(cString: strerror(status)))\n".utf8))
            return nil
        }
        pid = child
        output = readOutput ? pipeEnds[0] : nil
    }

    deinit {
        if let output { close(output) }
    }

    /// Reads the child's output until a line containing `text` (true), or its end (false).
    func line(containing text: String) -> Bool {
        guard let output else { return false }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            while let newline = unread.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: unread[..<newline], as: UTF8.self)
                unread.removeSubrange(...newline)
                if line.contains(text) { return true }
            }
            let count = read(output, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            unread += chunk[..<count]
        }
    }

    /// All the child's remaining output, until it closes its standard output.
    func remainingOutput() -> String {
        guard let output else { return "" }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(output, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            unread += chunk[..<count]
        }
        defer { unread.removeAll() }
        return String(decoding: unread, as: UTF8.self)
    }

    /// Sends `signal` to the child.
    func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// The processor time (user and system) the child used, once it has exited.
    private(set) var processorSeconds = Double.nan

    /// Waits until the child has exited; its exit status, or 128 + the signal that ended it.
    func waitForExit() -> Int32 {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return -1 }
        }
        processorSeconds =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Runs `executable` with `arguments` and waits; returns the exit status, the seconds from
    /// launch to exit, and the processor seconds it used (less moved by other jobs on the machine).
    @discardableResult
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:]
    ) -> (status: Int32, seconds: Double, processorSeconds: Double) {
        var status: Int32 = -1
        var processorSeconds = Double.nan
        let seconds = MonotonicClock.seconds {
            guard let child = ChildProcess(executable, arguments, environment: environment) else { return }
            status = child.waitForExit()
            processorSeconds = child.processorSeconds
        }
        return (status, seconds, processorSeconds)
    }

    /// The last line this executable prints when run with `arguments`, or nil if it failed.
    static func outputLine(of arguments: [String]) -> String? {
        guard
            let child = ChildProcess(
                binDirectory.appendingPathComponent("placeholder-bench"), arguments, readOutput: true)
        else { return nil }
        let output = child.remainingOutput()
        guard child.waitForExit() == 0 else { return nil }
        return output.split(separator: "\n").last.map(String.init)
    }
}
