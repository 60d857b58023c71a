// Opening the database file: refuse what we must not touch, detect damage, set durability.
//
// The order matters. The schema version is read first, because setting WAL mode writes to
// the file header and a database from a newer app must be left byte for byte as it was.
// Damage is reported as `DatabaseDamage` so the initializer can move the file aside.
//
// A file that is not SQLite at all is recognised by its first 16 bytes before SQLite opens
// it: SQLite, given such a file and a -wal beside it, may replay and delete that -wal on
// close, and the files must be moved aside exactly as they were found.
import CSQLite
import Foundation

/// The database file is not a database or its content is damaged; `reason` says how.
struct DatabaseDamage: Error {
    let reason: String
}

extension NoteStore {
    /// Opens the database at `path`, checks it and brings it to the newest schema.
    /// - Throws: `DatabaseDamage` for a damaged file, `NoteStoreError` for anything else.
    static func openDatabase(at path: String) throws -> SQLiteDatabase {
        // SQLite answers SQLITE_BUSY at once, without its busy handler, where waiting could
        // deadlock: seen when a second instance opens the database while the first one saves.
        // Opening changes nothing it cannot redo, so it is tried again until the busy timeout.
        let deadline = Date().addingTimeInterval(Double(busyTimeoutMilliseconds) / 1000)
        while true {
            do {
                return try openDatabaseOnce(at: path)
            } catch let NoteStoreError.databaseFailure(_, code, _) where code & 0xFF == SQLITE_BUSY && Date() < deadline {
                usleep(10_000)
            }
        }
    }

    private static func openDatabaseOnce(at path: String) throws -> SQLiteDatabase {
        try checkHeader(ofDatabaseAt: path)
        do {
            let database = try SQLiteDatabase(path: path, create: false)
            database.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
            let migrator = SchemaMigrator()
            // The first read of the header: garbage or a text file fails here with SQLITE_NOTADB.
            try migrator.checkNotTooNew(database)
            // A valid header can still hide damaged pages. quick_check(1) reads every page
            // but skips the costly index cross-checks, and stops at the first problem.
            let finding = try database.text("PRAGMA quick_check(1)")
            guard finding == "ok" else { throw DatabaseDamage(reason: "integrity check: \(finding)") }
            let journalMode = try database.text("PRAGMA journal_mode = WAL")
            guard journalMode.lowercased() == "wal" else {
                throw NoteStoreError.databaseFailure(
                    path: path, code: SQLITE_ERROR, message: "cannot switch to WAL mode (still \(journalMode))")
            }
            // FULL: in WAL mode, NORMAL could lose the last commits on power loss.
            try database.execute("PRAGMA synchronous = FULL")
            try migrator.upgrade(database)
            try fillMissingPreviews(database)
            // SQLite creates -wal and -shm with the database's mode, but make sure under any umask.
            OwnerOnlyFiles.restrictFile(path + "-wal")
            OwnerOnlyFiles.restrictFile(path + "-shm")
            return database
        } catch let error as SQLiteError where error.isCorruption {
            throw DatabaseDamage(reason: error.message)
        } catch let error as SQLiteError {
            throw NoteStoreError(error, path: path)
        }
    }

    /// Every SQLite 3 database file begins with these 16 bytes.
    private static let sqliteHeader = Array("SQLite format 3\u{0}".utf8)

    /// Throws `DatabaseDamage` unless the file is empty (a new database) or starts like SQLite.
    private static func checkHeader(ofDatabaseAt path: String) throws {
        guard let file = FileHandle(forReadingAtPath: path) else {
            throw NoteStoreError.databaseFileUnavailable(path: path, reason: "it cannot be read")
        }
        defer { try? file.close() }
        let start = [UInt8]((try? file.read(upToCount: sqliteHeader.count)) ?? Data())
        guard start.isEmpty || start == sqliteHeader else {
            throw DatabaseDamage(reason: "the file is not an SQLite database")
        }
    }

    /// Computes the previews that migration 002 left NULL; a no-op once all are filled.
    ///
    /// Reads only the first `bodyHeadLength` characters of each body, so a database full
    /// of large notes upgrades without loading them.
    private static func fillMissingPreviews(_ database: SQLiteDatabase) throws {
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
