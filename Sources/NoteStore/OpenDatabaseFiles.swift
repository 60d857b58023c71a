// Which database files this process has open through SQLite, so that nothing else in the
// process opens and closes a descriptor of them.
//
// POSIX record locks belong to the process, and closing *any* descriptor of a file drops all of
// the process's locks on it, also those SQLite holds through its own descriptors (SQLite works
// around that for itself; our code must too). Reading a database's header with open/read/close
// while a connection of this process is open on it (the app has two: the window's and the
// writer thread's) silently dropped the connection's shared lock: another program closing its
// connection then believed it was the last one, checkpointed and deleted the write-ahead log,
// and every later save went into the deleted log, shown as saved and lost at exit.
import Glibc
import Synchronization

/// A process-wide count of SQLite connections per database file (device and inode).
enum OpenDatabaseFiles {
    private static let connections = Mutex<[DatabaseFileIdentity: Int]>([:])

    /// A connection to the file `identity` was opened.
    static func opened(_ identity: DatabaseFileIdentity) {
        connections.withLock { $0[identity, default: 0] += 1 }
    }

    /// A connection to the file `identity` was closed.
    static func closed(_ identity: DatabaseFileIdentity) {
        connections.withLock { counts in
            guard let count = counts[identity] else { return }
            counts[identity] = count > 1 ? count - 1 : nil
        }
    }

    /// Whether a connection of this process has the file at `path` open: then no descriptor of
    /// it may be opened and closed here outside SQLite.
    static func isOpen(_ path: FileSystemPath) -> Bool {
        guard let identity = DatabaseFileIdentity(of: path) else { return false }
        return connections.withLock { $0[identity] != nil }
    }
}
