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

    /// `name` as one word to show in a message: quoted as `quoted(_:)` quotes it, with each
    /// character a terminal acts on or draws deceptively written as an octal escape of its UTF-8
    /// bytes in `$'…'`, as GNU ls shows such names. A name so shown never starts a line of its own
    /// and never displays as another name; bash and zsh read it back as the name.
    public static func shown(_ name: some CustomStringConvertible) -> String {
        let text = name.description
        guard text.unicodeScalars.contains(where: isUnsafeToShow) else { return singleQuoted(Substring(text)) }
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
        for scalar in text.unicodeScalars {
            if isUnsafeToShow(scalar) {
                flushPlain()
                for byte in String(scalar).utf8 { escaped += "\\" + octal(byte) }
            } else {
                flushEscaped()
                plain.append(scalar)
            }
        }
        flushPlain()
        flushEscaped()
        return word
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
