// What the window asks the writer to save, and what the writer answers.
import NoteStore

/// A snapshot of the editor, taken on the main thread and saved on the writer's thread.
package struct SaveRequest: Sendable, Equatable {
    /// Which note the editor holds.
    package enum Target: Sendable, Equatable {
        /// A note that exists only in the window: the first save creates it; later saves with
        /// the same `draft` number update what that created.
        case draft(Int)
        /// Note `id`, as loaded at `revision`.
        case note(id: Int64, revision: Int64)
    }

    package var target: Target
    /// The title as shown.
    package var title: String
    /// The body as shown.
    package var body: String
    /// Whether the user changed the title since it was loaded (an untouched title is never
    /// written back: the entry may not hold it exactly).
    package var titleEdited: Bool
    /// Whether the user changed the body since it was loaded.
    package var bodyEdited: Bool
    /// Whether this is the first save since the editor showed the note (after the app started
    /// or after switching to it): an editing session begins, and the text it replaces is kept.
    package var beginsEditingSession: Bool

    /// A request with every field given.
    package init(
        target: Target, title: String, body: String, titleEdited: Bool, bodyEdited: Bool,
        beginsEditingSession: Bool = false
    ) {
        self.target = target
        self.title = title
        self.body = body
        self.titleEdited = titleEdited
        self.bodyEdited = bodyEdited
        self.beginsEditingSession = beginsEditingSession
    }
}

/// What became of a `SaveRequest`.
package enum SaveOutcome: Sendable {
    /// Saved into its note (created, for a draft's first save).
    case saved(SavedChanges)
    /// The note had been saved elsewhere since it was loaded, so nothing was overwritten: the
    /// editor's text was saved as a new note, `copy`, beside the other version `original`.
    case savedAsCopy(original: Int64, copy: SavedChanges)
    /// The note had been deleted elsewhere: the editor's text was saved as a new note.
    case savedAfterDeletion(original: Int64, note: SavedChanges)
    /// Nothing was saved; the text is still only in the window.
    case failed(NoteStoreFailure)

    /// The note now holding the text, when it was saved.
    package var saved: SavedChanges? {
        switch self {
        case .saved(let changes), .savedAsCopy(_, let changes), .savedAfterDeletion(_, let changes): changes
        case .failed: nil
        }
    }
}
