// Reading one line of a note's Markdown into the runs the editor styles.

/// The Markdown of one line, as the editor shows it: its block (heading, block quote, list
/// item) and its inline runs (strong, emphasis, strikethrough, highlight, code, links, web
/// addresses).
///
/// A line is read alone, so an edit restyles only the lines it touches: constructs that span
/// lines (fenced code, setext headings, emphasis across a line break) are shown as typed. The
/// inline rules are CommonMark's delimiter-run rules without the rule of three: `snake_case`
/// and `2 * 3 * 4` stay plain, `**a**` and `*a*` and `~~a~~` are styled.
///
/// ```swift
/// MarkdownLine.spans(of: "# Hi **there**")
/// // heading1 0..<14, markup 0..<2, markup 5..<7, bold 7..<12, markup 12..<14
/// ```
enum MarkdownLine {
    /// The styled runs of `line` (no line break in it), in no particular order.
    static func spans(of line: some StringProtocol) -> [MarkdownSpan] {
        spans(of: Array(line.unicodeScalars))
    }

    /// The styled runs of the scalars of one line.
    static func spans(of line: [Unicode.Scalar]) -> [MarkdownSpan] {
        var reader = Reader(line: line)
        reader.readBlock()
        return reader.spans
    }

    /// The characters of `line` a spell checker is to leave alone: code and web addresses.
    static func unspelledRanges(of line: some StringProtocol) -> [Range<Int>] {
        spans(of: line).filter { $0.style == .code || $0.style == .address }.map(\.range)
    }

    /// The links of `line`: `[text](address)`, written-out addresses and `[[Note title]]`.
    static func links(of line: some StringProtocol) -> [MarkdownLink] {
        var reader = Reader(line: Array(line.unicodeScalars))
        reader.readBlock()
        return reader.links
    }
}

/// One pass over a line.
private struct Reader {
    let line: [Unicode.Scalar]
    var spans: [MarkdownSpan] = []
    var links: [MarkdownLink] = []

    init(line: [Unicode.Scalar]) { self.line = line }

    mutating func readBlock() {
        var position = 0
        // Block quotes, possibly nested: `> > text`.
        var isQuote = false
        while let marker = quoteMarker(at: position) {
            spans.append(MarkdownSpan(.markup, marker))
            position = marker.upperBound
            if position < line.count, line[position] == " " { position += 1 }
            isQuote = true
        }
        if isQuote, position < line.count { spans.append(MarkdownSpan(.quote, position..<line.count)) }
        if let level = headingLevel(at: position) {
            let hashes = line[level].filter { $0 == "#" }.count
            spans.append(MarkdownSpan([.heading1, .heading2, .heading3][min(hashes, 3) - 1], position..<line.count))
            spans.append(MarkdownSpan(.markup, level))
            readInline(from: level.upperBound)
        } else if let item = ListItemMarker(in: line, from: position) {
            spans.append(MarkdownSpan(.listMarker, item.marker))
            if let box = item.checkBox { spans.append(MarkdownSpan(.checkBox, box)) }
            readInline(from: item.contentStart)
        } else {
            readInline(from: position)
        }
    }

    /// A `>` after at most three spaces at `position`.
    private func quoteMarker(at position: Int) -> Range<Int>? {
        var index = position
        while index < line.count, index - position < 3, line[index] == " " { index += 1 }
        return index < line.count && line[index] == ">" ? index..<index + 1 : nil
    }

    /// A heading's `#`s and the space after them, after at most three spaces at `position`.
    private func headingLevel(at position: Int) -> Range<Int>? {
        var start = position
        while start < line.count, start - position < 3, line[start] == " " { start += 1 }
        var end = start
        while end < line.count, line[end] == "#" { end += 1 }
        let count = end - start
        guard (1...6).contains(count), end == line.count || line[end] == " " else { return nil }
        return start..<min(end + 1, line.count)
    }

    // MARK: Inline runs

    /// A run of `*`, `_`, `~` or `=` that may open or close emphasis.
    private struct DelimiterRun {
        let scalar: Unicode.Scalar
        let start: Int
        let length: Int
        /// How many of its delimiters are not matched yet.
        var remaining: Int
        let canOpen: Bool
        let canClose: Bool
    }

    private mutating func readInline(from start: Int) {
        var runs: [DelimiterRun] = []
        var position = start
        while position < line.count {
            let scalar = line[position]
            switch scalar {
            case "\\" where position + 1 < line.count && line[position + 1].isASCIIPunctuation:
                spans.append(MarkdownSpan(.markup, position..<position + 1))
                position += 2
            case "`":
                position = readCodeSpan(at: position)
            case "[" where position + 1 < line.count && line[position + 1] == "[":
                position = readNoteLink(at: position)
            case "[":
                position = readLinkOpening(at: position)
            case "*", "_", "~", "=":
                var end = position
                while end < line.count, line[end] == scalar { end += 1 }
                if let run = delimiterRun(scalar, position..<end) { runs.append(run) }
                position = end
            default:
                let addressEnd = startsWord(at: position) ? readAddress(at: position) : nil
                position = addressEnd ?? position + 1
            }
        }
        matchEmphasis(&runs)
    }

    /// A code span opened by the backtick run at `start`: closed by a run of the same length,
    /// or literal backticks. Returns where reading goes on.
    private mutating func readCodeSpan(at start: Int) -> Int {
        var openEnd = start
        while openEnd < line.count, line[openEnd] == "`" { openEnd += 1 }
        let length = openEnd - start
        var index = openEnd
        while index < line.count {
            guard line[index] == "`" else {
                index += 1
                continue
            }
            var closeEnd = index
            while closeEnd < line.count, line[closeEnd] == "`" { closeEnd += 1 }
            if closeEnd - index == length {
                spans.append(MarkdownSpan(.markup, start..<openEnd))
                if index > openEnd { spans.append(MarkdownSpan(.code, openEnd..<index)) }
                spans.append(MarkdownSpan(.markup, index..<closeEnd))
                return closeEnd
            }
            index = closeEnd
        }
        return openEnd
    }

    /// A link `[text](address)` opened at `start`: styles its brackets and address, and
    /// returns where its text begins (read on for emphasis) and, after it, skips the address.
    private mutating func readLinkOpening(at start: Int) -> Int {
        guard let close = line[(start + 1)...].firstIndex(of: "]"), close + 1 < line.count, line[close + 1] == "(",
            let end = line[(close + 2)...].firstIndex(where: { $0 == ")" || $0 == " " }), line[end] == ")",
            close > start + 1
        else { return start + 1 }
        spans.append(MarkdownSpan(.markup, start..<start + 1))
        spans.append(MarkdownSpan(.link, start + 1..<close))
        spans.append(MarkdownSpan(.markup, close..<end + 1))
        if end > close + 2 {
            spans.append(MarkdownSpan(.address, close + 2..<end))
            links.append(MarkdownLink(range: start + 1..<close, target: .web(text(close + 2..<end))))
        }
        // The link text is read for emphasis on its own; the address never is.
        var inner = Reader(line: Array(line[..<close]))
        inner.readInline(from: start + 1)
        spans += inner.spans
        return end + 1
    }

    /// A web address written out (`https://…`, `http://…`, `www.…`, `mailto:…`) at `start`:
    /// up to the next space, less the punctuation that ends a sentence.
    private mutating func readAddress(at start: Int) -> Int? {
        let prefixes = ["https://", "http://", "www.", "mailto:"]
        guard
            prefixes.contains(where: { prefix in
                let scalars = Array(prefix.unicodeScalars)
                return start + scalars.count < line.count && Array(line[start..<start + scalars.count]) == scalars
            })
        else { return nil }
        var end = start
        while end < line.count, !line[end].properties.isWhitespace, line[end] != "<" { end += 1 }
        while end > start, [".", ",", ":", ";", "!", "?", "\"", "'", ")"].contains(line[end - 1]) { end -= 1 }
        spans.append(MarkdownSpan(.address, start..<end))
        links.append(MarkdownLink(range: start..<end, target: .web(text(start..<end))))
        return end
    }

    /// A link to another note, `[[Note title]]`, opened at `start`; returns where reading goes on.
    private mutating func readNoteLink(at start: Int) -> Int {
        var close = start + 2
        while close + 1 < line.count, !(line[close] == "]" && line[close + 1] == "]") {
            guard line[close] != "[" else { return start + 1 }
            close += 1
        }
        guard close + 1 < line.count, close > start + 2 else { return start + 1 }
        spans.append(MarkdownSpan(.markup, start..<start + 2))
        spans.append(MarkdownSpan(.link, start + 2..<close))
        spans.append(MarkdownSpan(.markup, close..<close + 2))
        links.append(MarkdownLink(range: start + 2..<close, target: .note(text(start + 2..<close))))
        return close + 2
    }

    private func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(line[range])) }

    /// Whether a word starts at `position` (the line's start, or after a space or an opening bracket).
    private func startsWord(at position: Int) -> Bool {
        position == 0 || line[position - 1].properties.isWhitespace || ["(", "<", "\""].contains(line[position - 1])
    }

    /// The run `range` of `scalar`s with what it may do, by CommonMark's flanking rules; nil
    /// for a run that can neither open nor close (a `~` or `=` run must be exactly two).
    private func delimiterRun(_ scalar: Unicode.Scalar, _ range: Range<Int>) -> DelimiterRun? {
        if scalar == "~" || scalar == "=", range.count != 2 { return nil }
        let before = range.lowerBound > 0 ? line[range.lowerBound - 1] : nil
        let after = range.upperBound < line.count ? line[range.upperBound] : nil
        let leftFlanking =
            !isWhitespace(after) && (!isPunctuation(after) || isWhitespace(before) || isPunctuation(before))
        let rightFlanking =
            !isWhitespace(before) && (!isPunctuation(before) || isWhitespace(after) || isPunctuation(after))
        let canOpen: Bool
        let canClose: Bool
        if scalar == "_" {
            // Inside a word (`snake_case_name`) an underscore is a letter.
            canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
            canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        guard canOpen || canClose else { return nil }
        return DelimiterRun(
            scalar: scalar, start: range.lowerBound, length: range.count, remaining: range.count, canOpen: canOpen,
            canClose: canClose)
    }

    /// Pairs closers with the nearest openers of the same kind, two delimiters (strong) when
    /// both have two, else one (emphasis).
    private mutating func matchEmphasis(_ runs: inout [DelimiterRun]) {
        var openers: [Int] = []
        for closer in runs.indices {
            if runs[closer].canClose {
                while runs[closer].remaining > 0,
                    let found = openers.lastIndex(where: { runs[$0].scalar == runs[closer].scalar })
                {
                    let opener = openers[found]
                    let used =
                        runs[closer].scalar == "~" || min(runs[opener].remaining, runs[closer].remaining) >= 2 ? 2 : 1
                    let openerEnd = runs[opener].start + runs[opener].remaining
                    let closerStart = runs[closer].start + runs[closer].length - runs[closer].remaining
                    let style: MarkdownStyle =
                        switch runs[closer].scalar {
                        case "~": .strikethrough
                        case "=": .highlight
                        default: used == 2 ? .bold : .italic
                        }
                    spans.append(MarkdownSpan(.markup, openerEnd - used..<openerEnd))
                    spans.append(MarkdownSpan(style, openerEnd..<closerStart))
                    spans.append(MarkdownSpan(.markup, closerStart..<closerStart + used))
                    runs[opener].remaining -= used
                    runs[closer].remaining -= used
                    // Openers between the pair can no longer be closed.
                    openers.removeSubrange((runs[opener].remaining > 0 ? found + 1 : found)...)
                }
            }
            if runs[closer].remaining > 0, runs[closer].canOpen { openers.append(closer) }
        }
    }

    private func isWhitespace(_ scalar: Unicode.Scalar?) -> Bool {
        scalar.map { $0.properties.isWhitespace } ?? true
    }

    private func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        if scalar.isASCII { return scalar.isASCIIPunctuation }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default: return false
        }
    }
}

extension Unicode.Scalar {
    /// Whether this is one of ASCII's punctuation characters (`!` to `/`, `:` to `@`, `[` to
    /// `` ` ``, `{` to `~`), the characters Markdown lets a backslash escape.
    var isASCIIPunctuation: Bool {
        isASCII && (0x21...0x2F ~= value || 0x3A...0x40 ~= value || 0x5B...0x60 ~= value || 0x7B...0x7E ~= value)
    }
}
