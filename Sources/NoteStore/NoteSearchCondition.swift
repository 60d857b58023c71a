// What a note must hold to match a search: every word of the query in its title or body.

/// The SQL conditions over `notes_search JOIN notes` that find the notes matching a query, with
/// the texts they are bound to: one trigram phrase per word of three characters or more, and a
/// scan of the folded text for each shorter word (common in Japanese and Chinese: 日本).
struct NoteSearchCondition {
    /// The conditions, all of which a match meets; their parameters are ?1 … ?`texts.count`.
    let conditions: [String]
    /// The texts bound to the conditions' parameters, in their order.
    let texts: [String]

    /// The conditions for `query`, split at white space after folding (`SearchFolding`); nil for
    /// a query with no words.
    init?(query: String) {
        let words = SearchFolding.fold(query).split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return nil }
        let indexed = words.filter { $0.unicodeScalars.count >= 3 }
        let scanned = words.filter { $0.unicodeScalars.count < 3 }
        var conditions: [String] = []
        var texts: [String] = []
        if !indexed.isEmpty {
            // One phrase per word, implicitly ANDed: "milk" "eggs".
            texts.append(indexed.map { "\"" + Self.escaping($0, "\"", with: "\"") + "\"" }.joined(separator: " "))
            conditions.append("notes_search MATCH ?\(texts.count)")
        }
        for word in scanned {
            let escaped = Self.escaping(word, "\\%_", with: "\\")
            texts.append("%" + escaped + "%")
            let parameter = texts.count
            conditions.append(
                "(notes_search.title LIKE ?\(parameter) ESCAPE '\\' OR notes_search.body LIKE ?\(parameter) ESCAPE '\\')"
            )
        }
        self.conditions = conditions
        self.texts = texts
    }

    /// `text` with `escape` before each of its scalars in `special`. By scalar, as SQLite reads
    /// the text: a quote or wildcard that a following mark joins into one Character (`"` and
    /// U+20DD) is still one to SQLite.
    private static func escaping(_ text: String, _ special: String, with escape: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if special.unicodeScalars.contains(scalar) { escaped.append(contentsOf: escape.unicodeScalars) }
            escaped.append(scalar)
        }
        return String(escaped)
    }

    /// Binds `texts` to the statement's parameters ?1 … ?`texts.count`.
    func bindTexts(to select: SQLiteStatement) throws {
        for (index, text) in texts.enumerated() { try select.bind(text, at: Int32(index + 1)) }
    }
}
