// What a database's files are at one moment, to tell whether they changed since.
//
// `IntegrityCheckAhead` hands its finding to an opening only for files unchanged since the check
// read them. Device and inode alone do not say so: `cp backup notes.sqlite3` rewrites the same
// inode, and ext4 gives a new file the inode of one just removed.
import Glibc

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
        /// Modification time, seconds and nanoseconds since 1970 (kept apart: a time after 2262
        /// or before 1678, which a file can be given, has no Int64 count of nanoseconds).
        let modified: FileTime
        /// Status-change time, seconds and nanoseconds since 1970.
        let statusChanged: FileTime

        /// Whatever is at `path` now (a link is not followed), or nil if nothing is.
        init?(at path: FileSystemPath) {
            guard let status = DatabaseFileIdentity.status(of: path) else { return nil }
            identity = DatabaseFileIdentity(status)
            size = Int64(status.st_size)
            modified = FileTime(status.st_mtim)
            statusChanged = FileTime(status.st_ctim)
        }

        /// Whether this is `other`'s file with its size and modification time, whatever its
        /// status-change time.
        func hasSameContent(as other: File) -> Bool {
            identity == other.identity && size == other.size && modified == other.modified
        }
    }

    /// A file time as `stat(2)` gives it, to the nanosecond.
    struct FileTime: Equatable, Sendable {
        let seconds: Int64
        let nanoseconds: Int64

        init(_ time: timespec) {
            seconds = Int64(time.tv_sec)
            nanoseconds = Int64(time.tv_nsec)
        }
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

    /// Whether these are `earlier`'s files, unchanged but for the -wal's status-change time
    /// (SQLite run by root gives a -wal it opens to the database's owner: a `fchown(2)`).
    func isUnchanged(since earlier: DatabaseFilesState) -> Bool {
        guard database == earlier.database else { return false }
        switch (writeAheadLog, earlier.writeAheadLog) {
        case (nil, nil): return true
        case (let now?, let then?): return now.hasSameContent(as: then)
        default: return false
        }
    }
}
