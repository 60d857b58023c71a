// The `search` section: how long a search takes over 100,000 notes, beside listing the first
// and the last page without a query.
import Foundation
import NoteStore

/// Times `NoteStore.searchSummaries(matching:after:limit:)` (the first page of 100, what the
/// list shows) for English, accented, Japanese and Chinese queries, long enough for the trigram
/// index and short ones that scan, over a store of 100,000 notes of a few lines each in four
/// languages; and `listSummaries(after:limit:)` for the same page without a query, beside what a
/// list read by position needs to show the oldest notes and find a note's row: `count()`,
/// `listSummaries(offset:limit:total:)`, `listPosition(of:)`, and for a search's results
/// `searchCount(matching:)` and `searchSummaries(matching:offset:limit:)`.
@MainActor
enum SearchBenchmark {
    static let noteCount = 100_000
    static let rounds = 5
    static let queries = [
        "groceries", "cafe", "CRÈME", "日本語", "台北", "勉強", "milk eggs", "note 4242", "nowhere-to-be-found",
    ]

    static func run() {
        let folder = URL(
            fileURLWithPath: FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        )
        .appendingPathComponent("placeholder-bench-search-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = MonotonicClock.seconds { makeStore(in: folder) }
        let store: NoteStore
        do {
            store = try NoteStore(directoryPath: FileSystemPath(folder.path))
        } catch {
            print("search: cannot open the sample store: \(error)")
            return
        }
        var perQuery: [String: [Double]] = [:]
        var firstPage: [Double] = []
        var lastPage: [Double] = []
        var lastPageFromOldest: [Double] = []
        var oldestPosition: [Double] = []
        var searchCounts: [Double] = []
        var searchLastPages: [Double] = []
        var searchFound = 0
        var counts: [Double] = []
        var found: [String: Int] = [:]
        for _ in 0..<rounds {
            firstPage.append(MonotonicClock.seconds { _ = try? store.listSummaries(after: nil, limit: 100) } * 1_000)
            // What a list read by position needs for End: how many notes there are, then the oldest page.
            counts.append(MonotonicClock.seconds { _ = try? store.count() } * 1_000)
            lastPage.append(
                MonotonicClock.seconds { _ = try? store.listSummaries(offset: noteCount - 100, limit: 100) } * 1_000)
            lastPageFromOldest.append(
                MonotonicClock.seconds {
                    _ = try? store.listSummaries(offset: noteCount - 100, limit: 100, total: noteCount)
                } * 1_000)
            let oldest = (try? store.listSummaries(offset: noteCount - 1, limit: 1, total: noteCount))?.first
            oldestPosition.append(MonotonicClock.seconds { _ = oldest.map { try? store.listPosition(of: $0) } } * 1_000)
            // The same for a search's results, with the most common word's matches.
            searchCounts.append(
                MonotonicClock.seconds { searchFound = (try? store.searchCount(matching: queries[0])) ?? 0 } * 1_000)
            searchLastPages.append(
                MonotonicClock.seconds {
                    _ = try? store.searchSummaries(matching: queries[0], offset: max(0, searchFound - 100), limit: 100)
                } * 1_000)
            for query in queries {
                var page: [NoteSummary] = []
                perQuery[query, default: []].append(
                    MonotonicClock.seconds {
                        page = (try? store.searchSummaries(matching: query, after: nil, limit: 100)) ?? []
                    } * 1_000)
                found[query] = page.count
            }
        }
        let all = perQuery.values.flatMap { $0 }
        print(
            "search: ms for the first page of 100 results over \(noteCount) notes (store built in \(String(format: "%.0f", built)) s), \(rounds) rounds"
        )
        var rows = [["query", "median ms", "worst ms", "results (first page)"]]
        for query in queries {
            let times = perQuery[query]!
            rows.append([query, format(Statistics.median(times)), format(times.max()!), "\(found[query]!)"])
        }
        rows.append(["every query", format(Statistics.median(all)), format(all.max()!), ""])
        rows.append([
            "(no query: listSummaries, first page)", format(Statistics.median(firstPage)), format(firstPage.max()!),
            "100",
        ])
        rows.append(["(no query: count of notes)", format(Statistics.median(counts)), format(counts.max()!), ""])
        rows.append([
            "(no query: listSummaries(offset:), last page)", format(Statistics.median(lastPage)),
            format(lastPage.max()!), "100",
        ])
        rows.append([
            "(the same given the total: from the oldest)", format(Statistics.median(lastPageFromOldest)),
            format(lastPageFromOldest.max()!), "100",
        ])
        rows.append([
            "(no query: listPosition(of:) the oldest note)", format(Statistics.median(oldestPosition)),
            format(oldestPosition.max()!), "",
        ])
        rows.append([
            "(\(queries[0]): searchCount)", format(Statistics.median(searchCounts)), format(searchCounts.max()!),
            "\(searchFound)",
        ])
        rows.append([
            "(\(queries[0]): searchSummaries(offset:), last page)", format(Statistics.median(searchLastPages)),
            format(searchLastPages.max()!), "100",
        ])
        printTable(rows)
        NotebookListBenchmark.run(store: store, folder: folder)
    }

    /// 100,000 notes of a few lines each in four languages (`BulkNoteStore`), indexed when the
    /// store is next opened.
    private static func makeStore(in folder: URL) {
        let bodies = [
            "Groceries: milk, eggs and bread\nand coffee for the office",
            "Café with Anna, crème brûlée\nthen the museum",
            "今日は日本語の勉強をした\n明日も続ける",
            "我們明天去台北看電影\n記得帶傘",
            "Meeting notes\nbudget, roadmap, hiring",
        ]
        BulkNoteStore.make(in: folder, count: noteCount) { index in bodies[index % bodies.count] + "\nnote \(index)" }
    }

    private static func format(_ milliseconds: Double) -> String { String(format: "%.2f", milliseconds) }
}
