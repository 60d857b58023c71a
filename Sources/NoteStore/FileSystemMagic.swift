// The kind of file system holding a path, as statfs(2) names it: a magic number.
import CFileSystemType

/// statfs(2)'s `f_type`: the kind of file system holding a path, one number per kernel driver
/// (linux/magic.h), one for every FUSE file system.
enum FileSystemMagic {
    /// FUSE's number: the mount table names which FUSE file system it is (`MountTable`).
    static let fuse = 0x6573_5546

    /// The number of the file system holding `path`, nil when statfs(2) fails (no such path, no
    /// permission). Only its low 32 bits count: where `f_type` is a 32-bit signed word, a number
    /// with its top bit set (SMB2's 0xFE534D42) comes back sign-extended.
    static func number(holding path: FileSystemPath) -> Int? {
        var magic: UInt = 0
        guard path.withCString({ file_system_type_magic($0, &magic) }) == 0 else { return nil }
        return Int(truncatingIfNeeded: magic) & 0xFFFF_FFFF
    }
}
