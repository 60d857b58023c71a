// The `huge` section: note-entry with a 20 MB newest note against an empty store, from launch to
// the first frame, to the note complete in the window, and from SIGTERM to exit.
import Foundation
import NoteEntryApp
import NoteStore
import SampleText

/// Starts `note-entry --data-dir DIR` with `NOTE_ENTRY_REPORT_FIRST_FRAME` set and reads its
/// output: the first-frame line (window drawn) and the ready line (the note complete and
/// editable). Each run then sends SIGTERM, either right at the first frame (the body may still
/// be filling in) or once ready, and times the exit. The stores alternate run by run.
@MainActor
enum HugeNoteBenchmark {
    static let runs = 5
    static let noteBytes = 20 * 1_048_576

    /// Which store is opened.
    enum Store: String, CaseIterable {
        case empty = "empty store"
        case huge = "20 MB newest note"
    }

    /// When SIGTERM is sent.
    enum Quit: String, CaseIterable {
        case atFirstFrame = "at the first frame"
        case whenReady = "once ready"
    }

    struct Subject: Hashable {
        let store: Store
        let quit: Quit
    }

    /// Seconds of one run.
    struct Timeline {
        var firstFrame = Double.nan
        var ready = Double.nan
        var exit = Double.nan
    }

    static func run() {
        guard let noteEntry = ChildProcess.noteEntry(forSection: "huge") else { return }
        let stores = SampleStores()
        let folders: [Store: URL] = [.empty: stores.store(named: "empty", notes: 0), .huge: hugeNoteStore(in: stores)]
        let subjects = Store.allCases.flatMap { store in Quit.allCases.map { Subject(store: store, quit: $0) } }
        var timelines: [Subject: [Timeline]] = [:]
        var failures: [String] = []
        _ = interleavedRuns(subjects, runs: runs) { subject in
            let timeline = measure(noteEntry, folder: folders[subject.store]!, quit: subject.quit)
            if let failure = timeline.failure {
                failures.append("\(subject.store.rawValue), quit \(subject.quit.rawValue): \(failure)")
            }
            timelines[subject, default: []].append(timeline.seconds)
            return 0
        }
        print(
            "huge: seconds from launch (first frame, note complete) and from SIGTERM to exit, median of \(runs) runs, interleaved"
        )
        var rows = [["store", "SIGTERM", "first frame s", "complete s", "exit s"]]
        for subject in subjects {
            let runs = timelines[subject] ?? []
            let median = { (value: (Timeline) -> Double) in Statistics.median(runs.map(value).filter { !$0.isNaN }) }
            rows.append([
                subject.store.rawValue, subject.quit.rawValue, format(median(\.firstFrame)),
                subject.quit == .whenReady ? format(median(\.ready)) : "", format(median(\.exit)),
            ])
        }
        printTable(rows)
        for failure in failures { print("  FAILED: \(failure)") }
    }

    /// One run over `folder`, quitting as `quit` says.
    private static func measure(_ noteEntry: URL, folder: URL, quit: Quit) -> (seconds: Timeline, failure: String?) {
        var timeline = Timeline()
        let start = MonotonicClock.now()
        guard
            let child = ChildProcess(
                noteEntry, ["--data-dir", folder.path],
                environment: [CommandLineOptions.firstFrameReportVariable: "1"], readOutput: true)
        else { return (timeline, "could not start") }
        guard child.line(containing: CommandLineOptions.firstFrameLine) else {
            child.send(SIGKILL)
            _ = child.waitForExit()
            return (timeline, "no first-frame line")
        }
        timeline.firstFrame = MonotonicClock.now() - start
        if quit == .whenReady {
            guard child.line(containing: CommandLineOptions.readyLine) else {
                child.send(SIGKILL)
                _ = child.waitForExit()
                return (timeline, "no ready line")
            }
            timeline.ready = MonotonicClock.now() - start
        }
        let signalled = MonotonicClock.now()
        child.send(SIGTERM)
        let status = child.waitForExit()
        timeline.exit = MonotonicClock.now() - signalled
        return (timeline, status == 0 ? nil : "exit status \(status)")
    }

    /// A store whose newest note is `noteBytes` of prose lines (`SampleProse`), saved through `NoteStore`.
    private static func hugeNoteStore(in stores: SampleStores) -> URL {
        let folder = stores.store(named: "huge-note", notes: 0)
        let body = SampleProse.lines(bytes: noteBytes)
        do {
            try NoteStore(directoryPath: FileSystemPath(folder.path)).createNote(title: "A huge note", body: body)
        } catch {
            FileHandle.standardError.write(Data("placeholder-bench: cannot make the huge note: \(error)\n".utf8))
            exit(1)
        }
        return folder
    }

    private static func format(_ seconds: Double) -> String { seconds.isNaN ? "-" : String(format: "%.3f", seconds) }
}
