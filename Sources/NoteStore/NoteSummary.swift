// What the note list shows for each note, read without loading the whole body.
import Foundation

/// One row of the note list: id, title, the body's first line, and when it was last saved.
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
    public let updated: Date

    /// A summary with every field given.
    public init(id: Int64, title: String, firstLine: String, updated: Date) {
        self.id = id
        self.title = title
        self.firstLine = firstLine
        self.updated = updated
    }

    /// How many Unicode scalars of a body the database keeps as its head (`substr(body, 1, 200)`).
    static let bodyHeadLength = 200

    /// The first non-blank line of a body head, trimmed and cut to `firstLineLimit` characters.
    ///
    /// Blank leading lines are skipped because a list row of nothing tells the user nothing.
    /// A head that filled all `bodyHeadLength` scalars may end inside a line, and even inside
    /// a character (an emoji sequence cut in half), so that line's last character is dropped
    /// and marked as shortened.
    static func firstLine(ofBodyHead head: String) -> String {
        let mayBeCut = head.unicodeScalars.count >= bodyHeadLength
        let lines = head.split(whereSeparator: \.isNewline)
        guard let index = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return "" }
        var line = lines[index]
        let cutInside = mayBeCut && line.endIndex == head.endIndex
        if cutInside { line = line.dropLast() }
        line = line.drop(while: \.isWhitespace)
        while let last = line.last, last.isWhitespace { line = line.dropLast() }
        if cutInside || line.count > firstLineLimit {
            return String(line.prefix(firstLineLimit - 1)) + "…"
        }
        return String(line)
    }
}
