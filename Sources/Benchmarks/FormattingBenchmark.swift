// The `formatting` section: what showing Markdown formatted costs note-entry's body, on a 1 MB
// note of Markdown: styling it whole after loading, and typing into it.
import CGtk
import Foundation
import GtkBinding

/// Loads a 1 MB Markdown note into note-entry's body (`note-body`: the widget with a change
/// listener and `MarkdownEditing`) and into the same widget without formatting
/// (`placeholder-listening`), and measures, interleaved, median of `runs`:
/// - the seconds from loading until every line is styled, running the main loop turn by turn,
///   and the longest turn meanwhile (the longest the window could not answer);
/// - µs per typed edit (`TypingScript`, with the main loop drained as the keystroke section
///   does), the styling of the edited lines included.
@MainActor
enum FormattingBenchmark {
    static let runs = 5
    static let bytes = 1_048_576
    static let kinds: [EditorKind] = [.placeholderListening, .noteBody]

    /// A few lines of every construct the editor styles, repeated.
    static let pattern = """
        ## Groceries for the **weekend**
        - [ ] milk, *the organic one*
        - [x] eggs and `bread_flour`
        1. ask about ~~Friday~~ Saturday, see [the list](https://example.org/list_2)
        > Remember: https://gnome.org/notes_app is the _reference_.
        Plain prose follows, as most of a note is, with no markup at all in it.

        """

    struct Figures {
        var styledSeconds: [Double] = []
        var longestTurn: [Double] = []
        var microsecondsPerEdit: [Double] = []
    }

    static func run() {
        startGtk()
        let document = SampleDocument.repeating(pattern, bytes: bytes)
        var figures: [EditorKind: Figures] = [:]
        _ = interleavedRuns(kinds, runs: runs) { kind in
            let editor = EditorWindow(kind: kind, document: "")
            defer { editor.close() }
            GtkRuntime.drainEvents()
            var longest = 0.0
            let styled = MonotonicClock.seconds {
                gtk_text_buffer_set_text(editor.buffer, document, -1)
                repeat {
                    longest = max(longest, MonotonicClock.seconds { gtk_main_iteration_do(0) })
                } while gtk_events_pending() != 0 || editor.formatting?.isUpToDate == false
            }
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(editor.buffer, &end)
            gtk_text_buffer_place_cursor(editor.buffer, &end)
            let perEdit = KeystrokeBenchmark.microsecondsPerEdit(
                replaying: TypingScript.edits(count: KeystrokeBenchmark.editsPerRun), into: editor.buffer)
            figures[kind, default: Figures()].styledSeconds.append(styled)
            figures[kind, default: Figures()].longestTurn.append(longest)
            figures[kind, default: Figures()].microsecondsPerEdit.append(perEdit)
            return 0
        }
        print("formatting: a 1 MB Markdown note, median of \(runs) runs, interleaved")
        var rows = [["editor", "loaded and styled s", "longest main-loop turn ms", "µs per typed edit"]]
        for kind in kinds {
            let figure = figures[kind]!
            rows.append([
                kind.name, String(format: "%.3f", Statistics.median(figure.styledSeconds)),
                String(format: "%.1f", Statistics.median(figure.longestTurn) * 1000),
                String(format: "%.2f", Statistics.median(figure.microsecondsPerEdit)),
            ])
        }
        printTable(rows)
    }
}
