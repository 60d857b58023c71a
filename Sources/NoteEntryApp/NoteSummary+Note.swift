// The list row of a note the app just saved, made without asking the database again.
import Foundation
import NoteStore

extension NoteSummary {
    /// The summary of `note`: its first non-blank line, trimmed, shortened past `firstLineLimit`
    /// characters with "…" (the rule of the store's `listSummaries()`, which is not public).
    init(note: Note) {
        let line = note.body.split(whereSeparator: \.isNewline)
            .first { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let firstLine = line.count > Self.firstLineLimit ? String(line.prefix(Self.firstLineLimit - 1)) + "…" : line
        self.init(id: note.id, title: note.title, firstLine: firstLine, updated: note.updated)
    }
}
