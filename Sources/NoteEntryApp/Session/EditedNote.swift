// Which note the editor holds, and which of its changes are not saved yet.
import NoteStore

/// The note in the editor and its unsaved changes, counted so that a save finishing after
/// further typing clears only what it saved.
struct EditedNote: Equatable {
    /// The store's id once the note exists there; nil for a draft that exists only in the window.
    var id: Int64?
    /// For a draft: its number in this run (the writer creates the note at its first save).
    var draft: Int?
    /// The note's revision as last loaded or saved by this window.
    var revision: Int64 = 0
    /// Ids this note had before a conflict or deletion moved its text into a new note.
    var formerIDs: Set<Int64> = []
    /// Opened read-only, because the editor cannot show it exactly: nothing is ever saved.
    var isReadOnly = false

    /// Changes made by the user, counted; and how many of them are saved.
    private(set) var changes = 0
    private(set) var savedChanges = 0
    /// The change count at the last title edit and at the last body edit.
    private(set) var lastTitleEdit = 0
    private(set) var lastBodyEdit = 0

    /// A note loaded from the store at `revision`.
    init(id: Int64, revision: Int64, isReadOnly: Bool = false) {
        self.id = id
        self.revision = revision
        self.isReadOnly = isReadOnly
    }

    /// A draft: a new note that is not in the store yet.
    init(draft: Int) {
        self.draft = draft
    }

    /// Whether the title or body changed since the last successful save.
    var hasUnsavedChanges: Bool { changes > savedChanges }

    /// The user changed the title and/or the body.
    mutating func recordChange(title: Bool, body: Bool) {
        changes += 1
        if title { lastTitleEdit = changes }
        if body { lastBodyEdit = changes }
    }

    /// What a save taken now would write: the target, and which fields were edited since
    /// the last save that succeeded.
    func request(title: String, body: String) -> SaveRequest {
        let target: SaveRequest.Target = if let id { .note(id: id, revision: revision) } else { .draft(draft ?? 0) }
        // Until a save succeeds, every save is the session's first (one that failed wrote nothing).
        return SaveRequest(
            target: target, title: title, body: body,
            titleEdited: lastTitleEdit > savedChanges, bodyEdited: lastBodyEdit > savedChanges,
            beginsEditingSession: id != nil && savedChanges == 0)
    }

    /// Whether `request` was taken from this note (before or after it got an id or a new one).
    func isSource(of request: SaveRequest) -> Bool {
        switch request.target {
        case .draft(let number): draft == number
        case .note(let requestID, _): requestID == id || formerIDs.contains(requestID)
        }
    }

    /// A save of the first `changeCount` changes ended in `saved`.
    mutating func saveSucceeded(upTo changeCount: Int, _ saved: SavedChanges) {
        savedChanges = max(savedChanges, changeCount)
        if let id, id != saved.id { formerIDs.insert(id) }
        if id == saved.id { revision = max(revision, saved.revision) } else { revision = saved.revision }
        id = saved.id
    }
}
