// The `history` section: how much version history adds to the database of 100,000 notes over
// a month of editing, saved through the store's own save path (its version keeping and thinning).
import CSQLite
import Foundation
import NoteStore
import SampleText

/// A month of editing simulated on a store of 100,000 notes with a clock the benchmark moves:
/// each editing session opens a note, saves it several times 20 s apart (each save adds a
/// sentence, as autosave would), and sessions follow each other through the day. Every save goes
/// through `NoteStore.saveChanges`, so the versions kept are exactly those the app keeps (a save
/// after a pause of ten minutes or more keeps the text it replaces) and thinned as the app thins
/// them; the store is opened again each morning, as the app would be, which removes what aged
/// out. Reported: the database's size before and after, the versions' pages (SQLite's dbstat)
/// and their share of the file.
@MainActor
enum HistoryGrowthBenchmark {
    static let noteCount = 100_000
    static let days = 30

    /// How a month of editing goes.
    struct Scenario {
        let name: String
        /// Editing sessions a day, spread evenly over 08:00-22:00.
        let sessionsPerDay: Int
        /// Saves in one session, 20 s apart.
        let savesPerSession: Int
        /// How a session's note is chosen: the note at rank `pick(random)` (0 = the first made).
        let pick: (inout SplitMix64) -> Int
    }

    static let scenarios = [
        // Most sessions return to a few notes (a Zipf-like choice: rank ∝ e^(u·ln N)), as a
        // person's notes are used: a shopping list daily, most notes never.
        Scenario(name: "typical: 40 sessions a day, a few notes most", sessionsPerDay: 40, savesPerSession: 6) {
            random in
            Int(exp(Double.random(in: 0..<1, using: &random) * log(Double(noteCount)))) - 1
        },
        // The worst for growth: every session on a note chosen evenly from all of them, so nearly
        // every session keeps a version of a different note.
        Scenario(name: "heavy: 200 sessions a day, any note", sessionsPerDay: 200, savesPerSession: 3) { random in
            Int.random(in: 0..<noteCount, using: &random)
        },
    ]

    static func run() {
        print(
            "history: database growth from version history, \(noteCount) notes, \(days) days of editing through NoteStore.saveChanges"
        )
        var rows = [
            [
                "scenario", "saves", "versions kept", "db before MB", "db after MB", "growth %", "versions MB",
                "versions' share %", "seconds",
            ]
        ]
        for scenario in scenarios {
            guard let row = measure(scenario) else { return }
            rows.append(row)
        }
        printTable(rows)
    }

    /// The clock the store reads, moved by the simulation.
    private final class SimulatedClock {
        var now: Date
        init(_ now: Date) { self.now = now }
        /// `now` as the store keeps times.
        var time: NoteTime { NoteTime(millisecondsSince1970: Int64((now.timeIntervalSince1970 * 1000).rounded())) }
    }

    private static func measure(_ scenario: Scenario) -> [String]? {
        let folder = URL(
            fileURLWithPath: FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        )
        .appendingPathComponent("placeholder-bench-history-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Bodies of 200 to 2,000 bytes of prose, as a notebook's.
        BulkNoteStore.make(in: folder, count: noteCount) { SampleProse.lines(bytes: 200 + ($0 * 7_919) % 1_800) }
        // The month starts 2026-11-02 00:00 UTC, long after the notes were last changed.
        let clock = SimulatedClock(Date(timeIntervalSince1970: 1_793_577_600))
        let started = Date()
        var random = SplitMix64(seed: 28)
        var saves = 0
        do {
            var store = try NoteStore(directoryPath: FileSystemPath(folder.path), clock: { clock.time })
            while try store.indexNotesWrittenElsewhere() {}
            try store.checkpoint()
            let before = try statistics(of: folder)
            let ids = try allIDs(in: folder)
            let dayStart = clock.now
            for day in 0..<days {
                clock.now = dayStart.addingTimeInterval(Double(day) * 86_400 + 8 * 3_600)
                // The app is started each morning: its opening removes trash and versions past 30 days.
                store = try NoteStore(directoryPath: FileSystemPath(folder.path), clock: { clock.time })
                let spacing = 14 * 3_600 / Double(scenario.sessionsPerDay)
                for session in 0..<scenario.sessionsPerDay {
                    clock.now = dayStart.addingTimeInterval(
                        Double(day) * 86_400 + 8 * 3_600 + Double(session) * spacing)
                    let id = ids[min(max(scenario.pick(&random), 0), ids.count - 1)]
                    guard var note = try store.note(id: id) else { continue }
                    for save in 0..<scenario.savesPerSession {
                        clock.now = clock.now.addingTimeInterval(20)
                        note.body +=
                            "Edited on day \(day + 1), session \(session), save \(save): a sentence of about eighty bytes.\n"
                        let saved = try store.saveChanges(
                            id: id, title: nil, body: note.body, ifRevision: note.revision)
                        note.revision = saved.revision
                        saves += 1
                    }
                }
            }
            try store.checkpoint()
            let after = try statistics(of: folder)
            let seconds = Date().timeIntervalSince(started)
            let growth = Double(after.fileBytes - before.fileBytes) / Double(before.fileBytes) * 100
            return [
                scenario.name, "\(saves)", "\(after.versions)", megabytes(before.fileBytes), megabytes(after.fileBytes),
                String(format: "%.1f", growth), megabytes(after.versionBytes),
                String(format: "%.1f", Double(after.versionBytes) / Double(after.fileBytes) * 100),
                String(format: "%.0f", seconds),
            ]
        } catch {
            print("history: \(scenario.name): \(error)")
            return nil
        }
    }

    /// What the database holds, read on a connection of its own after a checkpoint.
    private struct Statistics {
        /// The file's size (pages in use and free).
        var fileBytes: Int64
        /// How many versions are kept.
        var versions: Int64
        /// The pages of the versions' table and its indexes.
        var versionBytes: Int64
    }

    private static func statistics(of folder: URL) throws -> Statistics {
        let path = folder.appendingPathComponent(NoteStoreLocation.databaseFileName).path
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
            throw BenchmarkFailure("cannot open \(path)")
        }
        defer { sqlite3_close(handle) }
        func integer(_ query: String) throws -> Int64 {
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(handle, query, -1, &statement, nil) == SQLITE_OK,
                sqlite3_step(statement) == SQLITE_ROW
            else {
                sqlite3_finalize(statement)
                throw BenchmarkFailure("\(query): \(String(cString: sqlite3_errmsg(handle)))")
            }
            defer { sqlite3_finalize(statement) }
            return sqlite3_column_int64(statement, 0)
        }
        return Statistics(
            fileBytes: try integer("PRAGMA page_count") * integer("PRAGMA page_size"),
            versions: try integer("SELECT count(*) FROM note_versions"),
            versionBytes: try integer(
                """
                SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name IN (SELECT name FROM sqlite_schema WHERE tbl_name = 'note_versions')
                """))
    }

    /// The notes' ids, oldest first.
    private static func allIDs(in folder: URL) throws -> [Int64] {
        let path = folder.appendingPathComponent(NoteStoreLocation.databaseFileName).path
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
            throw BenchmarkFailure("cannot open \(path)")
        }
        defer { sqlite3_close(handle) }
        var statement: OpaquePointer?
        sqlite3_prepare_v2(handle, "SELECT id FROM notes ORDER BY id", -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        var ids: [Int64] = []
        while sqlite3_step(statement) == SQLITE_ROW { ids.append(sqlite3_column_int64(statement, 0)) }
        return ids
    }

    private static func megabytes(_ bytes: Int64) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }
}

/// A benchmark could not read what it measures.
private struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
