// Which file system type the mount table names for a path's mount (FUSE ones tell their kind only
// there: statfs(2) reports one magic number for every FUSE file system).
import CFileSystemType
import CGLib
import Glibc

enum MountTable {
    /// The file system type of the mount holding `path` as /proc/self/mountinfo names it
    /// ("ext4", "fuse.sshfs", "fuseblk"): the line whose device (its third field, major:minor)
    /// is the path's, the field after " - ". Nil when the path or the table cannot be read.
    static func fileSystemType(holding path: FileSystemPath) -> String? {
        var status = stat()
        guard path.withCString({ stat($0, &status) }) == 0 else { return nil }
        var major: UInt32 = 0
        var minor: UInt32 = 0
        file_system_type_device_numbers(status.st_dev, &major, &minor)
        let device = "\(major):\(minor)"
        var contents: UnsafeMutablePointer<CChar>?
        var length = 0
        guard g_file_get_contents("/proc/self/mountinfo", &contents, &length, nil) != 0, let contents else {
            return nil
        }
        defer { g_free(contents) }
        let table = String(decoding: UnsafeRawBufferPointer(start: contents, count: length), as: UTF8.self)
        var found: String?
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 2, fields[2] == device, let separator = fields.firstIndex(of: "-"),
                fields.index(after: separator) < fields.endIndex
            else { continue }
            // A later line for the same device is a later mount over it: the last one holds the path.
            found = String(fields[fields.index(after: separator)])
        }
        return found
    }
}
