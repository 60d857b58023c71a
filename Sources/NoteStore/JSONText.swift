// JSON strings as the store's and the app's files write them.

/// Writing JSON text byte by byte.
package enum JSONText {
    /// Appends `text` as a JSON string: quote and backslash escaped, control characters as
    /// `\b \t \n \f \r` or `\u00XX`, everything else (the slash, DEL, U+2028) as it is.
    /// Works on the UTF-8 bytes: every byte to escape is ASCII, so no character is split.
    package static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), byte]
            case 0x08: output += Array("\\b".utf8)
            case 0x09: output += Array("\\t".utf8)
            case 0x0A: output += Array("\\n".utf8)
            case 0x0C: output += Array("\\f".utf8)
            case 0x0D: output += Array("\\r".utf8)
            case 0x00..<0x20:
                output += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
