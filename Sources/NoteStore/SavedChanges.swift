// What a save with `NoteStore.saveChanges` reports back.
import Glibc

/// The result of saving an editor's changes: the note's new revision and times, and its list
/// summary as now stored (for moving its row to the top), without reading its body back.
public struct SavedChanges: Sendable, Equatable {
    /// The note saved.
    public let id: Int64
    /// The note's revision after this save; the next save expects it.
    public let revision: Int64
    /// When the note was created.
    public let created: NoteTime
    /// Its title, first line and save time as stored now.
    public let summary: NoteSummary

    /// A report with every field given.
    public init(id: Int64, revision: Int64, created: NoteTime, summary: NoteSummary) {
        self.id = id
        self.revision = revision
        self.created = created
        self.summary = summary
    }
}
