// What the store did when it found a damaged database: it moved the file aside and began a
// new, empty one.
//
// A damaged file may still hold notes someone can rescue with sqlite3's .recover, so it is
// never deleted or overwritten: it is renamed next to the new database with a UTC
// timestamp, together with its -wal and -shm files (the -wal may hold the latest notes).
import Foundation

/// Report of a damaged database that was moved aside; the app should tell the user.
///
/// ```swift
/// let store = try NoteStore()
/// if let recovery = store.recovery {
///     showWarning(recovery.message)   // names both paths
/// }
/// ```
public struct CorruptDatabaseRecovery: Sendable, Equatable {
    /// Where the database was (and where the new, empty database now is).
    public let originalPath: String
    /// Where the damaged file was moved, e.g. `…/notes.sqlite3.corrupt-20261130T081917Z`.
    public let movedAsidePath: String
    /// Why the file was judged damaged (SQLite's message or the integrity check's finding).
    public let reason: String

    /// A sentence for the user naming both paths.
    public var message: String {
        "The notes database \(originalPath) was damaged (\(reason)). It was moved to \(movedAsidePath) "
            + "and a new, empty notes database was started."
    }

    /// Moves the database at `path` and its -wal/-shm files aside, stamped with `now` in UTC.
    static func moveAside(databaseAt path: String, reason: String, now: Date) throws -> CorruptDatabaseRecovery {
        let stamped = "\(path).corrupt-\(compactUTCStamp(now))"
        var target = stamped
        var attempt = 1
        // Never overwrite an earlier moved-aside copy: count up until a free name is found.
        while !(try moveWithoutReplacing(path, to: target)) {
            attempt += 1
            target = "\(stamped)-\(attempt)"
        }
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            // The companion names derive from a target that was free, so they are free too,
            // unless someone placed files there by hand; then keep both and say so.
            guard try moveWithoutReplacing(path + suffix, to: target + suffix) else {
                throw NoteStoreError.corruptDatabaseNotMoved(
                    path: path + suffix, reason: "\(target + suffix) already exists")
            }
        }
        return CorruptDatabaseRecovery(originalPath: path, movedAsidePath: target, reason: reason)
    }

    /// Renames `source` to `target` unless `target` exists; returns false if it does.
    ///
    /// A hard link fails atomically when the target exists, which a plain rename(2) would
    /// silently replace; the rename fallback serves file systems without hard links.
    private static func moveWithoutReplacing(_ source: String, to target: String) throws -> Bool {
        if link(source, target) == 0 {
            unlink(source)
            return true
        }
        if errno == EEXIST { return false }
        if FileManager.default.fileExists(atPath: target) { return false }
        guard rename(source, target) == 0 else {
            throw NoteStoreError.corruptDatabaseNotMoved(path: source, reason: OwnerOnlyFiles.describeErrno())
        }
        return true
    }

    /// `20261130T081917Z`: sortable, and free of characters that need quoting in a shell.
    static func compactUTCStamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted, timeZone: .gmt))
    }
}
