// The plain text of a Pango markup string, for accessibility.

/// Reads the text out of Pango markup without Pango: tags dropped, entities decoded.
enum PangoMarkupText {
    /// `markup` with its tags removed and `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and
    /// numeric references decoded. Unbalanced or unknown constructs are kept as written, as the
    /// GTK layer shows invalid markup literally.
    static func plainText(of markup: String) -> String {
        var result = ""
        var index = markup.startIndex
        while index < markup.endIndex {
            let character = markup[index]
            if character == "<", let close = markup[index...].firstIndex(of: ">") {
                index = markup.index(after: close)
            } else if character == "&", let semicolon = markup[index...].prefix(12).firstIndex(of: ";"),
                let decoded = decode(markup[markup.index(after: index)..<semicolon])
            {
                result.append(decoded)
                index = markup.index(after: semicolon)
            } else {
                result.append(character)
                index = markup.index(after: index)
            }
        }
        return result
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
