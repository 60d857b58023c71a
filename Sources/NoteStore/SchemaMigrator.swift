// Brings a database up to the newest schema this code knows.
//
// All pending steps run in one IMMEDIATE transaction together with the new user_version, so
// a crash mid-upgrade leaves the old schema intact, and a second app instance opening the
// same folder at the same moment waits and then finds the work already done.
import CSQLite

/// Applies `SchemaMigration.all` to a database, tracking progress in `PRAGMA user_version`.
struct SchemaMigrator {
    /// The steps to apply, in version order.
    var migrations: [SchemaMigration] = SchemaMigration.all

    /// The newest version these steps reach.
    var latestVersion: Int { migrations.last?.version ?? 0 }

    /// The schema version stored in the database file (0 for a new, empty file).
    static func storedVersion(of database: SQLiteDatabase) throws -> Int {
        Int(try database.integer("PRAGMA user_version"))
    }

    /// Refuses a database written by newer code, before anything is written to it.
    func checkNotTooNew(_ database: SQLiteDatabase) throws {
        let stored = try Self.storedVersion(of: database)
        if stored > latestVersion {
            throw NoteStoreError.databaseTooNew(
                path: database.path, version: stored, newestKnown: latestVersion)
        }
    }

    /// Runs every step above the stored version; does nothing when the database is current.
    func upgrade(_ database: SQLiteDatabase) throws {
        guard try Self.storedVersion(of: database) < latestVersion else { return }
        try database.writeTransaction {
            // Read again under the write lock: another instance may have upgraded meanwhile.
            let stored = try Self.storedVersion(of: database)
            try checkNotTooNew(database)
            for migration in migrations where migration.version > stored {
                try database.execute(migration.sql)
            }
            // PRAGMA takes no bound parameters; the value is our own integer.
            try database.execute("PRAGMA user_version = \(latestVersion)")
        }
    }
}
