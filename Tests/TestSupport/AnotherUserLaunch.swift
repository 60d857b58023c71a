// Starting a program as another user (uid 65534, nobody), for cross-user tests that must be real.
//
// A test of "another user planted this folder" needs two real uids: root plants, nobody is the
// victim (or the other way round). nobody cannot enter a checkout inside a 0700 folder, so the
// program is first copied into a fresh world-readable folder (the Swift runtime it needs is
// under /opt/swift, readable by all), and run from there with setpriv.
import Foundation

/// How to run a copy of an executable as uid and gid 65534 (nobody), with no supplementary groups.
///
/// ```swift
/// let launch = try AnotherUserLaunch(copying: noteEntry)
/// defer { launch.remove() }
/// let (executable, arguments) = launch.command(["--list", "--data-dir", folder])
/// ```
public struct AnotherUserLaunch {
    /// The other user's uid and gid.
    public static let uid: uid_t = 65534

    /// The folder holding the copy (mode 0755), removed by `remove()`.
    public let folder: URL
    /// The copy of the executable, mode 0755.
    public let copy: URL

    /// Copies `executable` into a new world-readable folder.
    /// - Throws: `TestPrecondition.missing` unless this process is root with setpriv available.
    public init(copying executable: URL) throws {
        guard geteuid() == 0 else {
            throw TestPrecondition.missing("root, to run \(executable.lastPathComponent) as uid \(Self.uid)")
        }
        guard FileManager.default.isExecutableFile(atPath: PermissionRespectingLaunch.setpriv.path) else {
            throw TestPrecondition.missing(
                "\(PermissionRespectingLaunch.setpriv.path) (util-linux), to run as uid \(Self.uid)")
        }
        folder = URL(fileURLWithPath: "/tmp", isDirectory: true).appendingPathComponent(
            "another-user-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        chmod(folder.path, 0o755)
        copy = folder.appendingPathComponent(executable.lastPathComponent)
        try FileManager.default.copyItem(at: executable, to: copy)
        chmod(copy.path, 0o755)
    }

    /// The executable and arguments that run the copy with `arguments` as uid/gid 65534.
    public func command(_ arguments: [String]) -> (executable: URL, arguments: [String]) {
        (
            PermissionRespectingLaunch.setpriv,
            ["--reuid=\(Self.uid)", "--regid=\(Self.uid)", "--clear-groups", "--", copy.path] + arguments
        )
    }

    /// Removes the copy and its folder.
    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
