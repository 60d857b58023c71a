// Where the note list reads its rows: every note (or one notebook's), or a search's results, by
// position, in the order of a `NoteListQuery`.
import NoteStore

/// The notes a list shows, read from the store by position (0: the first), so the list reads the
/// rows it draws and no others: how many there are, a run of them, and where a note is.
@MainActor
struct NoteListSource {
    /// Which notes, in what order: pinned first, then the sort; every note or one notebook's.
    let query: NoteListQuery
    /// How many notes the list shows.
    let count: @MainActor () throws -> Int
    /// Up to `limit` summaries from position `offset`, in the list's order; `total` is `count()`
    /// as the list last read it (the store reads a page near the end from the last note up).
    let summaries: @MainActor (_ offset: Int, _ limit: Int, _ total: Int) throws -> [NoteSummary]
    /// The position note `id` has, or would have, among the notes (the list checks it against
    /// the row's summary); nil when the list does not show it. The store tells it without the
    /// list reading the rows before it.
    let position: @MainActor (_ id: Int64) throws -> Int?
    /// The position a note with this summary takes, when the store can tell.
    let insertionPosition: @MainActor (_ summary: NoteSummary) throws -> Int?

    /// Every note of `query` outside the trash, in its order.
    static func allNotes(of store: NoteStore, query: NoteListQuery = NoteListQuery()) -> NoteListSource {
        NoteListSource(
            query: query,
            count: { [weak store] in try store?.count(query: query) ?? 0 },
            summaries: { [weak store] offset, limit, total in
                try store?.listSummaries(offset: offset, limit: limit, total: total, query: query) ?? []
            },
            position: { [weak store] id in
                guard let store, let note = try store.note(id: id) else { return nil }
                return try store.listPosition(of: NoteSummary(note: note), query: query)
            },
            insertionPosition: { [weak store] summary in try store?.listPosition(of: summary, query: query) })
    }

    /// The notes of `query` matching `search` (`NoteStore.searchSummaries`), in its order.
    static func notes(
        of store: NoteStore, matching search: String, query: NoteListQuery = NoteListQuery()
    ) -> NoteListSource {
        NoteListSource(
            query: query,
            count: { [weak store] in try store?.searchCount(matching: search, query: query) ?? 0 },
            summaries: { [weak store] offset, limit, _ in
                try store?.searchSummaries(matching: search, offset: offset, limit: limit, query: query) ?? []
            },
            position: { [weak store] id in try store?.searchPosition(of: id, matching: search, query: query) },
            insertionPosition: { _ in nil })
    }
}
