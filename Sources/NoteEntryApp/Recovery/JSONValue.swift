// A JSON document as the app reads it back from its own files (the recovery files).
//
// Strict RFC 8259: one value, optionally surrounded by white space, and nothing else; strings of
// valid UTF-8 whose escapes are all known and whose \u escapes pair their surrogates; no
// duplicate keys. A file that breaks a rule is refused with the rule and its byte offset, never
// guessed at. Nesting is limited, so a hostile file cannot exhaust the stack.

/// A parsed JSON value. Numbers keep their text: the app reads them as exact integers.
enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// Why a text is not JSON the app accepts, and where (the byte offset).
    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        let reason: String
        let offset: Int

        var description: String { "\(reason) at byte \(offset)" }
    }

    /// The deepest nesting of objects and arrays read; the app's files use four levels.
    static let deepestNesting = 32

    /// The value `bytes` hold.
    /// - Throws: `SyntaxError` for anything but one well-formed JSON value.
    init(parsing bytes: [UInt8]) throws(SyntaxError) {
        self = try bytes.withUnsafeBufferPointer { (buffer) throws(SyntaxError) -> JSONValue in
            var reader = JSONReader(buffer)
            let value = try reader.document()
            return value
        }
    }

    /// The member `key` of an object; nil for a missing key or a value that is not an object.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The string, when this is one.
    var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The boolean, when this is one.
    var bool: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The number as an exact Int64, when it is an integer (no fraction or exponent) in range.
    var int64: Int64? {
        if case .number(let text) = self { Int64(text) } else { nil }
    }
}
