// The formatting commands that act on whole lines: headings, lists, checklists, quotes.

/// A command of the Format menu that makes the selected lines (or the cursor's line) a heading,
/// list items, checklist items or a quote, or, when every line already is, plain text again, as
/// a word processor's list button toggles. Other block markers on a line are replaced (a bullet
/// becomes a number), its text is left as it is.
enum LineFormatCommand: CaseIterable {
    case heading, bulletList, numberedList, checklist, quote

    /// The edit of one of the selected lines: its first `removed` characters become `inserted`.
    struct Edit: Equatable {
        let removed: Int
        let inserted: String
    }

    /// The edits of `lines` (the selected lines, in order), one per line.
    ///
    /// ```swift
    /// LineFormatCommand.checklist.edits(for: ["milk", "- eggs"])
    /// // [Edit(removed: 0, inserted: "- [ ] "), Edit(removed: 2, inserted: "- [ ] ")]
    /// ```
    func edits(for lines: [String]) -> [Edit] {
        let markers = lines.map { Self.marker(of: Array($0.unicodeScalars)) }
        let allAlready = markers.allSatisfy { $0.command == self }
        var number = 0
        return zip(lines, markers).map { line, marker in
            if allAlready { return Edit(removed: marker.length, inserted: marker.indentation) }
            guard !line.allSatisfy(\.isWhitespace) || lines.count == 1 else { return Edit(removed: 0, inserted: "") }
            number += 1
            return Edit(removed: marker.length, inserted: marker.indentation + prefix(number: number))
        }
    }

    private func prefix(number: Int) -> String {
        switch self {
        case .heading: "## "
        case .bulletList: "- "
        case .numberedList: "\(number). "
        case .checklist: "- [ ] "
        case .quote: "> "
        }
    }

    /// The block marker a line starts with: which command writes it, its length with the
    /// indentation before it, and that indentation (kept).
    private static func marker(of line: [Unicode.Scalar]) -> (
        command: LineFormatCommand?, length: Int, indentation: String
    ) {
        var hashes = 0
        while hashes < line.count, line[hashes] == "#" { hashes += 1 }
        if (1...6).contains(hashes), hashes == line.count || line[hashes] == " " {
            return (.heading, min(hashes + 1, line.count), "")
        }
        if line.first == ">" { return (.quote, line.count > 1 && line[1] == " " ? 2 : 1, "") }
        guard let item = ListItemMarker(in: line) else { return (nil, 0, "") }
        let indentation = String(String.UnicodeScalarView(line[item.indentation]))
        let command: LineFormatCommand =
            if item.checkBox != nil { .checklist } else if case .number = item.kind { .numberedList } else {
                .bulletList
            }
        return (command, item.contentStart, indentation)
    }
}
