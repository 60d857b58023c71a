// One SQLite connection, closed when the Swift object goes away.
//
// Not Sendable on purpose: a connection belongs to the thread that uses it, and letting the
// type system say so is cheaper than a lock on every call.
import CSQLite
import Glibc

/// An open SQLite connection.
final class SQLiteDatabase {
    /// The connection handle; valid until `deinit`.
    let handle: OpaquePointer
    /// The file opened, counted in `OpenDatabaseFiles` while the connection is open.
    let fileIdentity: DatabaseFileIdentity?
    /// The file this connection opened, as shown in messages.
    let path: String

    /// How a connection may use its file.
    enum Access: Equatable {
        /// Read and write; creates the file when `create` is true.
        case readWrite(create: Bool)
        /// Read only: no writes, no checkpoint on close (the -wal is left as it is). SQLite may
        /// still create an empty -wal and -shm beside a database in WAL mode.
        case readOnly
        /// Read only, for a file with no -wal beside it, which is then the whole database:
        /// SQLite creates nothing and takes no locks (URI parameter `immutable=1`). Only safe
        /// while nobody writes to the file.
        case readOnlyImmutable

        /// Whether the connection must not write.
        var isReadOnly: Bool {
            if case .readWrite = self { return false }
            return true
        }
    }

    /// Opens (and, if `create` is true, creates) the database file at `path`.
    convenience init(path: String, create: Bool = true) throws {
        try self.init(file: FileSystemPath(path), access: .readWrite(create: create))
    }

    /// Opens the database file at `file`, byte for byte.
    /// - Parameters:
    ///   - refusingLinks: SQLite's own refusal of a path with a symbolic link in it
    ///     (`SQLITE_OPEN_NOFOLLOW`, which also refuses links in parent folders: give it a
    ///     resolved path).
    ///   - shownAs: the path to name in messages, when `file` is a resolved form of it.
    init(file: FileSystemPath, access: Access, refusingLinks: Bool = false, shownAs: String? = nil) throws {
        var handle: OpaquePointer?
        var flags = SQLITE_OPEN_NOMUTEX
        switch access {
        case .readWrite(let create):
            flags |= SQLITE_OPEN_READWRITE
            if create { flags |= SQLITE_OPEN_CREATE }
        case .readOnly:
            flags |= SQLITE_OPEN_READONLY
        case .readOnlyImmutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        }
        if refusingLinks { flags |= SQLITE_OPEN_NOFOLLOW }
        let name = access == .readOnlyImmutable ? Self.immutableURI(of: file) : file
        let code = name.withCString { sqlite3_open_v2($0, &handle, flags, nil) }
        guard code == SQLITE_OK, let handle else {
            let error = SQLiteError(code: code, handle: handle, operation: "open \(ShellWord.shown(file))")
            // sqlite3_open_v2 hands out a handle even on failure; it must still be closed.
            sqlite3_close_v2(handle)
            throw error
        }
        // Extended codes tell a full disk (SQLITE_FULL) apart from other write failures.
        sqlite3_extended_result_codes(handle, 1)
        // The search index's triggers call it on every write of a note.
        SearchFolding.register(on: handle)
        if access.isReadOnly { note_store_sqlite3_disable_checkpoint_on_close(handle) }
        self.handle = handle
        self.path = shownAs ?? file.description
        fileIdentity = DatabaseFileIdentity(of: file)
        if let fileIdentity { OpenDatabaseFiles.opened(fileIdentity) }
    }

    /// `file:PATH?immutable=1`, every byte of the path but unreserved ones and `/` percent-encoded
    /// (so any byte, UTF-8 or not, `?` and `#` included, names the file exactly).
    private static func immutableURI(of file: FileSystemPath) -> FileSystemPath {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        var uri = Array("file:".utf8)
        for byte in file.bytes {
            if unreserved.contains(byte) {
                uri.append(byte)
            } else {
                let hexDigits = Array("0123456789ABCDEF".utf8)
                uri += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return FileSystemPath(bytes: uri + Array("?immutable=1".utf8))
    }

    deinit {
        // close_v2 defers the close until every statement is finalized, so order never matters.
        sqlite3_close_v2(handle)
        if let fileIdentity { OpenDatabaseFiles.closed(fileIdentity) }
    }

    /// How long a statement waits for another connection's lock before failing with SQLITE_BUSY.
    ///
    /// It looks for the lock every millisecond. SQLite's own `sqlite3_busy_timeout` sleeps ever
    /// longer (up to 100 ms a time), so against another instance that saves back to back it
    /// kept missing the moments the lock was free and gave up after the whole timeout (seen in
    /// the two-writer test once saves also updated the search index).
    func setBusyTimeout(milliseconds: Int32) {
        busyTimeoutMilliseconds = milliseconds
        sqlite3_busy_handler(
            handle, pollForLockEveryMillisecond, UnsafeMutableRawPointer(bitPattern: Int(milliseconds)))
    }

    /// How many rows the last INSERT, UPDATE or DELETE changed (not counting triggers').
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// The wait `setBusyTimeout` set, in milliseconds.
    private(set) var busyTimeoutMilliseconds: Int32 = 0

    /// Runs `body` waiting at most `milliseconds` for another connection's lock, then the usual
    /// wait again.
    func waitingForLocks<Result>(atMost milliseconds: Int32, _ body: () throws -> Result) rethrows -> Result {
        let usualWait = busyTimeoutMilliseconds
        setBusyTimeout(milliseconds: milliseconds)
        defer { setBusyTimeout(milliseconds: usualWait) }
        return try body()
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

/// SQLite's busy handler: called with how many times it was called for this lock; sleeps a
/// millisecond and asks SQLite to try again, until the timeout (its context) has passed.
private let pollForLockEveryMillisecond: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32 = { context, count in
    let timeout = Int32(truncatingIfNeeded: Int(bitPattern: context))
    guard count < timeout else { return 0 }
    usleep(1_000)
    return 1
}
