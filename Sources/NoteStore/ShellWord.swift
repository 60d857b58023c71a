// A path written into a command the user may paste into a shell.

/// Text quoted as one POSIX shell word, so a pasted command passes it unchanged and runs nothing
/// inside it (a file name may hold quotes, `$(…)` and newlines: a synced folder's file names come
/// from other computers).
public enum ShellWord {
    /// `text` in single quotes, each `'` written as `'\''`; nil when `text` holds a character a
    /// terminal acts on or draws deceptively (C0 and C1 controls, DEL, bidirectional controls),
    /// which no quoting makes safe to show.
    public static func quoted(_ text: String) -> String? {
        guard !text.unicodeScalars.contains(where: isUnsafeToShow) else { return nil }
        var word = "'"
        for character in text {
            word += character == "'" ? "'\\''" : String(character)
        }
        return word + "'"
    }

    private static func isUnsafeToShow(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        default: false
        }
    }
}
