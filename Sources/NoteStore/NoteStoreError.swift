// Everything that can go wrong in the note store, worded for the person using the app.
//
// Each case names the path involved and the reason, so the app can show `description`
// as is; the cases stay distinct so the app can react (offer an update, retry after
// freeing space) without parsing text.
import Glibc

/// A failure of the note store; `description` is a complete sentence naming path and reason.
public enum NoteStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder for the notes cannot be created or written (read-only, under a file, no permission).
    case dataDirectoryUnavailable(path: String, reason: String)
    /// The notes folder exists but this user may not list or enter it (its mode, or its owner).
    case dataDirectoryUnreadable(path: String, reason: String)
    /// The notes folder can be read but not changed, so no note can be saved in it.
    case dataDirectoryNotWritable(path: String, reason: String)
    /// The database file cannot be used: it is a folder, or cannot be read or written.
    case databaseFileUnavailable(path: String, reason: String)
    /// The database was written by a newer version of the app; it was left untouched.
    case databaseTooNew(path: String, version: Int, newestKnown: Int)
    /// The database is damaged and could not be moved aside to start afresh; nothing was deleted.
    case corruptDatabaseNotMoved(path: String, reason: String)
    /// The disk (or the test page limit) is full; the previously saved version is kept.
    case diskFull(path: String)
    /// No new note can be numbered: the notes' id sequence (`sqlite_sequence`) is at Int64's
    /// end, where only another program can have set it. SQLite reports it as a full database;
    /// the notes already stored can still be changed.
    case noteNumbersUsedUp(path: String)
    /// No note has this id (it was never created, or it was deleted).
    case noteNotFound(id: Int64)
    /// A note with this id already exists, so a deleted note cannot be restored under it.
    case noteIDInUse(id: Int64)
    /// The note was saved by someone else (another window, instance or machine) since the
    /// editor loaded revision `expected`; it is now at `stored`. Nothing was written.
    case noteChangedElsewhere(id: Int64, expected: Int64, stored: Int64)
    /// Any other SQLite failure, with SQLite's result code and message.
    case databaseFailure(path: String, code: Int32, message: String)
    /// The notes folder given does not exist (reading never creates it).
    case dataDirectoryNotFound(path: String)
    /// The folder exists but holds no notes database (reading never creates one).
    case databaseNotFound(path: String)
    /// The folder or a database file belongs to another user (`owner` is its uid): it was left
    /// alone, since that user could read or change the notes.
    case ownedByAnotherUser(path: String, owner: UInt32)
    /// The folder or a database file can be written by its group or by others (`mode` is its
    /// permission bits): it was left alone, since they could read or change the notes.
    case writableByOthers(path: String, mode: UInt32)
    /// The database or one of its -wal, -shm or -journal files is a symbolic link: the store
    /// never writes through one, as the link could point anywhere.
    case symbolicLink(path: String)
    /// The file is an SQLite database of another program (or of an unknown kind); it was left
    /// untouched.
    case notANotesDatabase(path: String, reason: String)
    /// The database is damaged and was only being read, so nothing was moved or repaired.
    case damagedDatabase(path: String, reason: String)
    /// The database file the store opened is no longer at its path (the folder was removed,
    /// renamed or replaced): the change was not saved anywhere.
    case databaseVanished(path: String)

    /// One sentence for the person using the app: what failed, the path (quoted as a shell
    /// would take it) and the reason.
    public var description: String {
        switch self {
        case .dataDirectoryUnavailable(let path, let reason):
            return "Cannot use the notes folder \(ShellWord.shown(path)): \(reason)."
        case .dataDirectoryUnreadable(let path, let reason):
            return "Cannot read the notes folder \(ShellWord.shown(path)): \(reason)."
        case .dataDirectoryNotWritable(let path, let reason):
            return "Cannot save notes in the folder \(ShellWord.shown(path)): it is not writable (\(reason))."
        case .databaseFileUnavailable(let path, let reason):
            return "Cannot open the notes database \(ShellWord.shown(path)): \(reason)."
        case .databaseTooNew(let path, let version, let newestKnown):
            return "The notes database \(ShellWord.shown(path)) was written by a newer version of the app "
                + "(schema version \(version); this version knows up to \(newestKnown)). "
                + "It was left untouched; update the app to open it."
        case .corruptDatabaseNotMoved(let path, let reason):
            return "The notes database \(ShellWord.shown(path)) is damaged and could not be moved aside: \(reason). "
                + "Nothing was deleted."
        case .diskFull(let path):
            return "The disk is full: the change could not be saved to \(ShellWord.shown(path)). "
                + "The previously saved version is kept."
        case .noteNumbersUsedUp(let path):
            return "No new note can be added to \(ShellWord.shown(path)): its note numbers are used up "
                + "(another program set them to the largest). The notes already there can still be changed."
        case .noteNotFound(let id):
            return "There is no note with id \(id)."
        case .noteIDInUse(let id):
            return "A note with id \(id) already exists, so the deleted note cannot be restored under it."
        case .noteChangedElsewhere(let id, let expected, let stored):
            return
                "Note \(id) was changed elsewhere (it is at revision \(stored), this edit started from \(expected)); "
                + "nothing was overwritten."
        case .databaseFailure(let path, let code, let message):
            return "The notes database \(ShellWord.shown(path)) reported an error: \(message) (SQLite code \(code))."
        case .dataDirectoryNotFound(let path):
            return "The notes folder \(ShellWord.shown(path)) does not exist."
        case .databaseNotFound(let path):
            return "There is no notes database in \(ShellWord.shown(path))."
        case .ownedByAnotherUser(let path, let owner):
            return
                "\(ShellWord.shown(path)) belongs to another user (uid \(owner)), who could read or change your notes. "
                + "It was left alone; use a folder of your own."
        case .writableByOthers(let path, let mode):
            return
                "\(ShellWord.shown(path)) can be changed by other users (mode \(String(mode, radix: 8))), who could read or "
                + "change your notes. It was left alone; make it writable by you only (chmod go-w)."
        case .symbolicLink(let path):
            return
                "\(ShellWord.shown(path)) is a symbolic link; notes are never written through one. It was left alone."
        case .notANotesDatabase(let path, let reason):
            return "\(ShellWord.shown(path)) is not a notes database (\(reason)). It was left untouched."
        case .damagedDatabase(let path, let reason):
            return "The notes database \(ShellWord.shown(path)) is damaged (\(reason)). Nothing was changed; "
                + "opening note-entry's window moves it aside and recovers the notes that can still be read."
        case .databaseVanished(let path):
            return
                "The notes database \(ShellWord.shown(path)) was removed or replaced while in use, so the change was not saved."
        }
    }

    /// The store's error for a failed SQLite call on the database at `path`.
    init(_ error: SQLiteError, path: String) {
        self =
            error.isDiskFull
            ? .diskFull(path: path)
            : .databaseFailure(path: path, code: error.code, message: error.message)
    }
}
