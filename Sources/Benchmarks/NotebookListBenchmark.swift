// Part of the `search` section: the note list's pages, counts and positions with a notebook
// filter and a sort (schema 012) over the same 100,000 notes, with schema 012's indexes and
// without them, side by side in one run.
import CSQLite
import Foundation
import NoteStore

/// Times what a note list showing one notebook, sorted, reads: its first page, its count, its
/// last page (from the end, given the count) and a note's position; files the notes round-robin
/// under 10 notebooks and pins every 1,000th, then measures with the indexes and after dropping
/// them (what each query would cost without them).
@MainActor
enum NotebookListBenchmark {
    static let notebookCount = 10
    static let rounds = 5

    static func run(store: NoteStore, folder: URL) {
        let notebooks = (0..<notebookCount).compactMap { try? store.createNotebook(named: "Notebook \($0)") }
        guard notebooks.count == notebookCount else {
            print("notebooks: cannot make the notebooks")
            return
        }
        let database = folder.appendingPathComponent(NoteStoreLocation.databaseFileName).path
        execute(
            """
            UPDATE notes SET notebook = (SELECT min(id) FROM notebooks) + id % \(notebookCount), pinned = (id % 1000 = 0)
            """, in: database)
        let queries: [(String, NoteListQuery)] = [
            ("by title, one notebook", NoteListQuery(sort: .title, notebook: notebooks[3].id)),
            ("by created, one notebook", NoteListQuery(sort: .created, notebook: notebooks[3].id)),
            ("by edited, one notebook", NoteListQuery(sort: .edited, notebook: notebooks[3].id)),
            ("by title, every note", NoteListQuery(sort: .title)),
        ]
        let withIndexes = measure(store, queries)
        execute(
            """
            DROP INDEX notes_by_edited; DROP INDEX notes_by_created; DROP INDEX notes_by_title_order;
            DROP INDEX notebook_notes_by_edited; DROP INDEX notebook_notes_by_created; DROP INDEX notebook_notes_by_title;
            """, in: database)
        let withoutIndexes = measure(store, queries)
        print(
            "notebooks: ms (median of \(rounds)) over the same notes, \(notebookCount) notebooks, every 1,000th pinned")
        var rows = [["list", "read", "with schema 012's indexes", "without them", "ratio"]]
        for (index, row) in withIndexes.enumerated() {
            let without = withoutIndexes[index]
            rows.append([
                row.list, row.read, format(row.milliseconds), format(without.milliseconds),
                String(format: "%.1f", without.milliseconds / max(row.milliseconds, 0.001)),
            ])
        }
        printTable(rows)
    }

    /// The median milliseconds of each read of each query's list.
    private static func measure(
        _ store: NoteStore, _ queries: [(String, NoteListQuery)]
    ) -> [(list: String, read: String, milliseconds: Double)] {
        var results: [(String, String, Double)] = []
        for (name, query) in queries {
            let total = (try? store.count(query: query)) ?? 0
            let last = (try? store.listSummaries(offset: total - 1, limit: 1, total: total, query: query))?.first
            let reads: [(String, () -> Void)] = [
                ("first page of 100", { _ = try? store.listSummaries(offset: 0, limit: 100, query: query) }),
                ("count (\(total))", { _ = try? store.count(query: query) }),
                (
                    "last page, given the count",
                    { _ = try? store.listSummaries(offset: total - 100, limit: 100, total: total, query: query) }
                ),
                ("position of the last note", { _ = last.map { try? store.listPosition(of: $0, query: query) } }),
            ]
            for (read, body) in reads {
                let times = (0..<rounds).map { _ in MonotonicClock.seconds(body) * 1_000 }
                results.append((name, read, Statistics.median(times)))
            }
        }
        return results
    }

    private static func execute(_ sql: String, in path: String) {
        var handle: OpaquePointer?
        guard sqlite3_open(path, &handle) == SQLITE_OK else { return }
        defer { sqlite3_close(handle) }
        sqlite3_busy_timeout(handle, 5_000)
        if sqlite3_exec(handle, sql, nil, nil, nil) != SQLITE_OK {
            print("notebooks: \(String(cString: sqlite3_errmsg(handle)))")
        }
    }

    private static func format(_ milliseconds: Double) -> String { String(format: "%.2f", milliseconds) }
}
