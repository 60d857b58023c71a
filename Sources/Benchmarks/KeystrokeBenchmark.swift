// The `keystrokes` section: what a typed character costs in our view, in the bare text view it
// wraps, and in the common copy-the-text placeholder, at three document sizes.
import CGtk
import Foundation
import GtkBinding

/// Replays the same typing (`TypingScript`) into each kind of editor, shown in its own window
/// side by side, with the main loop drained every `drainInterval` edits so the layout, redraw
/// and idle work an edit causes is counted for every editor alike.
@MainActor
enum KeystrokeBenchmark {
    /// Document sizes measured, with their labels.
    static let sizes: [(label: String, bytes: Int)] = [("1 KB", 1_024), ("1 MB", 1_048_576), ("10 MB", 10_485_760)]
    /// Edits per run for our view and the bare one.
    static let editsPerRun = 20_000
    static let runs = 5
    /// Edits between two main-loop drains: a fast typist's keys between frames.
    static let drainInterval = 20

    /// Edits per run for the copying reference at a size: each of its edits copies the whole
    /// document, so replaying all 20,000 into 10 MB would copy 200 GB and take many minutes.
    /// Fewer edits give the same per-edit figure.
    static func copyingEdits(bytes: Int) -> Int {
        bytes <= 1_024 ? editsPerRun : max(200, editsPerRun * 100_000 / bytes)
    }

    /// Where each kind's window sits, so that none hides another.
    static func place(_ editor: EditorWindow) {
        let position: (Int32, Int32) =
            switch editor.kind {
            case .bare: (0, 0)
            case .placeholder, .placeholderWithoutUndo, .placeholderListening, .noteBody: (640, 0)
            case .copying, .sourceView, .attachedHint: (0, 500)
            }
        gtk_window_move(editor.window.cast(), position.0, position.1)
    }

    static func run() {
        startGtk()
        var medians: [String: [EditorKind: Double]] = [:]
        print("keystrokes: microseconds per edit (gtk_text_buffer_insert/delete at the end), median of \(runs) runs")
        var rows = [["document", "bare µs", "ours µs", "ours/bare", "copying µs", "copying/bare", "copying edits/run"]]
        for size in sizes {
            let document = SampleDocument.text(bytes: size.bytes)
            let editors = EditorKind.timed.map { kind in
                let editor = EditorWindow(kind: kind, document: document)
                place(editor)
                return editor
            }
            GtkRuntime.drainEvents()
            let copyingCount = copyingEdits(bytes: size.bytes)
            let times = interleavedRuns(editors.map(\.kind), runs: runs) { kind in
                let editor = editors.first { $0.kind == kind }!
                let count = kind == .copying ? copyingCount : editsPerRun
                return microsecondsPerEdit(replaying: TypingScript.edits(count: count), into: editor.buffer)
            }
            for editor in editors { editor.close() }
            let median = times.mapValues(Statistics.median)
            medians[size.label] = median
            rows.append([
                size.label, format(median[.bare]!), format(median[.placeholder]!),
                String(format: "%.3f", median[.placeholder]! / median[.bare]!),
                format(median[.copying]!), String(format: "%.1f", median[.copying]! / median[.bare]!),
                "\(copyingCount)",
            ])
        }
        printTable(rows)
        let first = sizes.first!.label
        let last = sizes.last!.label
        let oursGrowth = medians[last]![.placeholder]! / medians[first]![.placeholder]!
        let bareGrowth = medians[last]![.bare]! / medians[first]![.bare]!
        print(
            String(
                format: "ours %@ / ours %@: %.3f   bare %@ / bare %@: %.3f   ratio of the two: %.3f",
                last, first, oursGrowth, last, first, bareGrowth, oursGrowth / bareGrowth))
    }

    /// Replays `edits` into `buffer`, draining the main loop every `drainInterval` edits and at
    /// the end; returns the mean time per edit.
    static func microsecondsPerEdit(replaying edits: [TypingEdit], into buffer: UnsafeMutablePointer<GtkTextBuffer>)
        -> Double
    {
        let seconds = MonotonicClock.seconds { replay(edits, into: buffer) }
        return seconds * 1e6 / Double(edits.count)
    }

    /// The measured work: every edit, and the main-loop work that follows. Not inlined, so
    /// callgrind can count exactly this function (`--toggle-collect=*replayTypingEdits*`).
    @inline(never)
    static func replay(_ edits: [TypingEdit], into buffer: UnsafeMutablePointer<GtkTextBuffer>) {
        for (index, edit) in edits.enumerated() {
            TypingScript.apply(edit, to: buffer)
            if (index + 1) % drainInterval == 0 { GtkRuntime.drainEvents() }
        }
        GtkRuntime.drainEvents()
    }

    private static func format(_ microseconds: Double) -> String { String(format: "%.2f", microseconds) }
}

/// Starts GTK for a section that needs it, or exits with the reason.
@MainActor
func startGtk() {
    do {
        try GtkRuntime.start()
    } catch {
        FileHandle.standardError.write(Data("placeholder-bench: \(error)\n".utf8))
        exit(1)
    }
}
