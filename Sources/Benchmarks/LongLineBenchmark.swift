// The `long-line` section: a line without spaces pasted into each editor, time until it answers.
import Foundation

/// Pastes 200 KB and 1 MB without a space into ours, into the bare GtkTextView with the same wrap
/// mode (word, else character: `GTK_WRAP_WORD_CHAR`) and into the bare one with `GTK_WRAP_CHAR`
/// (the floor), each paste in a fresh process (`LongLinePaste`), interleaved; prints the median
/// seconds to responsive after the paste and after one keystroke typed at the line's end. The
/// bare word-wrapped view is stopped at `bareDeadline` and reported as "> N s". A paste of 1 MB of
/// words shows what the examination costs on ordinary text.
@MainActor
enum LongLineBenchmark {
    static let runs = 3
    /// How long the bare word-wrapped view may take before it is stopped.
    static let bareDeadline = 30.0
    /// Everything else should answer in seconds; a hung child must not hang the benchmark.
    static let deadline = 120.0

    struct Case: Hashable {
        let editor: LongLinePaste.Editor
        let content: LongLinePaste.Content
        let bytes: Int
    }

    static let sizes = [(label: "200 KB", bytes: 200 * 1_024), (label: "1 MB", bytes: 1_048_576)]

    static func run() {
        var cases: [Case] = []
        for size in sizes {
            for editor in LongLinePaste.Editor.allCases {
                cases.append(Case(editor: editor, content: .unbreakable, bytes: size.bytes))
            }
        }
        for editor in [LongLinePaste.Editor.placeholder, .bareWordOrCharacter] {
            cases.append(Case(editor: editor, content: .words, bytes: 1_048_576))
        }
        // The bare word-wrapped view on a long unbreakable line is run once: it meets its deadline.
        let once = cases.filter { $0.editor == .bareWordOrCharacter && $0.content == .unbreakable }
        var results: [Case: [(Double, Double, Int)?]] = [:]
        for run in 0..<runs {
            let order = run.isMultiple(of: 2) ? cases : cases.reversed()
            for subject in order where run == 0 || !once.contains(subject) {
                results[subject, default: []].append(paste(subject))
            }
        }
        print(
            "long-line: seconds until the view answers (line laid out, a frame drawn, nothing pending), median of \(runs) runs, each in its own process"
        )
        var rows = [["pasted", "editor", "paste s", "then a keystroke s", "line height px"]]
        for subject in cases {
            let measured = results[subject]!.compactMap { $0 }
            let label =
                "\(sizes.first { $0.bytes == subject.bytes }?.label ?? "\(subject.bytes) B") \(subject.content == .unbreakable ? "without spaces" : "of words")"
            let limit = subject.editor == .bareWordOrCharacter ? bareDeadline : deadline
            if measured.count < results[subject]!.count {
                rows.append([label, name(subject.editor), String(format: "> %.0f", limit), "-", "-"])
            } else {
                rows.append([
                    label, name(subject.editor),
                    String(format: "%.3f", Statistics.median(measured.map(\.0))),
                    String(format: "%.3f", Statistics.median(measured.map(\.1))),
                    "\(measured.map(\.2).max() ?? 0)",
                ])
            }
        }
        printTable(rows)
        print("  (a line height of one or two rows means Pango overflowed and drew the line as one garbled row)")
    }

    private static func name(_ editor: LongLinePaste.Editor) -> String {
        switch editor {
        case .placeholder: "PlaceholderTextView"
        case .bareWordOrCharacter: "bare, GTK_WRAP_WORD_CHAR"
        case .bareCharacter: "bare, GTK_WRAP_CHAR (floor)"
        }
    }

    /// One paste in a child process, or nil when it passed its deadline (it is then killed) or failed.
    private static func paste(_ subject: Case) -> (Double, Double, Int)? {
        let process = Process()
        process.executableURL = ChildProcess.binDirectory.appendingPathComponent("placeholder-bench")
        process.arguments = ["long-line-paste", subject.editor.rawValue, subject.content.rawValue, "\(subject.bytes)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let limit = subject.editor == .bareWordOrCharacter && subject.content == .unbreakable ? bareDeadline : deadline
        let end = MonotonicClock.now() + limit
        while process.isRunning, MonotonicClock.now() < end { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let figures = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard process.terminationStatus == 0, figures.count == 3 else { return nil }
        return (figures[0], figures[1], Int(figures[2]))
    }
}
