// Which notes a list shows and in what order: every note or one notebook's, pinned notes first,
// then by `NoteSort`. The order is written twice, as SQL (over schema 012's indexes) and as
// `comesBefore` (for a list that moves its rows itself); NoteStoreTests check that they agree.

/// The notes a list shows (every note outside the trash, or one notebook's) and their order:
/// pinned notes first, then `sort`, the id breaking ties.
///
/// ```swift
/// let query = NoteListQuery(sort: .title, notebook: work.id)
/// let rows = try store.listSummaries(offset: 0, limit: 50, query: query)
/// ```
public struct NoteListQuery: Sendable, Hashable {
    /// The order after the pinned notes.
    public var sort: NoteSort
    /// The notebook whose notes are shown; nil: every note.
    public var notebook: Int64?

    /// Every note (or `notebook`'s) by `sort`, pinned ones first.
    public init(sort: NoteSort = .edited, notebook: Int64? = nil) {
        self.sort = sort
        self.notebook = notebook
    }

    /// Whether the list shows `summary`'s note: it is in the notebook shown, or every note is.
    public func includes(_ summary: NoteSummary) -> Bool {
        notebook == nil || summary.notebook == notebook
    }

    /// Whether `first` is listed before `second`, as the store orders them.
    public func comesBefore(_ first: NoteSummary, _ second: NoteSummary) -> Bool {
        if first.isPinned != second.isPinned { return first.isPinned }
        switch sort {
        case .edited:
            return (first.updated.millisecondsSince1970, first.id) > (second.updated.millisecondsSince1970, second.id)
        case .created:
            return (first.created.millisecondsSince1970, first.id) > (second.created.millisecondsSince1970, second.id)
        case .title:
            let (one, other) = (Self.noCaseBytes(first.title), Self.noCaseBytes(second.title))
            return one == other ? first.id < second.id : one.lexicographicallyPrecedes(other)
        }
    }

    /// A title's UTF-8 bytes as SQLite's NOCASE compares them: ASCII capitals made small.
    private static func noCaseBytes(_ title: String) -> [UInt8] {
        title.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
    }

    // MARK: SQL

    /// The sort's key column, and whether it runs from the largest down.
    private var key: (column: String, descending: Bool) {
        switch sort {
        case .edited: ("notes.updated", true)
        case .created: ("notes.created", true)
        case .title: ("notes.title COLLATE NOCASE", false)
        }
    }

    /// The ORDER BY terms, or the reverse order's (for reading a page from the end).
    func orderBy(pinned: String, reversed: Bool = false) -> String {
        let (column, descending) = key
        let keyOrder = descending != reversed ? "DESC" : "ASC"
        return "\(pinned) \(reversed ? "ASC" : "DESC"), \(column) \(keyOrder), notes.id \(keyOrder)"
    }

    /// The condition that keeps the notebook's notes, nil for every note; its parameter goes to
    /// `parameters`.
    func notebookCondition(column: String, _ parameters: inout SQLParameters) -> String? {
        notebook.map { "\(column) = \(parameters.add(.integer($0)))" }
    }

    /// The conditions that keep the notes listed after `summary` (`after` true) or before it,
    /// among notes pinned as it is; and the condition of the other pin group on the same side.
    /// Written out rather than as a row value: SQLite ranges over an index with a collation only
    /// for a plain comparison.
    func side(
        of summary: NoteSummary, after: Bool, pinned: String, _ parameters: inout SQLParameters
    ) -> (samePin: String, otherPins: String) {
        let (column, descending) = key
        let value: SQLParameters.Value =
            switch sort {
            case .edited: .integer(summary.updated.millisecondsSince1970)
            case .created: .integer(summary.created.millisecondsSince1970)
            case .title: .text(summary.title)
            }
        let operation = (descending != after) ? ">" : "<"
        let pin = parameters.add(.integer(summary.isPinned ? 1 : 0))
        let keyValue = parameters.add(value)
        let id = parameters.add(.integer(summary.id))
        let samePin =
            "\(pinned) = \(pin) AND (\(column) \(operation) \(keyValue) OR (\(column) = \(keyValue) AND notes.id \(operation) \(id)))"
        return (samePin, "\(pinned) \(after ? "<" : ">") \(pin)")
    }
}
