// An X server of the test's own: a second Xvfb on a free display number, which the test can
// kill (the "display lost" fault) and on which an app instance has the keyboard to itself.
import Foundation
import TestSupport

/// `Xvfb -displayfd 1`: Xvfb picks a free display number and prints it when it accepts clients.
final class PrivateDisplay {
    /// ":N".
    let name: String
    private let process = Process()

    init(timeout: Double = 10) throws {
        let xvfb = URL(fileURLWithPath: "/usr/bin/Xvfb")
        guard FileManager.default.isExecutableFile(atPath: xvfb.path) else {
            throw TestPrecondition.missing("/usr/bin/Xvfb (xvfb)")
        }
        process.executableURL = xvfb
        process.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = LineReader(output.fileHandleForReading)
        guard let line = reader.firstLine(timeout: timeout), let number = Int(line.trimmingCharacters(in: .whitespaces))
        else {
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw TestPrecondition.notMet("Xvfb -displayfd printed no display number within \(timeout) s")
        }
        name = ":\(number)"
    }

    private var clients: [XClient] = []

    var isRunning: Bool { process.isRunning }

    /// The test's own connection to this display, closed by `kill()` before the server goes
    /// (a connection that outlived its server would end the test process).
    func client() throws -> XClient {
        let client = try XClient(display: name)
        clients.append(client)
        return client
    }

    /// Kills the X server at once (as a crashed or disconnected display) and waits for it to end.
    func kill() {
        for client in clients { client.close() }
        clients.removeAll()
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

/// Reads the first line a pipe gets, on another thread, with a deadline.
final class LineReader: @unchecked Sendable {
    private let lock = NSCondition()
    private var text = ""
    private var ended = false

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while case let data = handle.availableData, !data.isEmpty {
                lock.lock()
                text += String(decoding: data, as: UTF8.self)
                lock.broadcast()
                lock.unlock()
            }
            lock.lock()
            ended = true
            lock.broadcast()
            lock.unlock()
        }
    }

    func firstLine(timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while !text.contains("\n") && !ended {
            if !lock.wait(until: deadline) { break }
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).first.flatMap {
            text.contains("\n") ? String($0) : nil
        }
    }
}
