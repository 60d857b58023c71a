// The database's integrity check, run on a thread of its own before the store opens.
//
// Opening a store reads every page of its database once (`PRAGMA quick_check(1)`) to find
// damage a valid header can hide; for a large store that is most of the cost of opening. Started
// first thing, the same check runs beside GTK's start instead of before the window's first
// frame, and the store's opening takes its finding rather than checking again, only for the very
// files that were checked, unchanged: same device, inode, size, modification and status-change
// times of the file and of its -wal, as seen before the check read them. A file swapped in
// meanwhile, a copy written over the checked file (`cp backup notes.sqlite3` keeps the inode), or
// a new file on the inode of a removed one (ext4 reuses them at once) is checked as before.
//
// The check ahead opens the database as `NoteStore(access: .readOnly)` does, with every guard of
// that opening (folder and file owner and mode, links, FIFOs, another program's database, a file
// that is not SQLite), and creates, moves and changes nothing: a process that never opens the
// store (a second instance handing over to the first) has only read it. A -wal without its -shm
// is left to the opening, as reading it would create the -shm.
import Dispatch
import Glibc
import Synchronization

/// The integrity check of one notes folder's database, run ahead on a background thread.
///
/// ```swift
/// IntegrityCheckAhead.start(directoryPath: folder)   // first thing in the process
/// // ... start the toolkit, build the window ...
/// let store = try NoteStore(directoryPath: folder)   // waits for the check, then uses it
/// ```
///
/// Every `NoteStore` opening in the process first waits until a started check has finished, so
/// nothing else touches the folder while it runs. The first opening after the check skips its
/// own check if it opens the files checked, unchanged since (`DatabaseFilesState`), and the
/// check found no damage; every other opening checks as before.
public enum IntegrityCheckAhead {
    private enum State {
        /// No check runs, and no finding waits for an opening.
        case idle
        /// The check runs.
        case running
        /// The check found no damage in the files as they were then, and no opening came since.
        case verified(DatabaseFilesState)
    }

    private static let state = Mutex(State.idle)
    /// Entered while a check runs, so openings can wait for it.
    private static let running = DispatchGroup()

    /// Starts checking the database in `directoryPath` on a background thread; does nothing
    /// while a check runs.
    public static func start(directoryPath: FileSystemPath) {
        let starts = state.withLock { state in
            if case .running = state { return false }
            state = .running
            running.enter()
            return true
        }
        guard starts else { return }
        let directory = directoryPath.standardized
        DispatchQueue.global(qos: .userInitiated).async {
            let checked = checkedFiles(in: directory)
            state.withLock { $0 = checked.map(State.verified) ?? .idle }
            running.leave()
        }
    }

    /// Waits until a started check has finished (returns at once when none runs).
    static func waitUntilFinished() {
        running.wait()
    }

    /// Whether the check ahead found no damage in the files, as they are now (`files`). Only the
    /// first opening to reach its integrity check after the check may take the finding, whichever
    /// file it opens: every later one (this opening retried after a failure past that point, or
    /// the same file reopened hours later) checks for itself. An opening that failed before that
    /// point (a lock, a refused file) leaves the finding to the next, which takes it only for
    /// files still unchanged.
    static func takeVerification(of files: DatabaseFilesState?) -> Bool {
        state.withLock { state in
            guard case .verified(let checked) = state else { return false }
            state = .idle
            return checked == files
        }
    }

    /// The database's files in `directory` as the check left them (unchanged since before it read
    /// them, but for the -wal's status-change time), if the database opened read-only with every
    /// guard and its integrity check found nothing; nil otherwise (missing, refused, damaged,
    /// busy, changed meanwhile). The connection is closed when this returns.
    private static func checkedFiles(in directory: FileSystemPath) -> DatabaseFilesState? {
        do {
            try NoteStore.checkFolderForReading(directory)
            let location = try DatabaseLocation(directory: directory)
            // Seen before the first page is read, so a change while or after the check reads
            // them shows in the opening's view of the files.
            guard let before = DatabaseFilesState(databaseAt: location.file) else { return nil }
            // A -wal without its -shm (left out of a backup): a read-only connection would create
            // the -shm, and this process may never open the store. The opening checks it itself.
            if before.writeAheadLog != nil, DatabaseFileIdentity(of: location.file.addingSuffix("-shm")) == nil {
                return nil
            }
            let (database, _) = try NoteStore.openDatabase(at: location, access: .readOnly, checkingIntegrity: .here)
            guard database.fileIdentity == before.database.identity,
                let after = DatabaseFilesState(databaseAt: location.file),
                after.isUnchanged(since: before)
            else { return nil }
            return after
        } catch {
            return nil
        }
    }
}
