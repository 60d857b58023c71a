// How search compares text: lower case, without accents, half-width, so "Cafe" finds "café"
// and "ＡＢＣ" finds "abc". The same folding is applied to the index (the SQL function
// note_fold, which the schema's triggers call) and to every query.
import CSQLite
import Foundation

/// The folding of text for search, in Swift and as the SQL function `note_fold(text)`.
enum SearchFolding {
    /// `text` folded: case, diacritics and character width removed.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Makes `note_fold(text)` available on the connection `handle` (deterministic, so SQLite
    /// may use it in triggers and indexes).
    static func register(on handle: OpaquePointer) {
        sqlite3_create_function_v2(
            handle, "note_fold", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil,
            foldFunction, nil, nil, nil)
    }
}

/// SQLite's SQLITE_TRANSIENT (a macro that does not import): SQLite copies the result at once.
private let copyResult = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

private let foldFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = { context, count, values in
    guard count == 1, let value = values?[0], sqlite3_value_type(value) != SQLITE_NULL,
          let text = sqlite3_value_text(value) else {
        sqlite3_result_null(context)
        return
    }
    let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))
    let folded = SearchFolding.fold(String(decoding: bytes, as: UTF8.self))
    folded.withCString { characters in
        sqlite3_result_text64(context, characters, sqlite3_uint64(folded.utf8.count), copyResult, UInt8(SQLITE_UTF8))
    }
}
