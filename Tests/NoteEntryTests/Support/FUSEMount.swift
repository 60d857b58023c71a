// A FUSE file system for a test, served by a foreground process of the test's own: a daemon
// would hold open the output pipes of the run that started it, and would outlive the test.
import Foundation
import TestSupport

/// `executable` run with `arguments` (which make it mount at `mountPoint` and stay in the
/// foreground), its output in `log`, until its mount of type `type` ("fuse.sshfs") shows in the
/// mount table. Unmount it at the end.
final class FUSEMount {
    let mountPoint: URL
    private let type: String
    private let unmounter: String
    private let process = Process()

    /// Starts the file system and waits (20 s at most) for its mount; `unmounter` is the
    /// fusermount of the FUSE version it uses ("fusermount3" for FUSE 3).
    init(running executable: URL, _ arguments: [String], mountPoint: URL, type: String, unmounter: String, log: URL)
        throws
    {
        self.mountPoint = mountPoint
        self.type = type
        self.unmounter = unmounter
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw TestPrecondition.notMet("cannot create \(log.path) for \(executable.lastPathComponent)'s output")
        }
        let logHandle = try FileHandle(forWritingTo: log)
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = logHandle
        process.standardError = logHandle
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !isMounted {
            guard process.isRunning, Date() < deadline else {
                if process.isRunning { process.terminate() }
                let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                throw TestPrecondition.notMet(
                    "\(executable.lastPathComponent) did not mount \(mountPoint.path): \(output)")
            }
            usleep(20_000)
        }
    }

    /// Whether the mount point is a mount of `type` in this process's mount table.
    var isMounted: Bool {
        let table = (try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)) ?? ""
        return table.split(separator: "\n").contains {
            $0.contains(" \(mountPoint.path) ") && $0.contains(" - \(type) ")
        }
    }

    /// Unmounts it and waits for the file system's process to end.
    func unmount() {
        _ = try? ProgramRun.tool(unmounter, ["-u", mountPoint.path])
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
