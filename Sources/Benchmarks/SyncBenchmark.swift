// The `sync` section: what the sync folder costs at 10,000 notes. A pass through NoteStore (the
// first, writing every file; one at rest, as every save and folder change asks for; one after a
// single edit; another computer's first, taking every file), then note-entry itself: seconds to
// its ready line with the folder set against without, and the processor time it spends in 10 s
// at rest watching the folder.
import Foundation
import NoteEntryApp
import NoteStore

@MainActor
enum SyncBenchmark {
    private enum Subject: Hashable { case withFolder, without }

    static let notes = 10_000
    static let rounds = 5

    static func run() {
        guard let noteEntry = ChildProcess.noteEntry(forSection: "sync") else { return }
        let stores = SampleStores()
        let storeA = stores.bulkStore(named: "sync-a", notes: notes)
        let folder = stores.folder.appendingPathComponent("sync-folder")
        let storeB = stores.store(named: "sync-b", notes: 0)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sync = SyncFolder(path: FileSystemPath(folder.path))
        guard let a = try? NoteStore(directoryPath: FileSystemPath(storeA.path)),
            let b = try? NoteStore(directoryPath: FileSystemPath(storeB.path))
        else {
            print("sync: cannot open the sample stores")
            return
        }
        func timed(_ body: () throws -> SyncReport) -> (seconds: Double, report: SyncReport?) {
            let start = MonotonicClock.now()
            let report = try? body()
            return (MonotonicClock.now() - start, report)
        }
        let first = timed { try sync.synchronize(a) }
        let atRest = (0..<rounds).map { _ in timed { try sync.synchronize(a) }.seconds }
        let edits = (0..<rounds).map { round in
            timed {
                try a.update(id: Int64(round + 1), title: "Edited \(round)", body: "changed in round \(round)")
                return try sync.synchronize(a)
            }.seconds
        }
        let other = timed { try sync.synchronize(b) }
        print("sync: NoteStore passes over \(notes) notes and files (seconds; medians of \(rounds))")
        printTable([
            ["pass", "seconds", "what it did"],
            ["first, writing every file", format(first.seconds), "\(first.report?.written ?? -1) written"],
            ["at rest (nothing changed)", format(Statistics.median(atRest)), "reads no file"],
            ["after one edit", format(Statistics.median(edits)), "1 written"],
            ["another computer's first", format(other.seconds), "\(other.report?.taken ?? -1) taken"],
        ])
        measureTheApp(noteEntry, store: storeA, folder: folder)
    }

    /// note-entry over the 10,000 notes with and without the folder: seconds to the ready line,
    /// and processor seconds over 10 s at rest after it.
    private static func measureTheApp(_ noteEntry: URL, store: URL, folder: URL) {
        var processor: [Subject: [Double]] = [:]
        let ready: [Subject: [Double]] = interleavedRuns([Subject.withFolder, .without], runs: 3) { subject in
            let arguments =
                ["--data-dir", store.path] + (subject == .withFolder ? ["--sync-folder", folder.path] : [])
            let start = MonotonicClock.now()
            guard let child = ChildProcess(noteEntry, arguments, readOutput: true),
                child.line(containing: CommandLineOptions.readyLine)
            else { return .nan }
            let seconds = MonotonicClock.now() - start
            // The first pass runs right after the window is complete; at rest is after it.
            usleep(2_000_000)
            let before = processorSeconds(of: child.pid)
            usleep(10_000_000)
            processor[subject, default: []].append(processorSeconds(of: child.pid) - before)
            child.send(SIGTERM)
            _ = child.waitForExit()
            return seconds
        }
        print("sync: note-entry over \(notes) notes (medians of 3)")
        printTable([
            ["", "seconds to ready", "processor seconds in 10 s at rest"],
            [
                "with the sync folder", format(Statistics.median(ready[.withFolder] ?? [])),
                format(Statistics.median(processor[.withFolder] ?? [])),
            ],
            [
                "without", format(Statistics.median(ready[.without] ?? [])),
                format(Statistics.median(processor[.without] ?? [])),
            ],
        ])
    }

    private static func format(_ seconds: Double) -> String { seconds.isNaN ? "-" : String(format: "%.3f", seconds) }

    /// User and system processor seconds of process `pid` so far (/proc/PID/stat).
    private static func processorSeconds(of pid: pid_t) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return .nan }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // After the name: state is field 3; utime and stime are fields 14 and 15.
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
