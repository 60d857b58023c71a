// One SQLite connection, closed when the Swift object goes away.
//
// Not Sendable on purpose: a connection belongs to the thread that uses it, and letting the
// type system say so is cheaper than a lock on every call.
import CSQLite

/// An open SQLite connection.
final class SQLiteDatabase {
    /// The connection handle; valid until `deinit`.
    let handle: OpaquePointer
    /// The file this connection opened.
    let path: String

    /// Opens (and, if `create` is true, creates) the database file at `path`.
    init(path: String, create: Bool = true) throws {
        var handle: OpaquePointer?
        var flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
        if create { flags |= SQLITE_OPEN_CREATE }
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let error = SQLiteError(code: code, handle: handle, operation: "open \(path)")
            // sqlite3_open_v2 hands out a handle even on failure; it must still be closed.
            sqlite3_close_v2(handle)
            throw error
        }
        // Extended codes tell a full disk (SQLITE_FULL) apart from other write failures.
        sqlite3_extended_result_codes(handle, 1)
        self.handle = handle
        self.path = path
    }

    deinit {
        // close_v2 defers the close until every statement is finalized, so order never matters.
        sqlite3_close_v2(handle)
    }

    /// How long a statement waits for another connection's lock before failing with SQLITE_BUSY.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs one or more SQL statements that return no rows we need (DDL, pragmas, BEGIN).
    func execute(_ sql: String) throws {
        var errorText: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &errorText)
        sqlite3_free(errorText)
        try check(code, sql)
    }

    /// Compiles one SQL statement.
    func prepare(_ sql: String) throws -> SQLiteStatement {
        try SQLiteStatement(database: self, sql: sql)
    }

    /// Runs a statement expected to return a single row and returns its first column as an integer.
    func integer(_ sql: String) throws -> Int64 {
        let statement = try prepare(sql)
        guard try statement.step() else {
            throw SQLiteError(code: SQLITE_MISUSE, handle: nil, operation: "\(sql) returned no row")
        }
        return statement.int64(at: 0)
    }

    /// Runs a statement expected to return a single row and returns its first column as text.
    func text(_ sql: String) throws -> String {
        let statement = try prepare(sql)
        guard try statement.step() else {
            throw SQLiteError(code: SQLITE_MISUSE, handle: nil, operation: "\(sql) returned no row")
        }
        return statement.string(at: 0)
    }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back if anything throws.
    ///
    /// IMMEDIATE takes the write lock up front, so a second connection waits in the busy
    /// handler instead of failing with SQLITE_BUSY when a read transaction tries to upgrade.
    func writeTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            // SQLite may already have rolled back by itself (for example after SQLITE_FULL).
            if sqlite3_get_autocommit(handle) == 0 {
                try? execute("ROLLBACK")
            }
            throw error
        }
    }

    /// The rowid of the last row this connection inserted.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the last INSERT, UPDATE or DELETE changed.
    var changedRowCount: Int { Int(sqlite3_changes(handle)) }

    /// Throws the connection's current error unless `code` is one of `accepted`.
    func check(_ code: Int32, _ operation: @autoclosure () -> String, accepted: Set<Int32> = [SQLITE_OK]) throws {
        guard accepted.contains(code) else {
            throw SQLiteError(code: code, handle: handle, operation: operation())
        }
    }
}
