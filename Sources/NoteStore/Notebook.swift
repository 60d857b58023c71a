// A named group of notes. A note is in at most one (schema 012), as in Gnote.

/// A notebook: a name notes can be filed under. Names are unique ignoring ASCII case.
///
/// ```swift
/// let work = try store.createNotebook(named: "Work")
/// try store.moveNote(id: note.id, toNotebook: work.id)
/// let page = try store.listSummaries(offset: 0, limit: 50, query: NoteListQuery(notebook: work.id))
/// ```
public struct Notebook: Sendable, Hashable, Identifiable {
    /// The store's id for the notebook.
    public let id: Int64
    /// The name as the user typed it.
    public let name: String

    /// A notebook with every field given; the store makes these.
    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}
