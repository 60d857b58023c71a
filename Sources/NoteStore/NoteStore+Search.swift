// Searching notes: every word of the query must appear in the title or the body, anywhere
// inside a word, ignoring case, accents and width (see `SearchFolding`).
import Glibc

extension NoteStore {
    /// One page of the notes matching `search` among `query`'s (every note by default), in
    /// `listSummaries(query:)`' order (pinned first, then most recently saved first unless the
    /// query sorts otherwise), starting just after `after` (keyset paging, as
    /// `listSummaries(after:limit:query:)`).
    ///
    /// Each word of the search (split at white space) must occur in the note's title or body.
    /// Words of three characters or more are found through the trigram index; shorter ones
    /// (common in Japanese and Chinese: 日本) by a scan of the folded text. Notes other programs
    /// wrote are found once indexed: at once when only a few wait, else as
    /// `indexNotesWrittenElsewhere()`, run on another thread, reaches them.
    ///
    /// ```swift
    /// let page = try store.searchSummaries(matching: "cafe", after: nil, limit: 100)   // finds "Café"
    /// ```
    /// - Returns: no summaries for a search with no words.
    public func searchSummaries(
        matching search: String, after: NoteSummary?, limit: Int, query: NoteListQuery = NoteListQuery()
    ) throws -> [NoteSummary] {
        guard let match = NoteSearchCondition(query: search), limit > 0 else { return [] }
        try indexNotesWrittenSinceForSearch()
        var parameters = SQLParameters(from: match.texts.count + 1)
        var conditions = match.conditions + [listConditions(query, &parameters)]
        if let after {
            let side = query.side(of: after, after: true, pinned: pinnedColumn, &parameters)
            conditions.append("((\(side.otherPins)) OR (\(side.samePin)))")
        }
        let limitParameter = parameters.add(.integer(Int64(limit)))
        return try readingSummaries(
            """
            SELECT \(summaryColumns) FROM notes_search JOIN notes ON notes.id = notes_search.rowid
            WHERE \(conditions.joined(separator: " AND ")) ORDER BY \(orderBy(query)) LIMIT \(limitParameter)
            """
        ) { select in
            try match.bindTexts(to: select)
            try parameters.bind(to: select)
        }
    }

    /// How many notes of `query`'s match `search`, as `searchSummaries(matching:after:limit:query:)`
    /// finds them (none for a search with no words): the rows of a list showing its results.
    ///
    /// ```swift
    /// let found = try store.searchCount(matching: "milk")
    /// ```
    public func searchCount(matching search: String, query: NoteListQuery = NoteListQuery()) throws -> Int {
        guard let match = NoteSearchCondition(query: search) else { return 0 }
        try indexNotesWrittenSinceForSearch()
        var parameters = SQLParameters(from: match.texts.count + 1)
        let conditions = match.conditions + [listConditions(query, &parameters)]
        return try reading {
            let select = try database.prepare(
                """
                SELECT count(*) FROM notes_search JOIN notes ON notes.id = notes_search.rowid
                WHERE \(conditions.joined(separator: " AND "))
                """)
            try match.bindTexts(to: select)
            try parameters.bind(to: select)
            return try select.step() ? Int(select.int64(at: 0)) : 0
        }
    }

    /// Up to `limit` of the notes of `query`'s matching `search` starting at position `offset`
    /// of `searchSummaries(matching:after:limit:query:)`'s order (0: the first match): what a
    /// list of a search's results showing row `offset` onwards reads. A note saved or deleted
    /// between two reads shifts the positions after it, as with `listSummaries(offset:limit:total:query:)`.
    ///
    /// ```swift
    /// let found = try store.searchCount(matching: "milk")
    /// let oldest = try store.searchSummaries(matching: "milk", offset: max(0, found - 30), limit: 30)
    /// ```
    /// - Parameters:
    ///   - offset: the position of the first summary returned; none past the end, and a
    ///     negative offset counts as 0.
    ///   - limit: the most summaries returned; none when zero or less.
    ///   - query: which notes, in what order; every note by edited time by default.
    /// - Returns: no summaries for a search with no words.
    public func searchSummaries(
        matching search: String, offset: Int, limit: Int, query: NoteListQuery = NoteListQuery()
    ) throws -> [NoteSummary] {
        guard let match = NoteSearchCondition(query: search), limit > 0 else { return [] }
        try indexNotesWrittenSinceForSearch()
        var parameters = SQLParameters(from: match.texts.count + 1)
        let conditions = match.conditions + [listConditions(query, &parameters)]
        let (limitParameter, offsetParameter) = (
            parameters.add(.integer(Int64(limit))), parameters.add(.integer(Int64(max(0, offset))))
        )
        return try readingSummaries(
            """
            SELECT \(summaryColumns) FROM notes_search JOIN notes ON notes.id = notes_search.rowid
            WHERE \(conditions.joined(separator: " AND "))
            ORDER BY \(orderBy(query)) LIMIT \(limitParameter) OFFSET \(offsetParameter)
            """
        ) { select in
            try match.bindTexts(to: select)
            try parameters.bind(to: select)
        }
    }

    /// Indexes what other programs wrote since, so a search finds it, when only a few notes wait
    /// (`NoteSearchIndex.searchIndexingLimit`): waits at most 50 ms for the writer's lock. More
    /// are left to `indexNotesWrittenElsewhere()` on another thread: a search runs on the
    /// window's thread, several times a key, where a chunk's folding would hold the window.
    private func indexNotesWrittenSinceForSearch() throws {
        if access == .readWrite {
            try reading {
                try NoteSearchIndex.indexFewQueuedNotes(database, waitingAtMost: Self.upkeepLockWaitMilliseconds)
            }
        }
    }
}

extension NoteStore {
    /// Whether the stored note `id` is among the notes matching `query`, as
    /// `searchSummaries(matching:after:limit:)` finds them (false for a note in the trash or gone).
    ///
    /// ```swift
    /// if try store.note(id: shown, matches: "milk") { … }
    /// ```
    public func note(id: Int64, matches query: String) throws -> Bool {
        guard let note = try note(id: id) else { return false }
        // The page just after a key one past the note's own (same pin and time, next id) starts
        // at the note itself when it matches.
        let justAfter = NoteSummary(
            id: id + 1, title: "", firstLine: "", updated: note.updated, isPinned: note.isPinned)
        return try searchSummaries(matching: query, after: justAfter, limit: 1).first?.id == id
    }
}

extension NoteStore {
    /// The position of note `id` among `query`'s notes matching `search`, in
    /// `searchSummaries(matching:offset:limit:query:)`' order (0: the first match); nil when the
    /// note does not match, is not among `query`'s notes, is in the trash or is gone. Two counts,
    /// as `listPosition(of:query:)` makes: a list of a search's results finds a note's row
    /// without reading the rows before it.
    ///
    /// ```swift
    /// if let row = try store.searchPosition(of: shown, matching: "milk") { … }
    /// ```
    public func searchPosition(of id: Int64, matching search: String, query: NoteListQuery = NoteListQuery())
        throws -> Int?
    {
        guard let match = NoteSearchCondition(query: search), let note = try note(id: id),
            try self.note(id: id, matches: search)
        else { return nil }
        let summary = NoteSummary(note: note)
        guard query.includes(summary) else { return nil }
        var parameters = SQLParameters(from: match.texts.count + 1)
        let conditions = (match.conditions + [listConditions(query, &parameters)]).joined(separator: " AND ")
        let side = query.side(of: summary, after: false, pinned: pinnedColumn, &parameters)
        let matches = "FROM notes_search JOIN notes ON notes.id = notes_search.rowid WHERE \(conditions)"
        return try reading {
            let select = try database.prepare(
                """
                SELECT (SELECT count(*) \(matches) AND \(side.otherPins))
                    + (SELECT count(*) \(matches) AND \(side.samePin))
                """)
            try match.bindTexts(to: select)
            try parameters.bind(to: select)
            return try select.step() ? Int(select.int64(at: 0)) : nil
        }
    }
}

extension NoteStore {
    /// Indexes for search a chunk of the notes other programs (or the app's other connections)
    /// added, changed or deleted, as schema 006's triggers queued them.
    ///
    /// ```swift
    /// while try store.indexNotesWrittenElsewhere() {}   // a background thread drains the queue
    /// ```
    /// - Returns: whether notes remain queued.
    @discardableResult
    public func indexNotesWrittenElsewhere() throws -> Bool {
        guard access == .readWrite else { return false }
        return try reading {
            try NoteSearchIndex.indexQueuedNotes(database, waitingAtMost: Self.busyTimeoutMilliseconds)
        }
    }

    /// Whether notes other programs wrote still wait to be indexed (after the opening's chunk):
    /// only then is there anything for a background drain to do.
    public var hasNotesWrittenElsewhere: Bool {
        access == .readWrite && (try? NoteSearchIndex.hasQueuedNotes(database)) == true
    }
}
