// The `store` section: saving a large note, and opening a store of many notes.
import Foundation
import NoteStore

/// Save latency of a 1 MB note through `NoteStore.save` (one durable WAL transaction each),
/// beside writing the same bytes to a file and `fsync`ing it, the least any durable save costs;
/// and the time to open a store of 10,000 notes, read the first page of summaries (what the app
/// does at start) and, for comparison, list all of them.
@MainActor
enum StoreBenchmark {
    static let saves = 50
    static let noteBytes = 1_048_576
    static let storeNotes = 10_000
    static let openRuns = 7

    static func run() {
        let stores = SampleStores()
        let saveTimes = saveLatencies(in: stores.store(named: "saves", notes: 0), editingFrom: 0)
        // Typing at the end of a long note: past the part of the body the search index holds.
        let tailSaveTimes = saveLatencies(
            in: stores.store(named: "tail-saves", notes: 0), editingFrom: noteBytes - saves)
        let fileTimes = fileWriteLatencies(at: stores.folder.appendingPathComponent("note.txt"))
        print("store: milliseconds per save of a 1 MB note (\(saves) saves, each durable)")
        let rows = [
            ["operation", "median ms", "worst ms"],
            [
                "NoteStore.save, 1 MB body, edit at its start", format(Statistics.median(saveTimes)),
                format(saveTimes.max()!),
            ],
            [
                "NoteStore.save, 1 MB body, edit at its end", format(Statistics.median(tailSaveTimes)),
                format(tailSaveTimes.max()!),
            ],
            ["write + fsync of 1 MB to a file", format(Statistics.median(fileTimes)), format(fileTimes.max()!)],
        ]
        printTable(rows)
        print(
            String(
                format: "ratio of medians, save / write+fsync: %.2f",
                Statistics.median(saveTimes) / Statistics.median(fileTimes)))

        let large = stores.store(named: "large", notes: storeNotes)
        var openTimes: [Double] = []
        var pageTimes: [Double] = []
        var listTimes: [Double] = []
        for _ in 0..<openRuns {
            var store: NoteStore?
            openTimes.append(
                MonotonicClock.seconds { store = try? NoteStore(directoryPath: FileSystemPath(large.path)) } * 1_000)
            pageTimes.append(MonotonicClock.seconds { _ = try? store?.listSummaries(after: nil, limit: 100) } * 1_000)
            listTimes.append(MonotonicClock.seconds { _ = try? store?.listSummaries() } * 1_000)
        }
        print("store: opening a store of \(storeNotes) notes, median of \(openRuns) runs")
        printTable([
            ["operation", "median ms", "worst ms"],
            [
                "NoteStore(directoryPath:) (open, quick_check, WAL, migrate)", format(Statistics.median(openTimes)),
                format(openTimes.max()!),
            ],
            [
                "listSummaries(after: nil, limit: 100) (the app's first page)", format(Statistics.median(pageTimes)),
                format(pageTimes.max()!),
            ],
            [
                "listSummaries() (all \(storeNotes) rows, no bodies)", format(Statistics.median(listTimes)),
                format(listTimes.max()!),
            ],
        ])
    }

    /// Each save changes one character (the `first`th, then the next ...), so every save writes
    /// a new 1 MB body.
    private static func saveLatencies(in directory: URL, editingFrom first: Int) -> [Double] {
        do {
            let store = try NoteStore(directoryPath: FileSystemPath(directory.path))
            var body = Array(SampleDocument.text(bytes: noteBytes).utf8)
            var note = try store.createNote(title: "Large", body: String(decoding: body, as: UTF8.self))
            return try (0..<saves).map { index in
                body[first + index] = UInt8(ascii: "a") + UInt8(index % 26)
                note.body = String(decoding: body, as: UTF8.self)
                let savedNote = note
                return try MonotonicClock.seconds { try store.save(savedNote) } * 1_000
            }
        } catch {
            print("  FAILED: \(error)")
            return [.nan]
        }
    }

    private static func fileWriteLatencies(at file: URL) -> [Double] {
        var body = Array(SampleDocument.text(bytes: noteBytes).utf8)
        return (0..<saves).map { index in
            body[index] = UInt8(ascii: "a") + UInt8(index % 26)
            let data = Data(body)
            return MonotonicClock.seconds {
                _ = FileManager.default.createFile(atPath: file.path, contents: nil)
                guard let handle = FileHandle(forWritingAtPath: file.path) else { return }
                handle.write(data)
                try? handle.synchronize()
                try? handle.close()
            } * 1_000
        }
    }

    private static func format(_ milliseconds: Double) -> String { String(format: "%.2f", milliseconds) }
}
