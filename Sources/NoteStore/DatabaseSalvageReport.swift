// What the store did when it found a damaged database: it moved the file aside, began a new
// database and copied into it every note that could still be read.
//
// A damaged file may still hold notes someone can rescue by hand, so it is never deleted or
// overwritten: it is renamed next to the new database with a UTC timestamp, together with its
// -wal and -shm files (the -wal may hold the latest notes). The report is kept in the new
// database (`recovery_notices`), so the app shows it at every start until the user dismisses it.
import Glibc

/// Report of a damaged database that was moved aside and salvaged; the app should tell the user.
///
/// ```swift
/// let store = try NoteStore()
/// if let report = store.salvageReport {
///     showWarning(report.message)   // names both paths and the notes salvaged
///     // … once the user closes the warning:
///     try store.dismissSalvageReport()
/// }
/// ```
public struct DatabaseSalvageReport: Sendable, Equatable {
    /// Where the database was (and where the new database now is), for messages.
    public let originalPath: String
    /// Where the damaged file was moved, e.g. `…/notes.sqlite3.corrupt-20261130T081917Z`, for messages.
    public let movedAsidePath: String
    /// The moved-aside file's path byte for byte (`movedAsidePath` is lossy when not UTF-8).
    public let movedAsideFile: FileSystemPath
    /// Why the file was judged damaged (SQLite's message or the integrity check's finding).
    public let reason: String
    /// How many notes were read from the damaged file and copied into the new database.
    public let salvagedNoteCount: Int
    /// How many notes the damaged file was seen to hold but could not be read (a lower bound:
    /// notes on a page that cannot be read at all leave no trace).
    public let unreadableNoteCount: Int
    /// When the file was moved aside.
    public let movedAt: NoteTime

    /// A report with every field given.
    public init(
        originalPath: String, movedAsideFile: FileSystemPath, reason: String,
        salvagedNoteCount: Int, unreadableNoteCount: Int, movedAt: NoteTime
    ) {
        self.originalPath = originalPath
        self.movedAsidePath = movedAsideFile.description
        self.movedAsideFile = movedAsideFile
        self.reason = reason
        self.salvagedNoteCount = salvagedNoteCount
        self.unreadableNoteCount = unreadableNoteCount
        self.movedAt = movedAt
    }

    /// A sentence for the user naming both paths and what was salvaged.
    public var message: String {
        let lost = unreadableNoteCount > 0 ? " \(unreadableNoteCount) could not be read." : ""
        return
            "The notes database \(ShellWord.shown(originalPath)) was damaged (\(reason)). It was moved to \(ShellWord.shown(movedAsidePath)); "
            + "notes recovered from it into a new notes database: \(salvagedNoteCount).\(lost)"
    }

    /// Where the database at `path` is to be moved aside: its name stamped with `now` in UTC,
    /// counted up past every earlier moved-aside copy (never overwritten) and their -wal/-shm.
    static func movedAsideName(forDatabaseAt path: FileSystemPath, now: NoteTime) -> FileSystemPath {
        let stamped = path.addingSuffix(".corrupt-\(compactUTCStamp(now))")
        var target = stamped
        var attempt = 1
        while ["", "-wal", "-shm"].contains(where: { DatabaseFileIdentity(of: target.addingSuffix($0)) != nil }) {
            attempt += 1
            target = stamped.addingSuffix("-\(attempt)")
        }
        return target
    }

    /// Moves the database at `path` and its -wal/-shm files to `target` (a `movedAsideName`).
    /// - Throws: `corruptDatabaseNotMoved` when something appeared at `target` meanwhile.
    static func moveAside(databaseAt path: FileSystemPath, to target: FileSystemPath) throws {
        guard try moveWithoutReplacing(path, to: target) else {
            throw NoteStoreError.corruptDatabaseNotMoved(path: path.description, reason: "\(target) already exists")
        }
        for suffix in ["-wal", "-shm"] where DatabaseFileIdentity(of: path.addingSuffix(suffix)) != nil {
            // The companion names derive from a target that was free, so they are free too,
            // unless someone placed files there by hand; then keep both and say so.
            guard try moveWithoutReplacing(path.addingSuffix(suffix), to: target.addingSuffix(suffix)) else {
                throw NoteStoreError.corruptDatabaseNotMoved(
                    path: path.addingSuffix(suffix).description, reason: "\(target.addingSuffix(suffix)) already exists"
                )
            }
        }
    }

    /// Renames `source` to `target` unless `target` exists; returns false if it does.
    ///
    /// A hard link fails atomically when the target exists, which a plain rename(2) would
    /// silently replace; the rename fallback serves file systems without hard links.
    private static func moveWithoutReplacing(_ source: FileSystemPath, to target: FileSystemPath) throws -> Bool {
        let linked = source.withCString { from in target.withCString { link(from, $0) } }
        if linked == 0 {
            source.withCString { _ = unlink($0) }
            return true
        }
        if errno == EEXIST || DatabaseFileIdentity(of: target) != nil { return false }
        guard source.withCString({ from in target.withCString { rename(from, $0) } }) == 0 else {
            throw NoteStoreError.corruptDatabaseNotMoved(
                path: source.description, reason: OwnerOnlyFiles.describeErrno())
        }
        return true
    }

    /// `20261130T081917Z`: sortable, and free of characters that need quoting in a shell.
    static func compactUTCStamp(_ time: NoteTime) -> String {
        UTCTimestamp(time).compact
    }
}
