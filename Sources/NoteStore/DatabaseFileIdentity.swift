// Which file the open database is, so a write can first check it is still the one in the folder.
//
// If the notes folder is removed or renamed while the app runs, SQLite keeps writing into its
// open, now nameless file: every save "succeeds" and is lost when the app closes. Comparing the
// device and inode now at the database's path with those seen at opening catches that before a
// write, at the cost of one lstat(2).
import Glibc

/// The device and inode of a file, as `lstat(2)` reports them.
struct DatabaseFileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of whatever is at `path` now (a link is not followed), or nil if nothing is.
    init?(of path: FileSystemPath) {
        guard let status = Self.status(of: path) else { return nil }
        self.init(status)
    }

    /// The identity of the file `status` describes.
    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// `lstat(2)` of `path`, or nil if nothing is there.
    static func status(of path: FileSystemPath) -> stat? {
        var status = stat()
        guard path.withCString({ lstat($0, &status) }) == 0 else { return nil }
        return status
    }
}
