// Creates the notes folder and files readable by their owner only.
//
// Notes are private. Creation modes are filtered by the umask, which may be 000, so every
// folder and file we make is chmod-ed explicitly afterwards (0700 folders, 0600 files).
import Foundation

/// Owner-only creation and permission fixes for the notes folder and database files.
enum OwnerOnlyFiles {
    /// Permissions of the notes folder and of any parent folder we create: rwx------.
    static let directoryMode: mode_t = 0o700
    /// Permissions of the database and its -wal and -shm files: rw-------.
    static let fileMode: mode_t = 0o600

    /// Makes sure `path` is a writable folder, creating it and missing parents owner-only.
    ///
    /// An existing folder keeps its permissions: it may be one the user chose, such as
    /// `--data-dir ~/Documents`, and tightening it would be a surprise.
    static func prepareDirectory(_ path: String) throws {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw NoteStoreError.dataDirectoryUnavailable(path: path, reason: "it is a file, not a folder")
            }
        } else {
            let parent = (path as NSString).deletingLastPathComponent
            if parent != path, !parent.isEmpty, stat(parent, &status) != 0 {
                try prepareDirectory(parent)
            }
            guard mkdir(path, directoryMode) == 0 || errno == EEXIST else {
                throw NoteStoreError.dataDirectoryUnavailable(path: path, reason: describeErrno())
            }
            chmod(path, directoryMode)
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw NoteStoreError.dataDirectoryUnavailable(
                path: path, reason: "the folder is not writable (\(describeErrno()))")
        }
    }

    /// Checks that `path` is usable as the database file and creates it owner-only if missing.
    static func prepareDatabaseFile(_ path: String) throws {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else {
                let kind = status.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
                throw NoteStoreError.databaseFileUnavailable(
                    path: path, reason: "it is \(kind), not a database file")
            }
            guard access(path, R_OK | W_OK) == 0 else {
                throw NoteStoreError.databaseFileUnavailable(
                    path: path, reason: "it cannot be read and written (\(describeErrno()))")
            }
        } else {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, fileMode)
            guard descriptor >= 0 else {
                throw NoteStoreError.databaseFileUnavailable(path: path, reason: describeErrno())
            }
            close(descriptor)
        }
        restrictFile(path)
    }

    /// Sets a file to owner-only if it exists; SQLite recreates -wal and -shm files at will.
    static func restrictFile(_ path: String) {
        chmod(path, fileMode)
    }

    /// The C library's message for the current `errno`, e.g. "Not a directory".
    static func describeErrno() -> String {
        String(cString: strerror(errno))
    }
}
