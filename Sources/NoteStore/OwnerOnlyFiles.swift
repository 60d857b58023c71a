// Creates the notes folder and database file readable by their owner only, and checks them.
//
// Notes are private. Creation modes are filtered by the umask, which may be 000, so every
// folder and file we make is given its mode explicitly afterwards (0700 folders, 0600 files).
// Only what we created: an existing file or folder is never chmod-ed (it may be a system file
// reached through a link, or a folder the user chose); it is checked instead, and refused when
// someone else could read or change the notes through it (`PlantedFileCheck`).
import Glibc

/// Owner-only creation, and the checks that an existing notes folder and database are usable.
enum OwnerOnlyFiles {
    /// Permissions of the notes folder and of any parent folder we create: rwx------.
    static let directoryMode: mode_t = 0o700
    /// Permissions of the database file we create: rw------- (SQLite gives its -wal and -shm
    /// files the database's mode, whatever the umask).
    static let fileMode: mode_t = 0o600

    /// Makes sure `path` is a writable folder of the user's own, creating it and missing
    /// parents owner-only.
    /// - Throws: `NoteStoreError` naming the path: not a folder, another user's, writable by
    ///   others, unreadable, or not writable.
    static func prepareDirectory(_ path: FileSystemPath) throws {
        let unavailable = { NoteStoreError.dataDirectoryUnavailable(path: path.description, reason: $0) }
        if try PlantedFileCheck.status(of: path, followingLink: true, unavailable: unavailable) == nil {
            try createDirectory(path)
        }
        guard let status = try PlantedFileCheck.status(of: path, followingLink: true, unavailable: unavailable) else {
            throw unavailable("it vanished as it was created")
        }
        try PlantedFileCheck.checkFolder(status, at: path)
        try checkReadableFolder(path)
        guard path.withCString({ access($0, W_OK | X_OK) }) == 0 else {
            throw NoteStoreError.dataDirectoryNotWritable(path: path.description, reason: describeErrno())
        }
    }

    /// Throws `dataDirectoryUnreadable` unless this process may list and enter the folder `path`.
    static func checkReadableFolder(_ path: FileSystemPath) throws {
        guard path.withCString({ access($0, R_OK | X_OK) }) == 0 else {
            throw NoteStoreError.dataDirectoryUnreadable(path: path.description, reason: describeErrno())
        }
    }

    /// Checks that `path` is usable as the database file, or creates it owner-only if missing.
    /// - Returns: whether the file was created now.
    /// - Throws: `NoteStoreError` naming the path: a link, not a regular file, another user's,
    ///   writable by others, or not readable and writable.
    @discardableResult
    static func prepareDatabaseFile(_ path: FileSystemPath) throws -> Bool {
        let unavailable = { NoteStoreError.databaseFileUnavailable(path: path.description, reason: $0) }
        if try PlantedFileCheck.status(of: path, followingLink: false, unavailable: unavailable) == nil {
            // O_EXCL with O_NOFOLLOW: never opens what appeared meanwhile, link or not.
            let descriptor = path.withCString {
                open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, fileMode)
            }
            if descriptor >= 0 {
                defer { close(descriptor) }
                guard fchmod(descriptor, fileMode) == 0 else { throw unavailable(describeErrno()) }
                return true
            }
            guard errno == EEXIST else { throw unavailable(describeErrno()) }
        }
        guard let status = try PlantedFileCheck.status(of: path, followingLink: false, unavailable: unavailable) else {
            throw unavailable("it vanished as it was opened")
        }
        try PlantedFileCheck.checkDatabaseFile(status, at: path)
        try checkReadable(path, writable: true)
        return false
    }

    /// Throws `databaseFileUnavailable` unless this process may read (and, if `writable`, write) `path`.
    static func checkReadable(_ path: FileSystemPath, writable: Bool) throws {
        guard path.withCString({ access($0, writable ? R_OK | W_OK : R_OK) }) == 0 else {
            let wanted = writable ? "read and written" : "read"
            throw NoteStoreError.databaseFileUnavailable(
                path: path.description, reason: "it cannot be \(wanted) (\(describeErrno()))")
        }
    }

    /// The C library's message for the current `errno`, e.g. "Not a directory".
    static func describeErrno() -> String {
        String(cString: strerror(errno))
    }

    /// Creates `path` and any missing parents with mode 0700, whatever the umask.
    private static func createDirectory(_ path: FileSystemPath) throws {
        let unavailable = { NoteStoreError.dataDirectoryUnavailable(path: path.description, reason: $0) }
        let parent = path.parent
        if parent != path, try PlantedFileCheck.status(of: parent, followingLink: true, unavailable: unavailable) == nil
        {
            try createDirectory(parent)
        }
        guard path.withCString({ mkdir($0, directoryMode) }) == 0 else {
            // Another instance made it meanwhile: it is checked like any existing folder.
            if errno == EEXIST { return }
            throw unavailable(describeErrno())
        }
        path.withCString { _ = chmod($0, directoryMode) }
    }
}
