// A real network file system for tests: a folder of this computer mounted over SSH with sshfs,
// the SSH server started by ssh itself for the one connection (sshd -i as its ProxyCommand), so no
// server listens on any port and nothing outlives the mount.
import Foundation
import TestSupport

/// `remote` mounted at `mountPoint` through sshfs (FUSE, subtype `fuse.sshfs`), with keys made for
/// the test in `keys`. Unmount it at the end.
final class LoopbackSSHFS {
    let mountPoint: URL
    private let mount: FUSEMount

    init(remote: URL, mountPoint: URL, keys: URL) throws {
        self.mountPoint = mountPoint
        let sshd = URL(fileURLWithPath: "/usr/sbin/sshd")
        let sshfs = URL(fileURLWithPath: "/usr/bin/sshfs")
        for (tool, package) in [
            (sshd, "openssh-server"), (sshfs, "sshfs"), (URL(fileURLWithPath: "/usr/bin/ssh-keygen"), "openssh-client"),
        ]
        where !FileManager.default.isExecutableFile(atPath: tool.path) {
            throw TestPrecondition.missing("\(tool.path): install \(package) (scripts/install-deps.sh)")
        }
        guard FileManager.default.fileExists(atPath: "/dev/fuse") else {
            throw TestPrecondition.missing("/dev/fuse: the kernel's FUSE device, which sshfs mounts through")
        }
        try FileManager.default.createDirectory(at: keys, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        for key in ["host", "client"] {
            let made = try ProgramRun.tool(
                "ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", keys.appendingPathComponent(key).path])
            guard made.status == 0 else { throw TestPrecondition.notMet("ssh-keygen failed: \(made.errorOutput)") }
        }
        try FileManager.default.copyItem(
            at: keys.appendingPathComponent("client.pub"), to: keys.appendingPathComponent("authorized_keys"))
        let config = keys.appendingPathComponent("sshd_config")
        try """
        HostKey \(keys.appendingPathComponent("host").path)
        AuthorizedKeysFile \(keys.appendingPathComponent("authorized_keys").path)
        PermitRootLogin prohibit-password
        PasswordAuthentication no
        KbdInteractiveAuthentication no
        StrictModes no
        UsePAM no
        Subsystem sftp internal-sftp

        """.write(to: config, atomically: true, encoding: .utf8)
        // sshd run by root needs its privilege-separation folder.
        if getuid() == 0 {
            try FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        }
        let user = String(cString: getpwuid(getuid()).pointee.pw_name)
        let arguments = [
            "-f", "-o", "ProxyCommand=\(sshd.path) -i -f \(config.path)",
            "-o", "IdentityFile=\(keys.appendingPathComponent("client").path)",
            "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "BatchMode=yes",
            "\(user)@localhost:\(remote.path)", mountPoint.path,
        ]
        mount = try FUSEMount(
            running: sshfs, arguments, mountPoint: mountPoint, type: "fuse.sshfs", unmounter: "fusermount3",
            log: keys.appendingPathComponent("sshfs.log"))
    }

    /// Unmounts it and waits for sshfs (and with it ssh and the server) to end.
    func unmount() {
        mount.unmount()
    }
}
