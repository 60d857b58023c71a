// Which note the editor holds, and whether it has changes not yet saved.

/// The note in the editor: its id once it exists in the store (nil for a note that could not
/// be saved yet, kept only in memory), and whether the editor holds unsaved changes.
struct EditedNote: Equatable {
    /// The store's id, or nil while the note exists only in the window.
    var id: Int64?
    /// Whether the title or body changed since the last successful save.
    var hasUnsavedChanges = false

    /// A new note that is not in the store yet.
    static let draft = EditedNote(id: nil)
}
