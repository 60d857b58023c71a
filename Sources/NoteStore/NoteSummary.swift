// What the note list shows for each note, read without loading the whole body.
import Glibc

/// One row of the note list: id, title, the body's first line, when it was last saved, and what
/// orders and files it: when it was created, whether it is pinned, its notebook.
public struct NoteSummary: Sendable, Hashable, Identifiable {
    /// The most characters `firstLine` holds, counting the closing "…" when it was shortened.
    public static let firstLineLimit = 80

    /// The note's id.
    public let id: Int64
    /// The note's title.
    public let title: String
    /// The first line of the body that is not blank, trimmed, and shortened with "…" past
    /// `firstLineLimit` characters; empty when the body is blank.
    public let firstLine: String
    /// When the note was last saved.
    public let updated: NoteTime
    /// When the note was created.
    public let created: NoteTime
    /// Whether the note is pinned to the top of the list.
    public let isPinned: Bool
    /// The id of the note's notebook; nil when it is in none.
    public let notebook: Int64?

    /// A summary with every field given; `created` defaults to `updated`.
    public init(
        id: Int64, title: String, firstLine: String, updated: NoteTime, created: NoteTime? = nil,
        isPinned: Bool = false, notebook: Int64? = nil
    ) {
        self.id = id
        self.title = title
        self.firstLine = firstLine
        self.updated = updated
        self.created = created ?? updated
        self.isPinned = isPinned
        self.notebook = notebook
    }

    /// The summary of `note`, the same one `NoteStore.listSummaries()` lists for it once saved:
    /// the first line follows the store's rule (`firstLine(ofBody:)`), so a list row made from a
    /// note just returned by `createNote` or `update` matches the row a relaunch shows.
    ///
    /// ```swift
    /// let note = try store.update(id: id, title: title, body: body)
    /// list.place(NoteSummary(note: note))
    /// ```
    public init(note: Note) {
        self.init(
            id: note.id, title: note.title, firstLine: Self.firstLine(ofBody: note.body), updated: note.updated,
            created: note.created, isPinned: note.isPinned, notebook: note.notebook?.id)
    }

    /// How many Unicode scalars of a body are enough to find its first line: `firstLineLimit`
    /// characters plus room for leading blank lines. Backfilling previews reads only this much
    /// of each body (`substr(body, 1, 200)`).
    static let bodyHeadLength = 200

    /// The `firstLine` of a summary of `body`; stored at each save so listing costs no parsing.
    static func firstLine(ofBody body: String) -> String {
        firstLine(ofBodyHead: String(body.unicodeScalars.prefix(bodyHeadLength)))
    }

    /// The first non-blank line of a body head, trimmed and cut to `firstLineLimit` characters.
    ///
    /// Blank leading lines are skipped because a list row of nothing tells the user nothing.
    /// A head that filled all `bodyHeadLength` scalars may end inside a line, and even inside
    /// a character (an emoji sequence cut in half), so that line's last character is dropped
    /// and marked as shortened.
    ///
    /// Works on Unicode scalars and stops at the first non-blank line; it is still too costly to
    /// run per row when listing, which is why the result is stored.
    static func firstLine(ofBodyHead head: String) -> String {
        let scalars = head.unicodeScalars
        let mayBeCut = head.utf8.count >= bodyHeadLength && scalars.count >= bodyHeadLength
        var lineStart = scalars.startIndex
        while lineStart < scalars.endIndex {
            let lineEnd = scalars[lineStart...].firstIndex(where: isLineBreak) ?? scalars.endIndex
            if let textStart = scalars[lineStart..<lineEnd].firstIndex(where: { !$0.properties.isWhitespace }) {
                var line = Substring(scalars[textStart..<lineEnd])
                let cutInside = mayBeCut && lineEnd == scalars.endIndex
                if cutInside { line = line.dropLast() }
                while let last = line.last, last.isWhitespace { line = line.dropLast() }
                // Nil means shorter than the limit; endIndex means exactly the limit: both fit.
                let limitIndex = line.index(line.startIndex, offsetBy: firstLineLimit, limitedBy: line.endIndex)
                let tooLong = limitIndex.map { $0 != line.endIndex } ?? false
                if cutInside || tooLong {
                    return String(line.prefix(firstLineLimit - 1)) + "…"
                }
                return String(line)
            }
            lineStart = lineEnd < scalars.endIndex ? scalars.index(after: lineEnd) : lineEnd
        }
        return ""
    }

    /// The scalars `Character.isNewline` treats as line breaks (LF, VT, FF, CR, NEL, LS, PS).
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
