// Reading an SQLite file that came from elsewhere without running the SQL it holds.
//
// A copy of the notes database (a sync tool's conflict copy, a file given to import) or a
// damaged store is data from whoever wrote it, and its schema is SQL: a view computes its rows
// (a recursive one never ends, and its sorts grow temporary files without bound), a generated
// column or a DEFAULT computes values. So such a file is opened read-only with SQLite's trusted
// schema off (no function with side effects in it) and defensive on, and only tables are read:
// what a name is comes from what SQLite parsed (`PRAGMA table_list`, whose names ignore case as
// SQLite's do), never from the file's `sqlite_master.type`, which anyone can rewrite. With those
// refused every value read is bytes of the file, so the file's size bounds the rows and bytes;
// a time limit (a progress handler) bounds the work, and temporary tables stay in memory.
//
// `writable_schema` is used only for a file whose schema SQLite refuses as it is (a damaged
// header, a forged schema row): it makes SQLite trust the file's size over a damaged page count
// and keep the parts of the schema it can parse. There defensive is off (it would ignore the
// pragma), and a forged row still cannot pass for a table: `table_list` reports what its SQL
// made.
import CGLib
import CSQLite
import Glibc

/// A read-only connection to a database file from elsewhere, and the tables it may be read from.
struct UntrustedDatabaseFile {
    /// The connection: read-only, schema distrusted, interrupted once `deadline` has passed.
    let database: SQLiteDatabase
    /// When reading must stop (`g_get_monotonic_time`, microseconds).
    let deadline: Int

    /// Opens `file` (with its -wal, if any) to read, for at most `timeLimit` seconds; nil when
    /// SQLite cannot open it at all.
    init?(file: FileSystemPath, timeLimit seconds: Int) {
        deadline = g_get_monotonic_time() + seconds * 1_000_000
        let hasWAL = DatabaseFileIdentity(of: file.addingSuffix("-wal")) != nil
        let access: SQLiteDatabase.Access = hasWAL ? .readOnly : .readOnlyImmutable
        guard let strict = Self.open(file, access: access, deadline: deadline, defensive: true) else { return nil }
        // Reading the schema list parses the whole schema: a file SQLite refuses fails here.
        if (try? strict.integer("SELECT count(*) FROM pragma_table_list")) != nil {
            database = strict
            return
        }
        guard let lenient = Self.open(file, access: access, deadline: deadline, defensive: false) else { return nil }
        try? lenient.execute("PRAGMA writable_schema = ON")
        database = lenient
    }

    /// Whether the work's time is up.
    var isOverTime: Bool { g_get_monotonic_time() > deadline }

    /// Whether `name` (in any case) is one table of the file's own, not a view, virtual or
    /// shadow table, whose columns are all stored and whose defaults compute nothing: a table
    /// whose rows are the file's bytes.
    func isPlainTable(_ name: String) -> Bool {
        guard
            let kinds = try? database.prepare(
                "SELECT type FROM pragma_table_list WHERE schema = 'main' AND name = ?1 COLLATE NOCASE"),
            (try? kinds.bind(name, at: 1)) != nil, (try? kinds.step()) == true, kinds.string(at: 0) == "table",
            (try? kinds.step()) == false
        else { return false }
        // hidden: 2 and 3 are generated columns; a DEFAULT is evaluated for a row stored before
        // its column was added, so only a literal one is read as data.
        guard
            let computed = try? database.prepare(
                "SELECT count(*) FROM pragma_table_xinfo(?1) WHERE hidden != 0 OR instr(dflt_value, '(') > 0"),
            (try? computed.bind(name, at: 1)) != nil, (try? computed.step()) == true
        else { return false }
        return computed.int64(at: 0) == 0
    }

    /// A read-only connection to `file` with its schema distrusted, temporary storage in memory
    /// and every statement interrupted after `deadline`.
    private static func open(
        _ file: FileSystemPath, access: SQLiteDatabase.Access, deadline: Int, defensive: Bool
    ) -> SQLiteDatabase? {
        guard let database = try? SQLiteDatabase(file: file, access: access) else { return nil }
        guard note_store_sqlite3_distrust_schema(database.handle) == SQLITE_OK,
            note_store_sqlite3_set_defensive(database.handle, defensive ? 1 : 0) == SQLITE_OK,
            (try? database.execute("PRAGMA temp_store = MEMORY")) != nil
        else { return nil }
        sqlite3_progress_handler(
            database.handle, 1_000, interruptAfterDeadline, UnsafeMutableRawPointer(bitPattern: Int(deadline)))
        return database
    }
}

/// SQLite's progress handler: interrupts the statement (non-zero) once the deadline (its
/// context, monotonic microseconds) has passed.
private let interruptAfterDeadline: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { context in
    g_get_monotonic_time() > Int(bitPattern: context) ? 1 : 0
}
