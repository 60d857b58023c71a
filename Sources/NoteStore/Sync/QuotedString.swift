// The strings of a sync file's front matter: JSON strings (`JSONText` writes them), read back.

/// Reads a JSON string, which YAML also reads as a double-quoted scalar.
enum QuotedString {
    /// The text `quoted` spells (`"…"` with JSON's escapes), or nil when it is not one. An
    /// unquoted value is taken as it is, as YAML takes a plain scalar.
    static func decode(_ quoted: String) -> String? {
        let scalars = Array(quoted.unicodeScalars)
        guard scalars.first == "\"" else { return quoted }
        guard scalars.count >= 2, scalars.last == "\"" else { return nil }
        var output = String.UnicodeScalarView()
        var index = 1
        let end = scalars.count - 1
        while index < end {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\\" else {
                output.append(scalar)
                continue
            }
            guard index < end else { return nil }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "\"", "\\", "/": output.append(escape)
            case "b": output.append("\u{8}")
            case "f": output.append("\u{C}")
            case "n": output.append("\n")
            case "r": output.append("\r")
            case "t": output.append("\t")
            case "u":
                guard let unit = hexUnit(scalars, at: index, end: end) else { return nil }
                index += 4
                var value = UInt32(unit)
                // A high surrogate takes the low one after it; a lone one stands for U+FFFD.
                if (0xD800..<0xDC00).contains(unit), index + 6 <= end, scalars[index] == "\\",
                    scalars[index + 1] == "u",
                    let low = hexUnit(scalars, at: index + 2, end: end), (0xDC00..<0xE000).contains(low)
                {
                    value = 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00)
                    index += 6
                }
                output.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: return nil
            }
        }
        return String(output)
    }

    private static func hexUnit(_ scalars: [Unicode.Scalar], at index: Int, end: Int) -> UInt16? {
        guard index + 4 <= end else { return nil }
        return UInt16(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16)
    }
}
