// The note list's searches, run on a thread and a connection of their own so the window answers
// while they run.
import Dispatch
import NoteStore
import Synchronization

/// What a search found, as the list first shows it: how many notes match, the first page of
/// them, and where the note being edited is among them.
struct NoteSearchAnswer: Sendable {
    /// The search answered.
    let search: String
    /// Which notes it searched, in what order.
    let query: NoteListQuery
    /// How many notes match.
    let count: Int
    /// The first matches, from position 0.
    let firstPage: [NoteSummary]
    /// The note being edited when the search was asked for.
    let shownID: Int64?
    /// Whether that note matches the search (in any notebook).
    let shownMatches: Bool
    /// That note's row among the matches, with its summary, when the list shows it.
    let shownRow: (position: Int, summary: NoteSummary)?

    /// The rows the answer read, by position: the first page and the shown note's row.
    var readRows: [Int: NoteSummary] {
        var rows = Dictionary(uniqueKeysWithValues: firstPage.enumerated().map { ($0.offset, $0.element) })
        if let shownRow { rows[shownRow.position] = shownRow.summary }
        return rows
    }
}

/// Runs searches off the window's thread, one at a time, on a `NoteStore` of its own (SQLite's
/// WAL lets it read beside the window's connection and the writer's; like the window's, it
/// indexes a few notes other programs wrote before it searches), and hands each
/// answer to a completion on its thread. A search asked for while another waits replaces it:
/// only the newest search is run once the running one ends.
final class NoteSearchReader: @unchecked Sendable {
    // @unchecked: `store` is touched only on `queue`; `newest` is a mutex.
    private let queue = DispatchQueue(label: "note-entry.search")
    /// The notes folder searched.
    let directory: FileSystemPath
    private var store: NoteStore?
    /// The number of the newest search asked for: an older one still waiting is not run.
    private let newest = Mutex(0)

    /// A reader of the notes in `directory` (opened on its thread when first needed).
    init(directory: FileSystemPath) {
        self.directory = directory
    }

    /// Finds `search` among `query`'s notes on the reader's thread: the count, the first
    /// `pageSize` matches and the row of note `shown`. Hands `completion`, on that thread, the
    /// answer, or nil when the store could not be read (the caller reads it itself, to report
    /// why); nothing when a newer search was asked for before this one ran.
    func find(
        _ search: String, among query: NoteListQuery, shown: Int64?, pageSize: Int,
        completion: @escaping @Sendable (NoteSearchAnswer?) -> Void
    ) {
        let number = newest.withLock { newest in
            newest += 1
            return newest
        }
        queue.async {
            guard self.newest.withLock({ $0 }) == number else { return }
            completion(try? self.answer(search, among: query, shown: shown, pageSize: pageSize))
        }
    }

    private func answer(_ search: String, among query: NoteListQuery, shown: Int64?, pageSize: Int) throws
        -> NoteSearchAnswer
    {
        let store = try currentStore()
        let count = try store.searchCount(matching: search, query: query)
        let firstPage = try store.searchSummaries(matching: search, offset: 0, limit: pageSize, query: query)
        var shownMatches = false
        var shownRow: (position: Int, summary: NoteSummary)?
        if let shown {
            shownMatches = try store.note(id: shown, matches: search)
            if let index = firstPage.firstIndex(where: { $0.id == shown }) {
                shownRow = (index, firstPage[index])
            } else if shownMatches, let position = try store.searchPosition(of: shown, matching: search, query: query),
                let summary = try store.searchSummaries(matching: search, offset: position, limit: 1, query: query)
                    .first, summary.id == shown
            {
                shownRow = (position, summary)
            }
        }
        return NoteSearchAnswer(
            search: search, query: query, count: count, firstPage: firstPage, shownID: shown,
            shownMatches: shownMatches, shownRow: shownRow)
    }

    private func currentStore() throws -> NoteStore {
        if let store { return store }
        let opened = try NoteStore(directoryPath: directory)
        store = opened
        return opened
    }
}
