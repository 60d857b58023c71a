// The marker that starts a Markdown list item: `- `, `* `, `+ `, `1. `, `1) `, and a check box.

/// A list item's start, read from the beginning of a line (after any quote markers): its
/// indentation, its bullet or number, and a check box (`[ ]`, `[x]`) when it has one.
struct ListItemMarker: Equatable {
    /// How the item is counted.
    enum Kind: Equatable {
        /// `-`, `*` or `+`.
        case bullet(Unicode.Scalar)
        /// A number followed by `.` or `)`.
        case number(Int, delimiter: Unicode.Scalar)
    }

    let kind: Kind
    /// The spaces and tabs before the marker.
    let indentation: Range<Int>
    /// Those spaces and tabs, which the next item repeats.
    private let indentationText: String
    /// The bullet or the number with its delimiter.
    let marker: Range<Int>
    /// The check box with its brackets, when the item is a checklist item.
    let checkBox: Range<Int>?
    /// Whether the check box is ticked (`[x]` or `[X]`).
    let isChecked: Bool
    /// Where the item's own text begins (after the marker's space, or the line's end).
    let contentStart: Int

    /// The marker of the item at `start` of `line`, or nil when no item starts there. A bullet
    /// needs a space after it (`-word` is not an item), so typing the first character of a
    /// word never turns a line into a list.
    init?(in line: [Unicode.Scalar], from start: Int = 0) {
        var position = start
        while position < line.count, line[position] == " " || line[position] == "\t" { position += 1 }
        indentation = start..<position
        indentationText = String(String.UnicodeScalarView(line[start..<position]))
        guard position < line.count else { return nil }
        let markerStart = position
        if ["-", "*", "+"].contains(line[position]) {
            kind = .bullet(line[position])
            position += 1
        } else {
            var value = 0
            while position < line.count, position - markerStart < 9, let digit = line[position].asciiDigit {
                value = value * 10 + digit
                position += 1
            }
            guard position > markerStart, position < line.count, line[position] == "." || line[position] == ")"
            else { return nil }
            kind = .number(value, delimiter: line[position])
            position += 1
        }
        marker = markerStart..<position
        // The item's text follows a space; a marker alone at the line's end is an empty item.
        if position < line.count {
            guard line[position] == " " || line[position] == "\t" else { return nil }
            position += 1
        }
        if position + 2 < line.count, line[position] == "[", line[position + 2] == "]",
            [" ", "x", "X"].contains(line[position + 1]),
            position + 3 == line.count || line[position + 3] == " "
        {
            checkBox = position..<position + 3
            isChecked = line[position + 1] != " "
            position = min(position + 4, line.count)
        } else {
            checkBox = nil
            isChecked = false
        }
        contentStart = position
    }

    /// The marker the next item of the same list starts with, indentation included: the same
    /// bullet, or the next number; an empty check box when this item has one.
    var nextItemPrefix: String {
        let indent = indentationText
        let box = checkBox == nil ? "" : "[ ] "
        switch kind {
        case .bullet(let bullet): return indent + String(bullet) + " " + box
        case .number(let value, let delimiter): return indent + String(value + 1) + String(delimiter) + " " + box
        }
    }
}

extension Unicode.Scalar {
    /// The value of an ASCII digit, nil for any other scalar.
    var asciiDigit: Int? { ("0"..."9").contains(self) ? Int(value - 48) : nil }
}
