// The summaries a note list has read, by position, a bounded number of pages of them.
import NoteStore

/// The rows of a note list: how many there are, and the summaries of those read so far, by
/// position. A row's summary is read with its page (`pageSize` rows) when it is first wanted; at
/// most `keptPages` pages' worth are kept, those farthest from the last page read are let go. So
/// a list of 100,000 notes holds the summaries of a few screens, however far it is scrolled.
///
/// Its owner reports the changes it makes to the rows (`inserted`, `deleted`, `replaced`), which
/// move the kept summaries with their rows; anything else that changes the notes is a new list.
@MainActor
final class NoteListPages {
    /// How many summaries are read at a time: a few screens of rows.
    static let pageSize = 50
    /// How many pages' worth of summaries are kept.
    static let keptPages = 20

    /// Where the summaries are read.
    let source: NoteListSource
    /// How many rows there are.
    private(set) var count: Int
    private var kept: [Int: NoteSummary] = [:]

    /// The rows of `source`, none read yet.
    /// - Throws: `NoteStoreError` when the notes cannot be counted.
    init(_ source: NoteListSource) throws {
        self.source = source
        count = try source.count()
    }

    /// The `count` rows of `source`, of which `read` holds those already read, by position.
    init(_ source: NoteListSource, count: Int, read: [Int: NoteSummary]) {
        self.source = source
        self.count = count
        kept = read.filter { (0..<count).contains($0.key) }
    }

    /// The summary of row `position`, read with its page when it is not kept; nil past the end.
    /// - Throws: `NoteStoreError` when its page cannot be read.
    func summary(at position: Int) throws -> NoteSummary? {
        guard (0..<count).contains(position) else { return nil }
        if let summary = kept[position] { return summary }
        let start = position / Self.pageSize * Self.pageSize
        for (offset, summary) in try source.summaries(start, Self.pageSize, count).enumerated()
        where start + offset < count {
            kept[start + offset] = summary
        }
        letGo(keepingNear: position)
        return kept[position]
    }

    /// The summary of row `position` if it is kept.
    func keptSummary(at position: Int) -> NoteSummary? { kept[position] }

    /// The row of note `id` among the kept summaries.
    func keptPosition(of id: Int64) -> Int? {
        kept.first { $0.value.id == id }?.key
    }

    /// The row of note `id`: kept, else told by the store (and checked against the row's
    /// summary, which is read to show it anyway: a note in the trash has a place but no row);
    /// nil when the list does not show it. The rows are never looked through for it: over a
    /// search's 100,000 results that is a hundred searches on the window's thread.
    /// - Throws: `NoteStoreError` when the store cannot be read.
    func position(of id: Int64) throws -> Int? {
        if let position = keptPosition(of: id) { return position }
        guard let position = try source.position(id) else { return nil }
        return try summary(at: position)?.id == id ? position : nil
    }

    /// The row of note `id` when it is found without looking through the rows: kept, in the page
    /// of row `near` (read when it is not kept), or told by the store; nil otherwise (a note no
    /// longer listed, or a search's result the store cannot place), where `position(of:)` would
    /// read every row.
    /// - Throws: `NoteStoreError` when the store cannot be read.
    func positionNearby(of id: Int64, near: Int) throws -> Int? {
        if let position = keptPosition(of: id) { return position }
        if try summary(at: min(near, count - 1))?.id == id { return min(near, count - 1) }
        if let position = keptPosition(of: id) { return position }
        guard let position = try source.position(id) else { return nil }
        return try summary(at: position)?.id == id ? position : nil
    }

    /// The first row at or after `start`, wrapping round to the first row, whose summary
    /// satisfies `wanted`. Reads in long runs and keeps none of them: a search through every note.
    /// - Throws: `NoteStoreError` when the rows cannot be read.
    func firstPosition(from start: Int, where wanted: (NoteSummary) -> Bool) throws -> Int? {
        guard count > 0 else { return nil }
        let run = 1_000
        let start = min(max(0, start), count - 1)
        for (from, to) in [(start, count), (0, start)] {
            var offset = from
            while offset < to {
                let summaries = try source.summaries(offset, min(run, to - offset), count)
                if let index = summaries.firstIndex(where: wanted) { return offset + index }
                if summaries.isEmpty { break }
                offset += summaries.count
            }
        }
        return nil
    }

    /// Whether these rows are `earlier`'s: as many, and every summary `earlier` keeps the same
    /// here (read with its page). Rows neither has read are not compared: the view draws none.
    /// - Throws: `NoteStoreError` when a page cannot be read.
    func holdsTheSameRows(as earlier: NoteListPages) throws -> Bool {
        guard count == earlier.count else { return false }
        for (position, summary) in earlier.kept.sorted(by: { $0.key < $1.key }) {
            guard try self.summary(at: position) == summary else { return false }
        }
        return true
    }

    /// Whether these rows are `other`'s as far as both have read them: as many, and every row both
    /// keep the same. Reads nothing.
    func agrees(with other: NoteListPages) -> Bool {
        count == other.count
            && kept.allSatisfy { position, summary in other.kept[position].map { $0 == summary } ?? true }
    }

    /// The kept summaries of rows 0, 1, 2 … when the rows kept are exactly such a run (none
    /// when none is kept); nil when they are not.
    var keptRunFromFirst: [NoteSummary]? {
        let run = (0..<kept.count).compactMap { kept[$0] }
        return run.count == kept.count ? run : nil
    }

    /// A row was inserted at `position`, showing `summary`: the rows from there on move down one.
    func inserted(_ summary: NoteSummary, at position: Int) {
        kept = Dictionary(uniqueKeysWithValues: kept.map { ($0.key >= position ? $0.key + 1 : $0.key, $0.value) })
        kept[position] = summary
        count += 1
    }

    /// Row `position` was deleted: the rows after it move up one.
    func deleted(at position: Int) {
        kept[position] = nil
        kept = Dictionary(uniqueKeysWithValues: kept.map { ($0.key > position ? $0.key - 1 : $0.key, $0.value) })
        count -= 1
    }

    /// Row `position` shows `summary` now.
    func replaced(_ summary: NoteSummary, at position: Int) {
        kept[position] = summary
    }

    private func letGo(keepingNear position: Int) {
        let surplus = kept.count - Self.keptPages * Self.pageSize
        guard surplus > 0 else { return }
        let farthest = kept.keys.sorted { abs($0 - position) > abs($1 - position) }.prefix(surplus)
        for key in farthest { kept[key] = nil }
    }
}
