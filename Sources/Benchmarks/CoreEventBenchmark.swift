// The `core` section of placeholder-bench: an edit event costs the same at any document size.

import Foundation
import PlaceholderCore

/// Measures one keystroke's work in the core, applying the count the edit leaves and asking for
/// the presentation, at a 1-character and at a 10 MB document.
///
/// The core only sees character counts, so a fair measurement must not hide the document: each
/// event edits a real `String` the way the GTK layer's buffer is edited, and derives the new count
/// in O(1) from the edit's own length (as a `GtkTextBuffer` insert or delete reports it), never
/// by counting the whole document.
enum CoreEventBenchmark {
    static let eventsPerRun = 200_000
    static let runs = 7
    static let largeDocumentBytes = 10 * 1_024 * 1_024

    static func run() {
        let small = Document(text: "a")
        let large = Document(
            text: String(repeating: "The quick brown fox jumps over the lazy dog. ", count: largeDocumentBytes / 45 + 1)
        )
        var checksum = 0
        var smallTimes: [Double] = []
        var largeTimes: [Double] = []
        // Interleaved, each size first every other time, so drift in the machine's speed falls on
        // both sizes alike.
        for run in 0..<runs {
            let order = run.isMultiple(of: 2) ? [small, large] : [large, small]
            for document in order {
                let time = nanosecondsPerEvent(document, checksum: &checksum)
                if document === small { smallTimes.append(time) } else { largeTimes.append(time) }
            }
        }
        let smallMedian = Statistics.median(smallTimes)
        let largeMedian = Statistics.median(largeTimes)
        let rows = [
            ["document", "bytes", "events/run", "runs", "median ns/event", "fastest run"],
            [
                "1 character", "\(small.text.utf8.count)", "\(eventsPerRun)", "\(runs)", format(smallMedian),
                format(smallTimes.min()!),
            ],
            [
                "10 MB", "\(large.text.utf8.count)", "\(eventsPerRun)", "\(runs)", format(largeMedian),
                format(largeTimes.min()!),
            ],
        ]
        print("core: one edit event (String edit, O(1) count update, apply, presentation(at:))")
        printTable(rows)
        print(
            String(
                format:
                    "ratio 10 MB / 1 character: %.3f (should be about 1.0: an event is O(1) in the document's size)",
                largeMedian / smallMedian))
        print("checksum: \(checksum)")
    }

    /// A document being typed into: the text, and the character count kept alongside it.
    final class Document {
        var text: String
        var characterCount: Int

        init(text: String) {
            self.text = text
            characterCount = text.count  // Counted once, when the document is loaded, as GTK does.
        }
    }

    /// Keystrokes alternate between typing one of a few snippets at the end and deleting it again,
    /// so the document keeps its size run after run.
    private static let snippets = ["a", "é", "日本", "👩‍👩‍👧", " "]

    private static func nanosecondsPerEvent(_ document: Document, checksum: inout Int) -> Double {
        var state = PlaceholderState()
        state.apply(
            [
                .placeholderTextChanged("Write a note"), .availableWidthChanged(640), .focusChanged(true),
                .insetsChanged(EdgeInsets(left: 8, right: 8, top: 8, bottom: 8)),
                .characterCountChanged(document.characterCount),
            ],
            at: 0)
        var time = 0.0
        var sum = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for event in 0..<eventsPerRun {
            let snippet = snippets[(event / 2) % snippets.count]
            if event.isMultiple(of: 2) {
                document.text.append(snippet)
                document.characterCount += snippet.count
            } else {
                document.text.removeLast(snippet.count)
                document.characterCount -= snippet.count
            }
            time += 0.016
            state.apply(.characterCountChanged(document.characterCount), at: time)
            let presentation = state.presentation(at: time)
            sum &+= presentation.layout.width &+ (presentation.isVisible ? 1 : 0) &+ Int(presentation.alpha * 1_000)
            sum &+= document.text.utf8.count
        }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        checksum &+= sum
        return Double(elapsed) / Double(eventsPerRun)
    }

    private static func format(_ nanoseconds: Double) -> String { String(format: "%.1f", nanoseconds) }
}

/// Prints rows as a table: the first column left-aligned, the others right-aligned.
func printTable(_ rows: [[String]]) {
    guard let columns = rows.first?.count else { return }
    let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
        let cells = row.enumerated().map { column, cell in
            let padding = String(repeating: " ", count: widths[column] - cell.count)
            return column == 0 ? cell + padding : padding + cell
        }
        print("  " + cells.joined(separator: "  "))
    }
}
