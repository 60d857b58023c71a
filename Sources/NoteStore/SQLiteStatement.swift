// One compiled SQL statement with typed bind and column access.
//
// Text is always bound and read with an explicit byte length, so strings containing NUL
// ("\u{0}") round-trip byte for byte instead of being cut at the first zero byte.
import CSQLite

/// SQLite's SQLITE_TRANSIENT (a macro that does not import): SQLite copies bound bytes at once.
private let copyBoundBytes = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A prepared statement; finalized when the Swift object goes away.
final class SQLiteStatement {
    private let handle: OpaquePointer
    /// Kept so the connection outlives its statements and errors can read its message.
    private let database: SQLiteDatabase
    private let sql: String

    init(database: SQLiteDatabase, sql: String) throws {
        var handle: OpaquePointer?
        let code = sqlite3_prepare_v2(database.handle, sql, -1, &handle, nil)
        guard code == SQLITE_OK, let handle else {
            sqlite3_finalize(handle)
            throw SQLiteError(code: code, handle: database.handle, operation: sql)
        }
        self.handle = handle
        self.database = database
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds an integer to the 1-based parameter `index`.
    func bind(_ value: Int64, at index: Int32) throws {
        try database.check(sqlite3_bind_int64(handle, index, value), sql)
    }

    /// Binds text to the 1-based parameter `index`, with its exact UTF-8 byte length.
    func bind(_ value: String, at index: Int32) throws {
        var value = value
        let code = value.withUTF8 { bytes -> Int32 in
            // An empty buffer has no base address, and a nil pointer would store NULL, not "".
            guard let start = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_text64(handle, index, "", 0, copyBoundBytes, UInt8(SQLITE_UTF8))
            }
            return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
                sqlite3_bind_text64(
                    handle, index, text, sqlite3_uint64(bytes.count), copyBoundBytes, UInt8(SQLITE_UTF8))
            }
        }
        try database.check(code, sql)
    }

    /// Binds bytes (a BLOB) to the 1-based parameter `index`; empty bytes are an empty BLOB, not NULL.
    func bind(bytes value: [UInt8], at index: Int32) throws {
        let code = value.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress, !buffer.isEmpty else {
                return sqlite3_bind_zeroblob(handle, index, 0)
            }
            return sqlite3_bind_blob64(handle, index, start, sqlite3_uint64(buffer.count), copyBoundBytes)
        }
        try database.check(code, sql)
    }

    /// Advances to the next row: true if a row is available, false when the statement is done.
    @discardableResult
    func step() throws -> Bool {
        let code = sqlite3_step(handle)
        try database.check(code, sql, accepted: [SQLITE_ROW, SQLITE_DONE])
        return code == SQLITE_ROW
    }

    /// Makes the statement ready to run again with new bindings.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// The integer in 0-based column `index` of the current row.
    func int64(at index: Int32) -> Int64 {
        sqlite3_column_int64(handle, index)
    }

    /// The text in 0-based column `index` of the current row, read with its byte length.
    func string(at index: Int32) -> String {
        checkedString(at: index).text
    }

    /// The text in 0-based column `index`, and whether its bytes were valid UTF-8 (if not,
    /// `text` has U+FFFD in place of each bad sequence).
    func checkedString(at index: Int32) -> (text: String, wasValidUTF8: Bool) {
        guard let text = sqlite3_column_text(handle, index) else { return ("", true) }
        let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, index)))
        if let valid = String(validating: bytes, as: UTF8.self) { return (valid, true) }
        return (String(decoding: bytes, as: UTF8.self), false)
    }

    /// Whether 0-based column `index` of the current row is NULL.
    func isNull(at index: Int32) -> Bool {
        sqlite3_column_type(handle, index) == SQLITE_NULL
    }

    /// How many bytes `bytes(at:)` would give for 0-based column `index` of the current row.
    func byteCount(at index: Int32) -> Int {
        Int(sqlite3_column_bytes(handle, index))
    }

    /// The bytes in 0-based column `index` of the current row (a BLOB, or text's UTF-8).
    func bytes(at index: Int32) -> [UInt8] {
        guard let start = sqlite3_column_blob(handle, index) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: Int(sqlite3_column_bytes(handle, index))))
    }
}
