// Whether the notes folder is on a network file system, where write-ahead logging is unsafe.
//
// SQLite's write-ahead log coordinates its readers and writers through a memory-mapped -shm file,
// which works only among processes of one computer: on a file system another computer also
// writes to, the two see different shared memory and can corrupt the database. SQLite's own
// advice is a rollback journal there (https://www.sqlite.org/wal.html, "WAL does not work over
// a network filesystem"). The kind of file system is what statfs(2) reports, and for FUSE the
// subtype the mount table names (fuse.sshfs), since most FUSE file systems are local.

/// A network file system holding a path, named as the user knows it ("NFS", "SMB", "sshfs").
public struct NetworkFileSystem: Sendable, Equatable, CustomStringConvertible {
    /// The file system's usual name.
    public let name: String

    /// `name`, so the file system reads as its usual name in a message.
    public var description: String { name }

    /// The network file systems statfs(2) tells by their magic number (linux/magic.h and the
    /// file systems' own headers).
    static let magicNumbers: [Int: String] = [
        0x6969: "NFS",
        0x517B: "SMB",
        0xFF53_4D42: "SMB",  // CIFS
        0xFE53_4D42: "SMB",  // SMB2/3
        0x5346_414F: "AFS",
        0x6B41_4653: "AFS",  // kAFS
        0x00C3_6400: "Ceph",
        0x7375_7245: "Coda",
        0x0102_1997: "9P",
        0x564C: "NCP",
        0x0116_1970: "GFS2",
        0x7461_636F: "OCFS2",
    ]
    /// FUSE file systems that reach files over the network, by their subtype.
    static let networkFuseSubtypes: Set<String> = [
        "sshfs", "rclone", "s3fs", "gcsfuse", "curlftpfs", "davfs", "davfs2", "glusterfs", "smbnetfs", "afpfs",
    ]

    /// The network file system that a statfs(2) `f_type` of `magicNumber` names; for FUSE
    /// (`fuseSubtype`: the mount table's `fuse.NAME` without `fuse.`), the subtype when it is one
    /// that reaches files over the network. Nil for a local file system.
    public init?(magicNumber: Int, fuseSubtype: String?) {
        if let name = Self.magicNumbers[magicNumber] {
            self.name = name
        } else if magicNumber == FileSystemMagic.fuse, let fuseSubtype, Self.networkFuseSubtypes.contains(fuseSubtype) {
            name = fuseSubtype
        } else {
            return nil
        }
    }

    /// The network file system holding `path`, or nil when it is local (or cannot be told).
    public static func holding(_ path: FileSystemPath) -> NetworkFileSystem? {
        guard let magicNumber = FileSystemMagic.number(holding: path) else { return nil }
        return NetworkFileSystem(
            magicNumber: magicNumber, fuseSubtype: magicNumber == FileSystemMagic.fuse ? fuseSubtype(of: path) : nil)
    }

    /// The FUSE subtype of the mount holding `path` (`fuse.sshfs` → "sshfs"), from the mount table.
    static func fuseSubtype(of path: FileSystemPath) -> String? {
        guard let type = MountTable.fileSystemType(holding: path), type.hasPrefix("fuse.") else { return nil }
        return String(type.dropFirst(5))
    }
}
