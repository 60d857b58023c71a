// The `start` section: note-entry from launch to a written screenshot, against a bare window.
import Foundation

/// Times `note-entry --screenshot FILE --data-dir DIR` with an empty store, 10,000 and 100,000
/// notes, against `placeholder-bench bare-window-screenshot FILE` (`BareWindowScreenshot`) and
/// against note-entry's interface in plain GTK (`plain-interface-screenshot FILE`), each a fresh
/// process, from launch until it exits with the PNG written (waitpid: microseconds).
@MainActor
enum AppStartBenchmark {
    static let runs = 9
    static let largeStoreNotes = 10_000
    static let hugeStoreNotes = 100_000

    /// What is started.
    enum Subject: String, CaseIterable {
        case bareWindow = "bare window (GtkApplication, header bar, text view)"
        case plainInterface = "note-entry's interface in plain GTK"
        case appEmpty = "note-entry, empty store"
        case appLarge = "note-entry, 10,000 notes"
        case appHuge = "note-entry, 100,000 notes"
    }

    static func run() {
        guard let noteEntry = ChildProcess.noteEntry(forSection: "start") else { return }
        let stores = SampleStores()
        let emptyStore = stores.store(named: "empty", notes: 0)
        let largeStore = stores.bulkStore(named: "large", notes: largeStoreNotes)
        let hugeStore = stores.bulkStore(named: "huge", notes: hugeStoreNotes)
        let picture = stores.folder.appendingPathComponent("start.png")
        var failures: [String] = []
        var processor: [Subject: [Double]] = [:]
        // The first GTK program on an X server probes OpenGL and caches the answer on the root
        // window (GDK_VISUALS): a throwaway window pays it, so every measured start finds it alike.
        _ = ChildProcess.run(
            ChildProcess.binDirectory.appendingPathComponent("placeholder-bench"),
            ["bare-window-screenshot", picture.path])
        let seconds = interleavedRuns(Subject.allCases, runs: runs) { subject in
            try? FileManager.default.removeItem(at: picture)
            let run =
                switch subject {
                case .bareWindow:
                    ChildProcess.run(
                        ChildProcess.binDirectory.appendingPathComponent("placeholder-bench"),
                        ["bare-window-screenshot", picture.path])
                case .plainInterface:
                    ChildProcess.run(
                        ChildProcess.binDirectory.appendingPathComponent("placeholder-bench"),
                        ["plain-interface-screenshot", picture.path])
                case .appEmpty:
                    ChildProcess.run(noteEntry, ["--screenshot", picture.path, "--data-dir", emptyStore.path])
                case .appLarge:
                    ChildProcess.run(noteEntry, ["--screenshot", picture.path, "--data-dir", largeStore.path])
                case .appHuge:
                    ChildProcess.run(noteEntry, ["--screenshot", picture.path, "--data-dir", hugeStore.path])
                }
            if run.status != 0 || !FileManager.default.fileExists(atPath: picture.path) {
                failures.append("\(subject.rawValue): exit status \(run.status)")
            }
            processor[subject, default: []].append(run.processorSeconds)
            return run.seconds
        }.mapValues(Statistics.median)
        let processorSeconds = processor.mapValues(Statistics.median)
        print(
            "start: seconds from launch to a written PNG and exit (wall; processor time of the process), median of \(runs) runs, interleaved"
        )
        let bare = seconds[.bareWindow]!
        let plain = seconds[.plainInterface]!
        let bareProcessor = processorSeconds[.bareWindow]!
        var rows = [["process", "seconds", "ratio to bare", "to plain ui", "processor s", "ratio to bare"]]
        for subject in Subject.allCases {
            rows.append([
                subject.rawValue, String(format: "%.4f", seconds[subject]!),
                String(format: "%.3f", seconds[subject]! / bare),
                String(format: "%.3f", seconds[subject]! / plain),
                String(format: "%.4f", processorSeconds[subject]!),
                String(format: "%.3f", processorSeconds[subject]! / bareProcessor),
            ])
        }
        printTable(rows)
        for failure in failures { print("  FAILED: \(failure)") }
    }
}
