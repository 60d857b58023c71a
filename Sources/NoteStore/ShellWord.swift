// A path written into a command the user may paste into a shell, or into a message.

/// Text quoted as one POSIX shell word, so a pasted command passes it unchanged and runs nothing
/// inside it, and a message naming it shows it as one name (a file name may hold quotes, `$(…)`
/// and newlines: a synced folder's file names come from other computers).
public enum ShellWord {
    /// `text` in single quotes, each `'` written as `'\''`; nil when `text` holds a character a
    /// terminal acts on or draws deceptively (C0 and C1 controls, DEL, bidirectional controls),
    /// which no quoting makes safe to show.
    public static func quoted(_ text: String) -> String? {
        guard !text.unicodeScalars.contains(where: isUnsafeToShow) else { return nil }
        return singleQuoted(Substring(text))
    }

    /// `path` quoted as `quoted(_:)` quotes text; nil also when its bytes are not UTF-8, which no
    /// quoted text can pass on.
    public static func quoted(_ path: FileSystemPath) -> String? {
        String(validating: path.bytes, as: UTF8.self).flatMap { quoted($0) }
    }

    /// `name` as one word to show in a message: quoted as `quoted(_:)` quotes it, with each
    /// character a terminal acts on or draws deceptively written as an octal escape of its UTF-8
    /// bytes in `$'…'`, as GNU ls shows such names. A name so shown never starts a line of its own
    /// and never displays as another name; bash and zsh read it back as the name.
    public static func shown(_ name: some CustomStringConvertible) -> String {
        shown(name.description.unicodeScalars.map(NamePart.scalar))
    }

    /// `path` as `shown(_:)` shows a name, each byte that is not part of UTF-8 text written as an
    /// octal escape too, so two paths never show alike and bash reads it back byte for byte.
    public static func shown(_ path: FileSystemPath) -> String {
        shown(parts(of: path.bytes))
    }

    /// A piece of a name: a Unicode scalar, or a byte that is not part of UTF-8 text.
    private enum NamePart {
        case scalar(Unicode.Scalar)
        case byte(UInt8)

        /// The bytes an octal escape writes, or nil when the part is shown as it is.
        var escapedBytes: [UInt8]? {
            switch self {
            case .scalar(let scalar): ShellWord.isUnsafeToShow(scalar) ? Array(String(scalar).utf8) : nil
            case .byte(let byte): [byte]
            }
        }
    }

    private static func shown(_ parts: [NamePart]) -> String {
        guard !parts.isEmpty else { return "''" }
        var word = ""
        var plain = String.UnicodeScalarView()
        var escaped = ""
        func flushPlain() {
            if !plain.isEmpty { word += singleQuoted(Substring(String(plain))) }
            plain = String.UnicodeScalarView()
        }
        func flushEscaped() {
            if !escaped.isEmpty { word += "$'" + escaped + "'" }
            escaped = ""
        }
        for part in parts {
            if let bytes = part.escapedBytes {
                flushPlain()
                for byte in bytes { escaped += "\\" + octal(byte) }
            } else if case .scalar(let scalar) = part {
                flushEscaped()
                plain.append(scalar)
            }
        }
        flushPlain()
        flushEscaped()
        return word
    }

    /// `bytes` as UTF-8 scalars, with each byte that does not begin a valid sequence on its own.
    private static func parts(of bytes: [UInt8]) -> [NamePart] {
        var parts: [NamePart] = []
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length =
                switch lead {
                case 0x00...0x7F: 1
                case 0xC2...0xDF: 2
                case 0xE0...0xEF: 3
                case 0xF0...0xF4: 4
                default: 0
                }
            if length > 0, index + length <= bytes.count,
                let text = String(validating: bytes[index..<index + length], as: UTF8.self),
                let scalar = text.unicodeScalars.first
            {
                parts.append(.scalar(scalar))
                index += length
            } else {
                parts.append(.byte(lead))
                index += 1
            }
        }
        return parts
    }

    private static func singleQuoted(_ text: Substring) -> String {
        var word = "'"
        for character in text {
            word += character == "'" ? "'\\''" : String(character)
        }
        return word + "'"
    }

    private static func octal(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 8)
        return String(repeating: "0", count: 3 - digits.count) + digits
    }

    private static func isUnsafeToShow(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069, 0x061C: true
        default: false
        }
    }
}
