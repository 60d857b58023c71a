// A failed SQLite call, as a Swift error.
//
// Callers decide what a failure means from the primary result code (disk full, not a
// database, corrupt, busy), so the code is kept next to SQLite's own message rather than
// flattened into a string.
import CSQLite

/// A failed SQLite call: its result code, SQLite's message and what we were doing.
struct SQLiteError: Error, CustomStringConvertible {
    /// The extended result code SQLite returned (for example `SQLITE_IOERR_WRITE`).
    let code: Int32
    /// SQLite's own explanation (`sqlite3_errmsg`), or `sqlite3_errstr` of the code.
    let message: String
    /// What was being done, for example the SQL text or "open /path/notes.sqlite3".
    let operation: String

    /// The primary result code (the low byte of the extended code), e.g. `SQLITE_FULL`.
    var primaryCode: Int32 { code & 0xFF }

    /// True when the database or the disk has no room left (`SQLITE_FULL`).
    var isDiskFull: Bool { primaryCode == SQLITE_FULL }

    /// True when the file is not a database or its content is damaged.
    var isCorruption: Bool { primaryCode == SQLITE_NOTADB || primaryCode == SQLITE_CORRUPT }

    var description: String { "\(message) (SQLite code \(code), during \(operation))" }

    /// The error the connection `handle` last reported, for the call that returned `code`.
    init(code: Int32, handle: OpaquePointer?, operation: String) {
        self.code = code
        self.operation = operation
        if let handle, let text = sqlite3_errmsg(handle) {
            self.message = String(cString: text)
        } else {
            self.message = String(cString: sqlite3_errstr(code))
        }
    }
}
