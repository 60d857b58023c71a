// A real FAT file system for tests, as on a USB stick: an image made by mkfs.vfat and mounted with
// fusefat (FUSE, type `fuse.fusefat`), since the kernel's vfat driver may not be loadable here.
import Foundation
import TestSupport

/// A FAT image in `folder` mounted at `mountPoint`, writable. Unmount it at the end.
final class FATStick {
    let mountPoint: URL
    private let mount: FUSEMount

    init(in folder: URL) throws {
        let mkfs = URL(fileURLWithPath: "/usr/sbin/mkfs.vfat")
        let fusefat = URL(fileURLWithPath: "/usr/bin/fusefat")
        for (tool, package) in [(mkfs, "dosfstools"), (fusefat, "fusefat")]
        where !FileManager.default.isExecutableFile(atPath: tool.path) {
            throw TestPrecondition.missing("\(tool.path): install \(package) (scripts/install-deps.sh)")
        }
        guard FileManager.default.fileExists(atPath: "/dev/fuse") else {
            throw TestPrecondition.missing("/dev/fuse: the kernel's FUSE device, which fusefat mounts through")
        }
        let image = folder.appendingPathComponent("stick.img")
        mountPoint = folder.appendingPathComponent("stick")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: image.path, contents: Data(count: 8 << 20)) else {
            throw TestPrecondition.notMet("an 8 MB image could not be written at \(image.path)")
        }
        let made = try ProgramRun.run(mkfs, [image.path])
        guard made.status == 0 else { throw TestPrecondition.notMet("mkfs.vfat failed: \(made.errorOutput)") }
        mount = try FUSEMount(
            running: fusefat, ["-f", "-o", "rw+", image.path, mountPoint.path], mountPoint: mountPoint,
            type: "fuse.fusefat", unmounter: "fusermount", log: folder.appendingPathComponent("fusefat.log"))
    }

    /// Unmounts the stick and waits for fusefat to end.
    func unmount() {
        mount.unmount()
    }
}
