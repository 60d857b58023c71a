// Opening the database file: refuse what we must not touch, detect damage, set durability.
//
// The order matters. Folder and files are checked before anything is opened (another user's,
// writable by others, a symbolic link: refused, see `PlantedFileCheck`). The file is then read
// before anything is written to it: whether it is a notes database of ours at all, and its
// schema version, because setting WAL mode writes to the file header and a database from a
// newer app or another program must be left byte for byte as it was. Damage is reported as
// `DatabaseDamage` so the initializer can move the file aside (or, when only reading, say so).
//
// A file that is not SQLite at all is recognised by its first 16 bytes before SQLite opens
// it: SQLite, given such a file and a -wal beside it, may replay and delete that -wal on
// close, and the files must be moved aside exactly as they were found.
import CGLib
import CSQLite
import Glibc

/// The database file is not a database or its content is damaged; `reason` says how.
struct DatabaseDamage: Error {
    let reason: String
}

/// Where a store's database is, in the forms the opening needs.
struct DatabaseLocation {
    /// The notes folder as given (standardized).
    let directory: FileSystemPath
    /// `directory/notes.sqlite3` as given: what is checked and named in messages.
    let file: FileSystemPath
    /// The same file under the folder's real path (no symbolic link in any parent), which
    /// SQLite opens with `SQLITE_OPEN_NOFOLLOW` so it cannot follow a link at the file itself.
    let resolvedFile: FileSystemPath

    /// The location of the database in `directory`, which must exist (`fileName`: another
    /// database file beside the notes, such as a salvage being built).
    init(directory: FileSystemPath, fileName: String = NoteStoreLocation.databaseFileName) throws {
        self.directory = directory
        file = directory.appending(fileName)
        guard let real = directory.withCString({ realpath($0, nil) }) else {
            throw NoteStoreError.dataDirectoryUnavailable(
                path: directory.description, reason: OwnerOnlyFiles.describeErrno())
        }
        defer { free(real) }
        resolvedFile = FileSystemPath(cString: real).appending(fileName)
    }

    /// The database of the same folder named `fileName`.
    func sibling(named fileName: String) throws -> DatabaseLocation {
        try DatabaseLocation(directory: directory, fileName: fileName)
    }
}

/// Where an opening's integrity check comes from.
enum IntegrityChecking {
    /// The opening reads every page itself.
    case here
    /// The opening takes `IntegrityCheckAhead`'s finding if it checked this very file, and
    /// reads every page itself otherwise.
    case unlessCheckedAhead
}

extension NoteStore {
    /// Refuses a folder that must not or cannot be read (not found, another user's, writable by
    /// others, unreadable):
    /// what a `.readOnly` opening checks before looking inside.
    static func checkFolderForReading(_ directoryPath: FileSystemPath) throws {
        let unavailable = { NoteStoreError.dataDirectoryUnavailable(path: directoryPath.description, reason: $0) }
        guard let status = try PlantedFileCheck.status(of: directoryPath, followingLink: true, unavailable: unavailable)
        else {
            throw NoteStoreError.dataDirectoryNotFound(path: directoryPath.description)
        }
        try PlantedFileCheck.checkFolder(status, at: directoryPath)
        try OwnerOnlyFiles.checkReadableFolder(directoryPath)
    }

    /// Opens the database at `location`, checks it and, for writing, brings it to the newest
    /// schema (creating the file if missing).
    /// - Returns: the connection and whether the database holds no schema yet (a new file).
    /// - Throws: `DatabaseDamage` for a damaged file, `NoteStoreError` for anything else.
    static func openDatabase(
        at location: DatabaseLocation, access: Access,
        checkingIntegrity integrityChecking: IntegrityChecking = .unlessCheckedAhead
    ) throws -> (SQLiteDatabase, NotesDatabaseIdentity.Kind) {
        switch access {
        case .readWrite:
            try OwnerOnlyFiles.prepareDatabaseFile(location.file)
        case .readOnly:
            let unavailable = { NoteStoreError.databaseFileUnavailable(path: location.file.description, reason: $0) }
            guard
                let status = try PlantedFileCheck.status(
                    of: location.file, followingLink: false, unavailable: unavailable)
            else {
                throw NoteStoreError.databaseNotFound(path: location.directory.description)
            }
            try PlantedFileCheck.checkDatabaseFile(status, at: location.file)
            try OwnerOnlyFiles.checkReadable(location.file, writable: false)
        }
        try PlantedFileCheck.checkCompanions(of: location.file)
        // SQLite answers SQLITE_BUSY at once, without its busy handler, where waiting could
        // deadlock: seen when a second instance opens the database while the first one saves.
        // Opening changes nothing it cannot redo, so it is tried again until the busy timeout.
        let deadline = g_get_monotonic_time() + Int(busyTimeoutMilliseconds) * 1000
        while true {
            do {
                return try openDatabaseOnce(at: location, access: access, checkingIntegrity: integrityChecking)
            } catch let NoteStoreError.databaseFailure(_, code, _)
                where code & 0xFF == SQLITE_BUSY
                && g_get_monotonic_time() < deadline
            {
                usleep(10_000)
            }
        }
    }

    /// Salvage builds the new database under this name beside the damaged one...
    static let salvageBeingBuilt = NoteStoreLocation.databaseFileName + ".salvage-partial"
    /// ...and renames it to this once it holds every note and the report, before the swap.
    static let salvageBuilt = NoteStoreLocation.databaseFileName + ".salvaged"

    /// Replaces the damaged database at `location` with a new one holding every note that can
    /// be read from it and the report for the user, without a moment when a start could find
    /// fewer notes: the new database is built beside the damaged one (`salvageBeingBuilt`),
    /// renamed `salvageBuilt` once complete, then the damaged file is moved aside and the new
    /// one renamed into place. Killed before the damaged file moves, the next start salvages
    /// again; killed between the two renames, it finishes (`finishInterruptedSalvage`).
    static func replaceDamagedDatabase(
        at location: DatabaseLocation, damage: DatabaseDamage, now: NoteTime
    ) throws -> (SQLiteDatabase, NotesDatabaseIdentity.Kind) {
        let building = try location.sibling(named: salvageBeingBuilt)
        let built = try location.sibling(named: salvageBuilt)
        // What an interrupted salvage left: remade from the damaged file, still in place.
        for leftover in [building.file, built.file] { removeDatabaseFiles(leftover) }
        let movedAside = DatabaseSalvageReport.movedAsideName(forDatabaseAt: location.file, now: now)
        let salvage = DamagedDatabaseSalvage.readNotes(from: location.file)
        let report = DatabaseSalvageReport(
            originalPath: location.file.description, movedAsideFile: movedAside, reason: damage.reason,
            salvagedNoteCount: salvage.notes.count, unreadableNoteCount: salvage.unreadableCount, movedAt: now)
        do {
            let (database, _) = try openDatabase(at: building, access: .readWrite)
            try database.writeTransaction {
                try DamagedDatabaseSalvage.copy(salvage, into: database)
                try recordSalvageReport(report, originalFile: location.file, in: database)
                // The same store, salvaged: text kept for it still applies.
                if let identity = salvage.storeIdentity {
                    let keep = try database.prepare("UPDATE store_identity SET uuid = ?1")
                    try keep.bind(identity, at: 1)
                    try keep.step()
                }
            }
            // One self-contained file to rename: the log emptied into it, and closed (which
            // removes the -wal and -shm).
            try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        } catch let error as SQLiteError {
            throw NoteStoreError(error, path: building.file.description)
        }
        try renameDurably(building.file, to: built.file, in: location)
        try DatabaseSalvageReport.moveAside(databaseAt: location.file, to: movedAside)
        try renameDurably(built.file, to: location.file, in: location)
        return try openDatabase(at: location, access: .readWrite)
    }

    /// After a salvage killed between moving the damaged file aside and renaming the new
    /// database into place, there is no database but a complete salvaged one: it goes in place.
    static func finishInterruptedSalvage(at location: DatabaseLocation) throws {
        guard DatabaseFileIdentity(of: location.file) == nil else { return }
        let built = try location.sibling(named: salvageBuilt)
        guard DatabaseFileIdentity(of: built.file) != nil else { return }
        try renameDurably(built.file, to: location.file, in: location)
    }

    /// Removes the database file at `file` and its -wal, -shm and -journal, if present.
    private static func removeDatabaseFiles(_ file: FileSystemPath) {
        for suffix in ["", "-wal", "-shm", "-journal"] { file.addingSuffix(suffix).withCString { _ = unlink($0) } }
    }

    /// Renames database file `source` to `target`, both in `location`'s folder, and syncs the
    /// folder, so the rename survives a power cut.
    private static func renameDurably(
        _ source: FileSystemPath, to target: FileSystemPath, in location: DatabaseLocation
    ) throws {
        guard source.withCString({ from in target.withCString { rename(from, $0) } }) == 0 else {
            throw NoteStoreError.corruptDatabaseNotMoved(
                path: source.description, reason: OwnerOnlyFiles.describeErrno())
        }
        DescriptorWriting.syncEntries(of: location.directory)
    }

    private static func openDatabaseOnce(
        at location: DatabaseLocation, access: Access, checkingIntegrity integrityChecking: IntegrityChecking
    ) throws -> (SQLiteDatabase, NotesDatabaseIdentity.Kind) {
        let path = location.file.description
        try checkHeader(ofDatabaseAt: location.file)
        // Before SQLite opens it: a read-write connection creates a -wal where there was none.
        let writeAheadLog = DatabaseFilesState.File(at: location.file.addingSuffix("-wal"))
        do {
            let database = try SQLiteDatabase(
                file: location.resolvedFile, access: connectionAccess(for: location, access),
                refusingLinks: true, shownAs: path)
            database.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
            let migrator = SchemaMigrator()
            // The first reads of the header: garbage or a text file fails here with SQLITE_NOTADB.
            let kind = try NotesDatabaseIdentity.kind(of: database)
            try migrator.checkNotTooNew(database)
            // A valid header can still hide damaged pages. quick_check(1) reads every page
            // but skips the costly index cross-checks, and stops at the first problem.
            let checkedAhead =
                integrityChecking == .unlessCheckedAhead
                && IntegrityCheckAhead.takeVerification(
                    of: openedFiles(database, at: location, writeAheadLog: writeAheadLog))
            if !checkedAhead {
                let finding = try database.text("PRAGMA quick_check(1)")
                guard finding == "ok" else { throw DatabaseDamage(reason: "integrity check: \(finding)") }
            }
            guard access == .readWrite else { return (database, kind) }
            if NetworkFileSystem.holding(location.directory) == nil {
                let journalMode = try database.text("PRAGMA journal_mode = WAL")
                guard journalMode.lowercased() == "wal" else {
                    throw NoteStoreError.databaseFailure(
                        path: path, code: SQLITE_ERROR, message: "cannot switch to WAL mode (still \(journalMode))")
                }
            } else {
                // The write-ahead log's shared memory is one computer's: over a network file system
                // a rollback journal, whose locks are the file system's own. A database another
                // program holds open in WAL mode stays in it (switching needs it alone); the store
                // reports the network file system either way (`networkFileSystem`).
                _ = try database.text("PRAGMA journal_mode = DELETE")
            }
            // FULL: in WAL mode, NORMAL could lose the last commits on power loss; with a rollback
            // journal, FULL syncs the journal before the database is written.
            try database.execute("PRAGMA synchronous = FULL")
            try migrator.upgrade(database)
            try NoteSearchIndex.keepInStep(database)
            try NoteSearchIndex.indexQueuedNotes(database, waitingAtMost: upkeepLockWaitMilliseconds)
            try NotesDatabaseIdentity.claim(database)
            try fillMissingPreviews(database)
            return (database, kind)
        } catch let error as SQLiteError where error.isCorruption {
            throw DatabaseDamage(reason: error.message)
        } catch let error as SQLiteError {
            throw NoteStoreError(error, path: path)
        }
    }

    /// The files `database` opened, as they are now (its -wal as it was before the opening), for
    /// `IntegrityCheckAhead`; nil if the file at the path is not the one opened.
    private static func openedFiles(
        _ database: SQLiteDatabase, at location: DatabaseLocation, writeAheadLog: DatabaseFilesState.File?
    ) -> DatabaseFilesState? {
        guard let file = DatabaseFilesState.File(at: location.file), file.identity == database.fileIdentity else {
            return nil
        }
        return DatabaseFilesState(database: file, writeAheadLog: writeAheadLog)
    }

    /// How SQLite opens the file. Reading only, a database without a -wal beside it is opened
    /// immutable: otherwise SQLite would create an empty -wal and -shm in the folder (and fail
    /// in a read-only folder). With a -wal (the app is running, or stopped without closing),
    /// it is opened read-only, so the -wal's notes are seen; SQLite uses the -shm there.
    private static func connectionAccess(for location: DatabaseLocation, _ access: Access) -> SQLiteDatabase.Access {
        switch access {
        case .readWrite: return .readWrite(create: false)
        case .readOnly:
            return DatabaseFileIdentity(of: location.file.addingSuffix("-wal")) == nil ? .readOnlyImmutable : .readOnly
        }
    }

    /// Every SQLite 3 database file begins with these 16 bytes.
    static let sqliteHeader = Array("SQLite format 3\u{0}".utf8)

    /// Throws `DatabaseDamage` unless the file is empty (a new database) or starts like SQLite.
    /// Opened with O_NOFOLLOW: a link put there since the checks is refused, not read.
    ///
    /// Skipped when a connection of this process already has the file open (it was checked when
    /// that one opened): closing our descriptor would drop that connection's locks.
    private static func checkHeader(ofDatabaseAt path: FileSystemPath) throws {
        guard !OpenDatabaseFiles.isOpen(path) else { return }
        let descriptor = path.withCString { open($0, O_RDONLY | O_NOFOLLOW | O_CLOEXEC) }
        guard descriptor >= 0 else {
            if errno == ELOOP { throw NoteStoreError.symbolicLink(path: path.description) }
            throw NoteStoreError.databaseFileUnavailable(
                path: path.description, reason: "it cannot be read (\(OwnerOnlyFiles.describeErrno()))")
        }
        defer { close(descriptor) }
        var start = [UInt8](repeating: 0, count: sqliteHeader.count)
        let count = start.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count == 0 || (count == sqliteHeader.count && start == sqliteHeader) else {
            throw DatabaseDamage(reason: "the file is not an SQLite database")
        }
    }

    /// Computes the previews that migration 002 or another program left NULL (the list shows
    /// none meanwhile); a no-op once all are filled.
    ///
    /// Reads only the first `bodyHeadLength` characters of each body, so a database full
    /// of large notes upgrades without loading them. It takes the write lock only when a
    /// preview is missing, and waits for it as briefly as search does: the window opens the
    /// store, and a later opening fills what another program's lock held up.
    private static func fillMissingPreviews(_ database: SQLiteDatabase) throws {
        guard try database.integer("SELECT EXISTS (SELECT 1 FROM notes WHERE preview IS NULL)") == 1 else { return }
        do {
            try database.waitingForLocks(atMost: upkeepLockWaitMilliseconds) { try fillPreviews(database) }
        } catch let error as SQLiteError where error.code == SQLITE_BUSY {
            return
        }
    }

    private static func fillPreviews(_ database: SQLiteDatabase) throws {
        try database.writeTransaction {
            let select = try database.prepare(
                "SELECT id, substr(body, 1, \(NoteSummary.bodyHeadLength)) FROM notes WHERE preview IS NULL")
            let update = try database.prepare("UPDATE notes SET preview = ?2 WHERE id = ?1")
            while try select.step() {
                update.reset()
                try update.bind(select.int64(at: 0), at: 1)
                try update.bind(NoteSummary.firstLine(ofBodyHead: select.string(at: 1)), at: 2)
                try update.step()
            }
        }
    }
}
