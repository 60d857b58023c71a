// The `start` section: note-entry from launch to a written screenshot, against a bare window.
import Foundation

/// Times `note-entry --screenshot FILE --data-dir DIR` with an empty store and with 10,000 notes,
/// against `placeholder-bench bare-window-screenshot FILE` (`BareWindowScreenshot`), each a fresh
/// process, from launch until it exits with the PNG written.
@MainActor
enum AppStartBenchmark {
    static let runs = 5
    static let largeStoreNotes = 10_000

    /// What is started.
    enum Subject: String, CaseIterable {
        case bareWindow = "bare window (GtkApplication, header bar, text view)"
        case appEmpty = "note-entry, empty store"
        case appLarge = "note-entry, 10,000 notes"
    }

    static func run() {
        let noteEntry = ChildProcess.binDirectory.appendingPathComponent("note-entry")
        guard FileManager.default.isExecutableFile(atPath: noteEntry.path) else {
            print("start: skipped, \(noteEntry.path) is missing (swift build -c release builds it)")
            return
        }
        let stores = SampleStores()
        let emptyStore = stores.store(named: "empty", notes: 0)
        let largeStore = stores.store(named: "large", notes: largeStoreNotes)
        let picture = stores.folder.appendingPathComponent("start.png")
        var failures: [String] = []
        let seconds = interleavedRuns(Subject.allCases, runs: runs) { subject in
            try? FileManager.default.removeItem(at: picture)
            let (status, seconds) = switch subject {
            case .bareWindow:
                ChildProcess.run(ChildProcess.binDirectory.appendingPathComponent("placeholder-bench"),
                                 ["bare-window-screenshot", picture.path])
            case .appEmpty: ChildProcess.run(noteEntry, ["--screenshot", picture.path, "--data-dir", emptyStore.path])
            case .appLarge: ChildProcess.run(noteEntry, ["--screenshot", picture.path, "--data-dir", largeStore.path])
            }
            if status != 0 || !FileManager.default.fileExists(atPath: picture.path) {
                failures.append("\(subject.rawValue): exit status \(status)")
            }
            return seconds
        }.mapValues(Statistics.median)
        print("start: seconds from launch to a written PNG and exit, median of \(runs) runs")
        let bare = seconds[.bareWindow]!
        var rows = [["process", "seconds", "ratio to bare"]]
        for subject in Subject.allCases {
            rows.append([subject.rawValue, String(format: "%.3f", seconds[subject]!), String(format: "%.2f", seconds[subject]! / bare)])
        }
        printTable(rows)
        for failure in failures { print("  FAILED: \(failure)") }
    }
}
