// The `keystrokes-callgrind` mode: a fixed number of typed edits, for counting instructions.
import CGtk
import Foundation

/// Sets up one editor with a document, then replays a fixed number of edits through
/// `KeystrokeBenchmark.replay`, the only function callgrind counts when run as
///
///     valgrind --tool=callgrind --callgrind-out-file=keystrokes.out \
///         --toggle-collect='*KeystrokeBenchmark*replay*' \
///         placeholder-bench keystrokes-callgrind 10MB placeholder 2000
///
/// so document loading and layout before the replay are not counted. `callgrind_annotate
/// --inclusive=yes keystrokes.out` then gives the replay's total and, inside it, the edits alone
/// (`TypingScript.apply`: the insert or delete with every handler it runs). The total also holds
/// the main-loop drains, whose frames depend on wall time, so under valgrind's slowdown it
/// counts many more paints than a native run does; the edits alone are deterministic.
@MainActor
enum CallgrindKeystrokes {
    static let usage =
        "keystrokes-callgrind SIZE(1KB|1MB|10MB) WIDGET(\(EditorKind.allCases.map(\.rawValue).joined(separator: "|"))) EDITS"

    static func run(_ arguments: [String]) {
        guard arguments.count == 3,
            let size = KeystrokeBenchmark.sizes.first(where: {
                $0.label.replacingOccurrences(of: " ", with: "") == arguments[0]
            }),
            let kind = EditorKind(rawValue: arguments[1]), let count = Int(arguments[2]), count >= 0
        else {
            FileHandle.standardError.write(Data("usage: placeholder-bench \(usage)\n".utf8))
            exit(2)
        }
        startGtk()
        let editor = EditorWindow(kind: kind, document: SampleDocument.text(bytes: size.bytes))
        KeystrokeBenchmark.replay(TypingScript.edits(count: count), into: editor.buffer)
        print("replayed \(count) edits into \(kind.name) at \(size.label)")
    }
}
