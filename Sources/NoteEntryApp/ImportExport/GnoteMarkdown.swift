// Gnote's and Tomboy's note markup written as the Markdown note-entry keeps.

/// Builds a note's Markdown from the parts of a Gnote or Tomboy `<note-content>`: its text and
/// the elements around it, as the XML parser meets them. What Markdown can say is kept: bold,
/// italic, strikethrough, monospace (code), highlight (`==…==`), lists (`- `, two spaces a
/// level), a line wholly in a huge or large size as a heading (`# `, `## `), links to other
/// notes as `[[title]]`; web links keep their address as written. Other markup (small size,
/// unknown elements) is dropped, its text kept.
///
/// Styles are written line by line (Markdown's emphasis does not cross a line break) and the
/// spaces at a styled run's ends go outside its delimiters (`**word **` is not bold in Markdown).
struct GnoteMarkdown {
    /// The inline styles, in the order their delimiters nest (outermost first).
    enum Style: Int, CaseIterable, Comparable {
        case bold, italic, strikethrough, highlight, code

        var delimiter: String {
            switch self {
            case .bold: "**"
            case .italic: "*"
            case .strikethrough: "~~"
            case .highlight: "=="
            case .code: "`"
            }
        }

        static func < (lhs: Style, rhs: Style) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A size Gnote gives text.
    enum Size { case small, large, huge }

    /// A piece of text with what it is inside of.
    private struct Run {
        var text: String
        var styles: Set<Style>
        var size: Size?
        /// A list item's marker, written as it is.
        var isMarker = false
    }

    private var runs: [Run] = []
    private var styles: [Style: Int] = [:]
    private var sizes: [Size] = []
    private var listDepth = 0
    /// Inside a link to another note, whose text is the note's title: it stays unstyled.
    private var inNoteLink = false
    /// The deepest level a list item is indented for (deeper ones are indented as much).
    let deepestIndentedLevel: Int
    /// Bytes of text taken in so far, to bound the note.
    private(set) var byteCount = 0

    init(deepestIndentedLevel: Int) {
        self.deepestIndentedLevel = deepestIndentedLevel
    }

    /// An element of `<note-content>` opened.
    mutating func elementStarted(_ name: String) {
        switch name {
        case "bold": styles[.bold, default: 0] += 1
        case "italic": styles[.italic, default: 0] += 1
        case "strikethrough": styles[.strikethrough, default: 0] += 1
        case "highlight": styles[.highlight, default: 0] += 1
        case "monospace": styles[.code, default: 0] += 1
        case "size:small": sizes.append(.small)
        case "size:large": sizes.append(.large)
        case "size:huge": sizes.append(.huge)
        case "list": listDepth += 1
        case "list-item":
            let level = min(max(0, listDepth - 1), deepestIndentedLevel)
            append(String(repeating: "  ", count: level) + "- ", isMarker: true)
        case "link:internal":
            append("[[", isMarker: true)
            inNoteLink = true
        default: break
        }
    }

    /// An element of `<note-content>` closed.
    mutating func elementEnded(_ name: String) {
        switch name {
        case "bold": styles[.bold, default: 1] -= 1
        case "italic": styles[.italic, default: 1] -= 1
        case "strikethrough": styles[.strikethrough, default: 1] -= 1
        case "highlight": styles[.highlight, default: 1] -= 1
        case "monospace": styles[.code, default: 1] -= 1
        case "size:small", "size:large", "size:huge": _ = sizes.popLast()
        case "list": listDepth = max(0, listDepth - 1)
        case "link:internal":
            inNoteLink = false
            append("]]", isMarker: true)
        default: break
        }
    }

    /// Text inside `<note-content>`.
    mutating func textRead(_ text: String) {
        append(text, isMarker: false)
    }

    private mutating func append(_ text: String, isMarker: Bool) {
        byteCount += text.utf8.count
        let active = Set(styles.filter { $0.value > 0 }.keys)
        runs.append(
            Run(text: text, styles: isMarker || inNoteLink ? [] : active, size: sizes.last, isMarker: isMarker))
    }

    /// The content as Markdown (its first line is the note's title line, as in the file).
    var markdown: String {
        var lines: [[Run]] = [[]]
        for run in runs {
            var pieces = run.text.split(separator: "\n", omittingEmptySubsequences: false)
            lines[lines.count - 1].append(
                Run(text: String(pieces.removeFirst()), styles: run.styles, size: run.size, isMarker: run.isMarker))
            for piece in pieces {
                lines.append([Run(text: String(piece), styles: run.styles, size: run.size, isMarker: run.isMarker)])
            }
        }
        return lines.map(Self.line).joined(separator: "\n")
    }

    /// One line's runs as Markdown.
    private static func line(_ runs: [Run]) -> String {
        var written = ""
        let text = runs.filter { !$0.isMarker }
        let startsList = runs.first(where: { !$0.text.isEmpty })?.isMarker == true
        let sized = text.filter { !$0.text.allSatisfy(\.isWhitespace) }
        if !startsList, !sized.isEmpty, sized.allSatisfy({ $0.size == .huge }) {
            written = "# "
        } else if !startsList, !sized.isEmpty, sized.allSatisfy({ $0.size == .large || $0.size == .huge }) {
            written = "## "
        }
        var open: [Style] = []
        var pendingSpaces = ""
        for run in runs where !run.text.isEmpty {
            let core = run.text.trimmingWhitespace
            let leading = String(run.text.prefix { $0.isWhitespace })
            guard !core.isEmpty else {
                pendingSpaces += run.text
                continue
            }
            let wanted = run.styles.sorted()
            let kept = zip(open, wanted).prefix { $0 == $1 }.count
            for style in open[kept...].reversed() { written += style.delimiter }
            open.removeSubrange(kept...)
            written += pendingSpaces + leading
            for style in wanted[kept...] { written += style.delimiter }
            open += wanted[kept...]
            written += core
            pendingSpaces = String(run.text.reversed().prefix { $0.isWhitespace }.reversed())
        }
        for style in open.reversed() { written += style.delimiter }
        return written + pendingSpaces
    }
}
