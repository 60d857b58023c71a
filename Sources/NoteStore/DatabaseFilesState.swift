// What a database's files are at one moment, to tell whether they changed since.
//
// `IntegrityCheckAhead` hands its finding to an opening only for files unchanged since the check
// read them. Device and inode alone do not say so: `cp backup notes.sqlite3` rewrites the same
// inode, and ext4 gives a new file the inode of one just removed.
import Foundation

/// The database file and its -wal at one moment, as far as their content goes: for each, the
/// device, inode, size, and modification and status-change times (for the -wal: or that there
/// is none). Writing to a file, truncating it, or putting another file in its place (even on the
/// inode of a removed one, with its new times) changes them; a program cannot set a status-change
/// time back. File times are coarse (a clock tick; a second on some file systems), so a second
/// change within the tick of the one before the check, of the same size, goes unseen.
struct DatabaseFilesState: Equatable, Sendable {
    /// One file's `lstat(2)`.
    struct File: Equatable, Sendable {
        let identity: DatabaseFileIdentity
        let size: Int64
        let modified: [Int]
        let statusChanged: [Int]

        /// Whatever is at `path` now (a link is not followed), or nil if nothing is.
        init?(at path: FileSystemPath) {
            var status = stat()
            guard path.withCString({ lstat($0, &status) }) == 0 else { return nil }
            identity = DatabaseFileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
            size = Int64(status.st_size)
            modified = [status.st_mtim.tv_sec, status.st_mtim.tv_nsec]
            statusChanged = [status.st_ctim.tv_sec, status.st_ctim.tv_nsec]
        }

        private init(identity: DatabaseFileIdentity, size: Int64, modified: [Int]) {
            self.identity = identity
            self.size = size
            self.modified = modified
            statusChanged = []
        }

        /// The same file, size and modification time, with no status-change time.
        var withoutStatusChange: File { File(identity: identity, size: size, modified: modified) }
    }

    let database: File
    let writeAheadLog: File?

    init(database: File, writeAheadLog: File?) {
        self.database = database
        self.writeAheadLog = writeAheadLog
    }

    /// The files beside `path` now; nil if there is no database file.
    init?(databaseAt path: FileSystemPath) {
        guard let database = File(at: path) else { return nil }
        self.init(database: database, writeAheadLog: File(at: path.addingSuffix("-wal")))
    }
}
