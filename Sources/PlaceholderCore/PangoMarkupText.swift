// The plain text of a Pango markup string, for accessibility.

/// Reads the text out of Pango markup without Pango: tags dropped, entities decoded.
enum PangoMarkupText {
    /// `markup` with its tags removed and `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and
    /// numeric references decoded. Unbalanced or unknown constructs are kept as written, as the
    /// GTK layer shows invalid markup literally.
    static func plainText(of markup: String) -> String {
        var result = ""
        forEachCharacter(of: markup) { character in
            result.append(character)
            return true
        }
        return result
    }

    /// Whether the plain text of `markup` has anything but white space, reading only as far as
    /// the first such character.
    static func hasVisibleText(_ markup: String) -> Bool {
        var visible = false
        forEachCharacter(of: markup) { character in
            visible = !character.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
            return !visible
        }
        return visible
    }

    /// Calls `body` with each character of the plain text of `markup`, in order, until it returns false.
    private static func forEachCharacter(of markup: String, _ body: (Character) -> Bool) {
        // A "<" after the last ">" is literal. Knowing that up front keeps the walk linear: searching
        // the rest of the markup for a ">" at every such "<" would be quadratic.
        let lastClose = markup.lastIndex(of: ">") ?? markup.startIndex
        var index = markup.startIndex
        while index < markup.endIndex {
            let character = markup[index]
            let next: Character
            if character == "<", index < lastClose, let close = markup[index...].firstIndex(of: ">") {
                index = markup.index(after: close)
                continue
            } else if character == "&", let semicolon = markup[index...].prefix(12).firstIndex(of: ";"),
                let decoded = decode(markup[markup.index(after: index)..<semicolon])
            {
                next = decoded
                index = markup.index(after: semicolon)
            } else {
                next = character
                index = markup.index(after: index)
            }
            guard body(next) else { return }
        }
    }

    private static func decode(_ entity: Substring) -> Character? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let number: UInt32?
            if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                number = UInt32(entity.dropFirst(2), radix: 16)
            } else if entity.hasPrefix("#") {
                number = UInt32(entity.dropFirst())
            } else {
                number = nil
            }
            return number.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
