// The recursive-descent reader behind `JSONValue(parsing:)`.

/// Reads one JSON document from bytes, by RFC 8259's grammar.
struct JSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The one value the bytes hold, with nothing but white space after it.
    mutating func document() throws(JSONValue.SyntaxError) -> JSONValue {
        let result = try value()
        skipWhiteSpace()
        guard offset == bytes.count else { throw failure("text after the JSON value") }
        return result
    }

    private mutating func value() throws(JSONValue.SyntaxError) -> JSONValue {
        skipWhiteSpace()
        guard offset < bytes.count else { throw failure("the text ends where a value should be") }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return try nested { (reader: inout JSONReader) throws(JSONValue.SyntaxError) in try reader.object() }
        case UInt8(ascii: "["):
            return try nested { (reader: inout JSONReader) throws(JSONValue.SyntaxError) in try reader.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character \(Self.shown(bytes[offset]))")
        }
    }

    private mutating func nested(
        _ read: (inout JSONReader) throws(JSONValue.SyntaxError) -> JSONValue
    ) throws(JSONValue.SyntaxError) -> JSONValue {
        guard depth < JSONValue.deepestNesting else {
            throw failure("nested deeper than \(JSONValue.deepestNesting) levels")
        }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }

    private mutating func object() throws(JSONValue.SyntaxError) -> JSONValue {
        offset += 1  // {
        var members: [String: JSONValue] = [:]
        skipWhiteSpace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhiteSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw failure("an object's key must be a string")
            }
            let keyOffset = offset
            let key = try string()
            skipWhiteSpace()
            guard take(UInt8(ascii: ":")) else { throw failure("expected ':' after an object's key") }
            let member = try value()
            guard members.updateValue(member, forKey: key) == nil else {
                throw JSONValue.SyntaxError(reason: "the key \"\(key)\" appears twice", offset: keyOffset)
            }
            skipWhiteSpace()
            if take(UInt8(ascii: "}")) { return .object(members) }
            guard take(UInt8(ascii: ",")) else { throw failure("expected ',' or '}' in an object") }
        }
    }

    private mutating func array() throws(JSONValue.SyntaxError) -> JSONValue {
        offset += 1  // [
        var elements: [JSONValue] = []
        skipWhiteSpace()
        if take(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            elements.append(try value())
            skipWhiteSpace()
            if take(UInt8(ascii: "]")) { return .array(elements) }
            guard take(UInt8(ascii: ",")) else { throw failure("expected ',' or ']' in an array") }
        }
    }

    /// A string from its opening quote; its UTF-8 must be valid, its escapes known and paired.
    private mutating func string() throws(JSONValue.SyntaxError) -> String {
        let start = offset
        offset += 1  // "
        var text: [UInt8] = []
        var run = offset
        while true {
            guard offset < bytes.count else {
                throw JSONValue.SyntaxError(reason: "a string is not closed", offset: start)
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<offset]))
                if byte == UInt8(ascii: "\"") { break }
                try escape(into: &text)
                run = offset
            } else if byte < 0x20 {
                throw failure("a control character (\(Self.shown(byte))) inside a string must be escaped")
            } else {
                offset += 1
            }
        }
        offset += 1  // "
        guard let decoded = String(validating: text, as: UTF8.self) else {
            throw JSONValue.SyntaxError(reason: "a string is not valid UTF-8", offset: start)
        }
        return decoded
    }

    /// One escape from its backslash, its character appended as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws(JSONValue.SyntaxError) {
        let start = offset
        offset += 1  // \
        guard offset < bytes.count else { throw failure("a string ends inside an escape") }
        let letter = bytes[offset]
        offset += 1
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            text.append(simple)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            throw JSONValue.SyntaxError(reason: "unknown escape \\\(Self.shown(letter))", offset: start)
        }
        let unit = try hexUnit()
        var scalarValue = UInt32(unit)
        if (0xDC00...0xDFFF).contains(unit) {
            throw JSONValue.SyntaxError(reason: "a lone low surrogate \\u\(Self.hex(unit))", offset: start)
        }
        if (0xD800...0xDBFF).contains(unit) {
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
            else { throw JSONValue.SyntaxError(reason: "a lone high surrogate \\u\(Self.hex(unit))", offset: start) }
            offset += 2
            let low = try hexUnit()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONValue.SyntaxError(
                    reason: "a high surrogate \\u\(Self.hex(unit)) not followed by a low one", offset: start)
            }
            scalarValue = 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00)
        }
        // Surrogates are excluded above, so every value left is a scalar.
        text.append(contentsOf: String(Unicode.Scalar(scalarValue)!).utf8)
    }

    /// Four hexadecimal digits after `\u`.
    private mutating func hexUnit() throws(JSONValue.SyntaxError) -> UInt16 {
        guard offset + 4 <= bytes.count else { throw failure("a \\u escape needs four hexadecimal digits") }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a \\u escape needs four hexadecimal digits")
            }
            unit = unit << 4 | UInt16(digit)
            offset += 1
        }
        return unit
    }

    /// A number by JSON's grammar (no leading zeros, no lone '-' or '.', digits after 'e').
    private mutating func number() throws(JSONValue.SyntaxError) -> String {
        let start = offset
        _ = take(UInt8(ascii: "-"))
        if take(UInt8(ascii: "0")) {
            if offset < bytes.count, Self.isDigit(bytes[offset]) { throw failure("a number has a leading zero") }
        } else {
            guard try digits() > 0 else { throw failure("a number needs digits") }
        }
        if take(UInt8(ascii: ".")) {
            guard try digits() > 0 else { throw failure("a number needs digits after '.'") }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard try digits() > 0 else { throw failure("a number needs digits in its exponent") }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// How many digits were read; a number longer than any the app writes is refused.
    private mutating func digits() throws(JSONValue.SyntaxError) -> Int {
        let start = offset
        while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
        guard offset - start <= 100 else {
            throw JSONValue.SyntaxError(reason: "a number of more than 100 digits", offset: start)
        }
        return offset - start
    }

    private mutating func literal(_ word: String) throws(JSONValue.SyntaxError) {
        for byte in word.utf8 {
            guard take(byte) else { throw failure("expected \(word)") }
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func skipWhiteSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            default: return
            }
        }
    }

    private func failure(_ reason: String) -> JSONValue.SyntaxError {
        JSONValue.SyntaxError(reason: reason, offset: offset)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A byte for a message: printable ASCII quoted, anything else in hexadecimal.
    private static func shown(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(hex(UInt16(byte)))"
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, (unit > 0xFF ? 4 : 2) - digits.count)) + digits
    }
}
