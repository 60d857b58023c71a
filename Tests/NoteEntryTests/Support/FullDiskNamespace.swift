// A real full disk for the running app: a small tmpfs mounted in a private mount namespace
// (unshare), with a shell inside it that the test drives line by line. The app is started by
// that shell so it sees the tmpfs; the test reaches the files on it (fill, free, --list) only
// through the shell, and the app's output, pid and exit status through files outside it.
import Foundation
import PlaceholderTesting
import TestSupport
import XCTest

/// `unshare --mount --propagation private sh`, with a tmpfs of `size` on `mountPoint`.
///
/// Each `run(_:)` sends one shell command line and waits until the shell reports that it ended
/// with its status: no fixed waits, and every step happens in order.
final class FullDiskNamespace: @unchecked Sendable {
    /// The tmpfs inside the namespace (an empty folder outside it).
    let mountPoint: URL
    private let process = Process()
    private let input = Pipe()
    private let condition = NSCondition()
    private var lines: [String] = []
    private var ended = false

    /// Mounts a tmpfs of `size` (e.g. "4m") on `mountPoint`; `environment` is added to every
    /// command's (and so the app's) environment.
    init(mountPoint: URL, size: String = "4m", environment: [String: String]) throws {
        self.mountPoint = mountPoint
        let unshare = URL(fileURLWithPath: "/usr/bin/unshare")
        guard FileManager.default.isExecutableFile(atPath: unshare.path) else {
            throw TestPrecondition.missing("/usr/bin/unshare (util-linux)")
        }
        let script = """
            mount -t tmpfs -o size=\(size),mode=0755 tmpfs "$0" || exit 99
            echo "@@mounted"
            while IFS= read -r line; do
                eval "$line"
                echo "@@done $?"
            done
            """
        process.executableURL = unshare
        process.arguments = ["--mount", "--propagation", "private", "/bin/sh", "-c", script, mountPoint.path]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        PipeLines.read(
            output.fileHandleForReading,
            line: { [self] line in
                condition.lock()
                lines.append(line)
                condition.broadcast()
                condition.unlock()
            },
            ended: { [self] in
                condition.lock()
                ended = true
                condition.broadcast()
                condition.unlock()
            })
        guard take(until: { $0 == "@@mounted" }, timeout: 10) != nil else {
            close()
            throw TestPrecondition.notMet(
                "could not mount a tmpfs in a private mount namespace (unshare needs root or user namespaces)")
        }
    }

    /// Runs one shell command line inside the namespace; returns its status and what it printed.
    @discardableResult
    func run(_ command: String, timeout: Double = 20) throws -> (status: Int32, output: [String]) {
        precondition(!command.contains("\n"), "one line per command")
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        guard let printed = take(until: { $0.hasPrefix("@@done ") }, timeout: timeout) else {
            throw TestPrecondition.notMet("the namespace shell did not finish `\(command)` within \(timeout) s")
        }
        let status = Int32(printed.last!.dropFirst("@@done ".count)) ?? -1
        return (status, Array(printed.dropLast()))
    }

    /// Fills the tmpfs to the last byte with a file `filler` (dd stops at ENOSPC).
    func fill() throws {
        try run(
            "dd if=/dev/zero of=\(Self.quoted(mountPoint.appendingPathComponent("filler").path)) bs=64k 2>/dev/null; sync"
        )
        let free = try run("df -k --output=avail \(Self.quoted(mountPoint.path)) | tail -1")
        guard free.output.first?.trimmingCharacters(in: .whitespaces) == "0" else {
            throw TestPrecondition.notMet("the tmpfs is not full after filling it: \(free.output)")
        }
    }

    /// Deletes the filler: the disk has room again.
    func free() throws {
        try run("rm -f \(Self.quoted(mountPoint.appendingPathComponent("filler").path))")
    }

    /// `note-entry --list --data-dir directory`, run inside the namespace.
    func list(_ directory: URL) throws -> [SavedNote] {
        let errors = mountPoint.deletingLastPathComponent().appendingPathComponent("list-stderr.txt")
        let run = try run(
            "\(Self.quoted(try ProgramRun.noteEntry.path)) --list --data-dir \(Self.quoted(directory.path)) 2>\(Self.quoted(errors.path))"
        )
        guard run.status == 0 else {
            throw TestPrecondition.notMet(
                "note-entry --list failed (\(run.status)) inside the namespace: \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")"
            )
        }
        return try SavedNote.parse(run.output)
    }

    /// Starts `note-entry` with `arguments` inside the namespace, in the background; its
    /// output, pid and exit status go to files named after `label` in `folder` (outside).
    func startApp(_ arguments: [String], environment: [String: String] = [:], folder: URL, label: String) throws
        -> NamespacedApp
    {
        let app = NamespacedApp(folder: folder, label: label)
        let assignments = environment.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        let command = ([try ProgramRun.noteEntry.path] + arguments).map(Self.quoted).joined(separator: " ")
        let q = Self.quoted
        // A subshell starts the app, records its pid, waits for it and records how it ended
        // (128+N for signal N), each file written whole (rename).
        try run(
            "( \(assignments) \(command) >\(q(app.standardOutput.path)) 2>\(q(app.standardError.path)) </dev/null & "
                + "echo $! >\(q(app.pidFile.path)).tmp; mv \(q(app.pidFile.path)).tmp \(q(app.pidFile.path)); "
                + "wait $!; echo $? >\(q(app.statusFile.path)).tmp; mv \(q(app.statusFile.path)).tmp \(q(app.statusFile.path)) ) >/dev/null 2>&1 &"
        )
        try app.waitForPid()
        return app
    }

    /// Ends the shell (the namespace goes once no process uses it).
    func close() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Takes the lines up to and including the first one `isLast` accepts.
    private func take(until isLast: (String) -> Bool, timeout: Double) -> [String]? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = lines.firstIndex(where: isLast) {
                let taken = Array(lines[...index])
                lines.removeSubrange(...index)
                return taken
            }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }

    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

/// An app started by `FullDiskNamespace.startApp`: not a child of the test, so it is followed
/// through its pid file and status file.
final class NamespacedApp {
    let standardOutput: URL
    let standardError: URL
    let pidFile: URL
    let statusFile: URL
    private(set) var pid: pid_t = 0

    init(folder: URL, label: String) {
        standardOutput = folder.appendingPathComponent("\(label)-stdout.txt")
        standardError = folder.appendingPathComponent("\(label)-stderr.txt")
        pidFile = folder.appendingPathComponent("\(label).pid")
        statusFile = folder.appendingPathComponent("\(label).status")
    }

    fileprivate func waitForPid() throws {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let text = try? String(contentsOf: pidFile, encoding: .utf8),
                let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                self.pid = pid
                return
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        throw TestPrecondition.notMet("the namespace shell did not start note-entry")
    }

    /// How it ended (exit status, or 128+N for signal N), or nil while it runs.
    var exitStatus: Int32? {
        (try? String(contentsOf: statusFile, encoding: .utf8)).flatMap {
            Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    var errorOutput: String { (try? String(contentsOf: standardError, encoding: .utf8)) ?? "" }

    /// Waits for the ready line; throws (after killing it) when it does not come.
    @MainActor
    func waitUntilReady(timeout: Double = 10) throws {
        let outcome = MainLoop.waitOutcome(
            until: { [standardOutput] in
                (try? String(contentsOf: standardOutput, encoding: .utf8))?.contains("note-entry: ready\n") == true
            }, timeout: timeout, "note-entry (in the mount namespace) to print its ready line")
        if let message = outcome.failureMessage {
            stop()
            throw TestPrecondition.notMet(message + "; its errors: " + errorOutput)
        }
    }

    /// Waits up to `timeout` seconds for the process to end; its status, or nil if it still runs.
    @MainActor
    @discardableResult
    func waitForExit(timeout: Double) -> Int32? {
        _ = MainLoop.waitOutcome(until: { exitStatus != nil }, timeout: timeout, "note-entry to exit")
        return exitStatus
    }

    func send(_ signal: Int32) {
        if exitStatus == nil { kill(pid, signal) }
    }

    /// Sends `signal` and waits up to `timeout` seconds for the app to end; if it does not, kills
    /// it and returns false.
    @MainActor
    func quit(with signal: Int32, timeout: Double = 10) -> Bool {
        send(signal)
        if waitForExit(timeout: timeout) != nil { return true }
        stop()
        return false
    }

    /// SIGKILL if it still runs, and wait for it to be gone.
    @MainActor
    func stop() {
        guard pid > 0, exitStatus == nil else { return }
        kill(pid, SIGKILL)
        waitForExit(timeout: 10)
    }
}
