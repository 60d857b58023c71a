// Telling a notes database of ours from another program's SQLite file, before writing to it.
//
// Switching to WAL, migrating or filling in previews would change any SQLite file found at the
// database's path, such as another program's database linked or copied there. So the file is
// read first: databases this app creates carry its `PRAGMA application_id`; older ones of ours
// (made before the id was set) are known by their `notes` table; an empty schema is a new file.
// Anything else is left untouched.
import CSQLite

/// Whether an SQLite database is a notes database of ours.
enum NotesDatabaseIdentity {
    /// The `PRAGMA application_id` of every notes database: "NtEn" in ASCII.
    static let applicationID: Int32 = 0x4E74_456E

    /// What a database turned out to be.
    enum Kind: Equatable {
        /// No tables yet: a database file just created (by us, or empty).
        case new
        /// A notes database: ours by its application id or, if older, by its `notes` table.
        case notes
    }

    /// Reads (never writes) what `database` is.
    /// - Throws: `NoteStoreError.notANotesDatabase` for another program's database;
    ///   `SQLiteError` when it cannot be read (a damaged file says so here).
    static func kind(of database: SQLiteDatabase) throws -> Kind {
        let application = Int32(truncatingIfNeeded: try database.integer("PRAGMA application_id"))
        if application == applicationID { return .notes }
        guard application == 0 else {
            throw NoteStoreError.notANotesDatabase(
                path: database.path, reason: "it belongs to another program (application id \(application))")
        }
        let objects = try database.integer("SELECT count(*) FROM sqlite_master")
        let version = try SchemaMigrator.storedVersion(of: database)
        if objects == 0 && version == 0 { return .new }
        let notesTables = try database.integer(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'notes'")
        guard notesTables == 1, version > 0 else {
            throw NoteStoreError.notANotesDatabase(
                path: database.path, reason: "it has no notes table of this app (schema version \(version))")
        }
        return .notes
    }

    /// Marks `database` (ours, checked by `kind(of:)`) with our application id, if not yet.
    static func claim(_ database: SQLiteDatabase) throws {
        guard Int32(truncatingIfNeeded: try database.integer("PRAGMA application_id")) != applicationID else { return }
        try database.writeTransaction {
            // PRAGMA takes no bound parameters; the value is our own constant.
            try database.execute("PRAGMA application_id = \(applicationID)")
        }
    }
}
