// Refusing a notes folder or database file that someone else could read or change.
//
// As OpenSSH does for ~/.ssh: a file another user owns, or one its group or others may write,
// could have been planted to collect what the user types, or be changed under them. The store
// then touches nothing and names the path. Database files are examined with lstat(2), so a
// symbolic link is refused rather than followed: it could point at a system file (which the
// store would chmod or overwrite) or outside the folder. Once the folder is known to be the
// user's own and closed to others, nobody else can plant a file in it after these checks.
import Glibc

/// Checks that a notes folder and its database files are the user's own.
enum PlantedFileCheck {
    /// The suffixes of the files SQLite keeps beside a database.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]

    /// What `stat(2)` (or `lstat(2)` when `followingLink` is false) says about `path`, or nil
    /// when nothing is there.
    /// - Throws: `unavailable(reason)` for any other failure (no permission to look, a file in
    ///   the way of a parent folder).
    static func status(
        of path: FileSystemPath, followingLink: Bool, unavailable: (String) -> NoteStoreError
    ) throws -> stat? {
        var status = stat()
        let result = path.withCString { followingLink ? stat($0, &status) : lstat($0, &status) }
        if result == 0 { return status }
        if errno == ENOENT { return nil }
        throw unavailable(OwnerOnlyFiles.describeErrno())
    }

    /// Throws unless `status` (of `path`) belongs to the effective user and only it may write.
    static func checkOwnedByUser(_ status: stat, at path: FileSystemPath) throws {
        guard status.st_uid == geteuid() else {
            throw NoteStoreError.ownedByAnotherUser(path: path.description, owner: status.st_uid)
        }
        let othersMayWrite = mode_t(S_IWGRP) | mode_t(S_IWOTH)
        guard status.st_mode & othersMayWrite == 0 else {
            throw NoteStoreError.writableByOthers(path: path.description, mode: status.st_mode & 0o7777)
        }
    }

    /// Throws unless the folder at `path` (whose `stat` is `status`) is a folder of the user's own.
    static func checkFolder(_ status: stat, at path: FileSystemPath) throws {
        guard status.st_mode & S_IFMT == S_IFDIR else {
            let kind = status.st_mode & S_IFMT == S_IFREG ? "it is a file, not a folder" : "it is not a folder"
            throw NoteStoreError.dataDirectoryUnavailable(path: path.description, reason: kind)
        }
        try checkOwnedByUser(status, at: path)
    }

    /// Throws unless the database file at `path` (whose `lstat` is `status`) is a regular file
    /// of the user's own: not a link, a folder or a device.
    static func checkDatabaseFile(_ status: stat, at path: FileSystemPath) throws {
        try checkRegularFile(status, at: path)
        try checkOwnedByUser(status, at: path)
    }

    /// Throws if any of the -wal, -shm and -journal files of `database` exists and is a link,
    /// not a regular file, or not the user's own. Missing ones are fine: SQLite creates them.
    static func checkCompanions(of database: FileSystemPath) throws {
        for suffix in companionSuffixes {
            let companion = database.addingSuffix(suffix)
            let unavailable = { NoteStoreError.databaseFileUnavailable(path: companion.description, reason: $0) }
            guard let status = try status(of: companion, followingLink: false, unavailable: unavailable) else {
                continue
            }
            try checkDatabaseFile(status, at: companion)
        }
    }

    private static func checkRegularFile(_ status: stat, at path: FileSystemPath) throws {
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return
        case S_IFLNK:
            throw NoteStoreError.symbolicLink(path: path.description)
        case S_IFDIR:
            throw NoteStoreError.databaseFileUnavailable(
                path: path.description, reason: "it is a folder, not a database file")
        default:
            throw NoteStoreError.databaseFileUnavailable(
                path: path.description, reason: "it is not a regular file, not a database file")
        }
    }
}
