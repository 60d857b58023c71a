// What Return does in a list item: the next item, or the list's end.

/// What pressing Return does on a line that is a list item, as GNOME's Markdown editors do:
/// a new item with the next bullet or number, or, on an item left empty, the end of the list.
enum ListContinuation: Equatable {
    /// A line break followed by `prefix`, the next item's marker.
    case nextItem(prefix: String)
    /// The empty item's marker, characters `markerRange` of the line, is removed and the line
    /// break typed: the list ends with a blank line, as Markdown needs (a line right after an item
    /// is read as more of that item).
    case endOfList(markerRange: Range<Int>)

    /// What Return with the cursor at character `column` of `line` does; nil when it is a plain
    /// line break (not a list item, or the cursor inside the marker).
    static func onReturn(in line: String, at column: Int) -> ListContinuation? {
        let scalars = Array(line.unicodeScalars)
        var start = 0
        // An item inside a block quote continues inside it.
        var quotePrefix = ""
        while start < scalars.count, scalars[start] == ">" {
            start += 1
            if start < scalars.count, scalars[start] == " " { start += 1 }
            quotePrefix += "> "
        }
        guard let item = ListItemMarker(in: scalars, from: start), column >= item.contentStart else { return nil }
        let content = scalars[item.contentStart...]
        if content.allSatisfy({ $0.properties.isWhitespace }) {
            return column == scalars.count ? .endOfList(markerRange: start..<scalars.count) : nil
        }
        return .nextItem(prefix: quotePrefix + item.nextItemPrefix)
    }
}
