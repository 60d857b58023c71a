// How search compares text: lower case, without accents, half-width, so "Cafe" finds "café"
// and "ＡＢＣ" finds "abc". The same folding is applied to the index (the SQL function
// note_fold, which the schema's triggers call) and to every query.
//
// It is the folding Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive,
// .widthInsensitive], locale: nil)` does, scalar for scalar, so indexes built with it stay
// valid; built from GLib's Unicode tables instead of ICU's, which the app does not link.
import CGLib
import CSQLite

/// The folding of text for search, in Swift and as the SQL function `note_fold(text)`.
public enum SearchFolding {
    /// `text` folded: character width, diacritics and case removed, in that order.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var stripped = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            for narrow in widthFolded(scalar, after: previous) { appendWithoutDiacritics(narrow, to: &stripped) }
            previous = scalar
        }
        return caseFolded(stripped)
    }

    /// The fullwidth ASCII forms and halfwidth Katakana and Hangul (U+FF01 to U+FFEF) as their
    /// usual forms. As Foundation has it, U+FFE3 FULLWIDTH MACRON stays, and so do the halfwidth
    /// voiced sound marks after a halfwidth Katakana.
    private static func widthFolded(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> [Unicode.Scalar] {
        guard (0xFF01...0xFFEF).contains(scalar.value), scalar.value != 0xFFE3 else { return [scalar] }
        if (0xFF9E...0xFF9F).contains(scalar.value), let previous, (0xFF61...0xFF9F).contains(previous.value) {
            return [scalar]
        }
        return Array(normalized(String(scalar), G_NORMALIZE_NFKC).unicodeScalars)
    }

    /// Appends `scalar` without the combining diacritical marks (U+0300 to U+036F) its
    /// canonical decomposition puts after a letter: the scalar itself when none is dropped. As
    /// Foundation has it, a mark with nothing before it is kept, marks after a spacing accent
    /// (U+1FBF, U+1FFE) too, and the negating U+0338 is dropped only after ASCII ("≠" is "=",
    /// "∉" stays).
    private static func appendWithoutDiacritics(_ scalar: Unicode.Scalar, to text: inout String.UnicodeScalarView) {
        // Below U+00C0 nothing decomposes; CJK, kana and Hangul decompose into no such mark.
        guard scalar.value >= 0xC0, !(0x2E80..<0xF900).contains(scalar.value) else {
            return text.append(scalar)
        }
        let parts = normalized(String(scalar), G_NORMALIZE_NFD).unicodeScalars
        guard let base = parts.first, base.value != 0x1FBF, base.value != 0x1FFE else { return text.append(scalar) }
        var kept = String.UnicodeScalarView()
        var dropped = false
        for part in parts {
            let isDiacritic = (0x300...0x36F).contains(part.value) && (part.value != 0x338 || base.isASCII)
            if isDiacritic, !(text.isEmpty && kept.isEmpty) {
                dropped = true
            } else {
                kept.append(part)
            }
        }
        if dropped {
            text.append(contentsOf: normalized(String(kept), G_NORMALIZE_NFC).unicodeScalars)
        } else {
            text.append(scalar)
        }
    }

    /// Unicode's full case folding ("Straße" to "strasse"), but for the letters Foundation's
    /// older tables leave as they are: Cherokee small letters, early Cyrillic letter variants and
    /// U+1FBE GREEK PROSGEGRAMMENI.
    private static func caseFolded(_ text: String.UnicodeScalarView) -> String {
        var folded = ""
        var run = String.UnicodeScalarView()
        for scalar in text {
            if unfoldedLetters.contains(where: { $0.contains(scalar.value) }) {
                folded += foldCase(String(run))
                run = String.UnicodeScalarView()
                folded.unicodeScalars.append(scalar)
            } else {
                run.append(scalar)
            }
        }
        return folded + foldCase(String(run))
    }

    private static let unfoldedLetters: [ClosedRange<UInt32>] = [
        0x13F8...0x13FD, 0x1C80...0x1C88, 0x1FBE...0x1FBE, 0xAB70...0xABBF,
    ]

    private static func foldCase(_ text: String) -> String {
        guard !text.isEmpty, let folded = g_utf8_casefold(text, -1) else { return text }
        defer { g_free(folded) }
        return String(cString: folded)
    }

    private static func normalized(_ text: String, _ mode: GNormalizeMode) -> String {
        guard let result = g_utf8_normalize(text, -1, mode) else { return text }
        defer { g_free(result) }
        return String(cString: result)
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

private let foldFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
    context, count, values in
    guard count == 1, let value = values?[0], sqlite3_value_type(value) != SQLITE_NULL,
        let text = sqlite3_value_text(value)
    else {
        sqlite3_result_null(context)
        return
    }
    let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))
    let folded = SearchFolding.fold(String(decoding: bytes, as: UTF8.self))
    folded.withCString { characters in
        sqlite3_result_text64(context, characters, sqlite3_uint64(folded.utf8.count), copyResult, UInt8(SQLITE_UTF8))
    }
}
