// The file name a note gets from its title, for an export, a copy and the sync folder.

/// Turning a title into a file name that shows what it holds and nothing else.
public enum NoteFileName {
    /// The longest file name made from a title, in characters, before ".md".
    public static let longestName = 100
    /// The longest file name made from a title, in UTF-8 bytes, before ".md": a file name holds
    /// 255 bytes at most (NAME_MAX), and the longest suffix an export adds (" 4294967295.md")
    /// still fits after it.
    public static let longestNameBytes = 240

    /// A file name (without ".md") for a note titled `title`, nil when nothing is left of it: a
    /// slash, a control character or a line break becomes "-"; invisible format characters (bidirectional overrides and marks,
    /// zero-width spaces and joiners, soft hyphens) are left out, so the name displays as the
    /// characters it holds and never as another name (with U+202E, "invoice\u{202E}fdp.exe.md"
    /// displays as "invoicedm.exe.pdf"); no leading dot (hidden), dash (read as an option by a
    /// shell command) or white space; at most `longestName` characters and `longestNameBytes`
    /// bytes (a title of 100 CJK characters or emoji takes 300 to 400), cut between characters,
    /// or between scalars when one character alone is longer. With `windowsNames` (the folder is
    /// on FAT, exFAT or NTFS), the characters those refuse become "_", as GNOME Files names them,
    /// and no name ends in a dot, which Windows drops.
    public static func name(for title: String, windowsNames: Bool = false) -> String? {
        var name = String.UnicodeScalarView()
        for scalar in title.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .format: continue
            case .control, .lineSeparator, .paragraphSeparator: name.append("-")
            default:
                if scalar == "/" {
                    name.append("-")
                } else if windowsNames && WindowsNamedFileSystem.refusedCharacters.contains(scalar) {
                    name.append("_")
                } else {
                    name.append(scalar)
                }
            }
        }
        var safe = String(String(name).trimmingWhitespace.drop { $0 == "." || $0 == "-" || $0.isWhitespace })
        if windowsNames {
            while let last = safe.last, last == "." || last.isWhitespace { safe.removeLast() }
        }
        if safe.count > longestName { safe = String(safe.prefix(longestName)).trimmingWhitespace }
        if safe.utf8.count > longestNameBytes { safe = bounded(safe) }
        return safe.isEmpty ? nil : safe
    }

    /// The longest start of `name` within `longestNameBytes` bytes, ending at a character's end
    /// when one fits, else at a scalar's.
    private static func bounded(_ name: String) -> String {
        var characters = 0
        var bytes = 0
        for character in name {
            bytes += character.utf8.count
            guard bytes <= longestNameBytes else { break }
            characters += 1
        }
        if characters > 0 { return String(name.prefix(characters)).trimmingWhitespace }
        var scalars = String.UnicodeScalarView()
        bytes = 0
        for scalar in name.unicodeScalars {
            bytes += String(scalar).utf8.count
            guard bytes <= longestNameBytes else { break }
            scalars.append(scalar)
        }
        return String(scalars)
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space.
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
