// A note as the app edits it: a plain value, detached from the database.
import Glibc

/// One saved note. A value: changing a copy changes nothing until it is passed to `NoteStore.save(_:)`.
public struct Note: Sendable, Hashable, Identifiable {
    /// The database's id for the note; never reused, even after the note is deleted.
    public let id: Int64
    /// The title; may be empty.
    public var title: String
    /// The text; any Unicode, including NUL, stored byte for byte.
    public var body: String
    /// When the note was first created, to the millisecond.
    public let created: NoteTime
    /// When the note was last saved, to the millisecond.
    public var updated: NoteTime
    /// Raised by one at every save (1 for a new note): an editor that loaded revision N saves
    /// with `NoteStore.saveChanges(_:ifRevision:)` only while the note is still at N.
    public var revision: Int64
    /// True when the stored title or body was not valid UTF-8: `title` and `body` then hold
    /// U+FFFD where the bad bytes were, so writing them back would change the note.
    public let storedBytesWereNotUTF8: Bool
    /// The notebook the note is in; nil when it is in none.
    public var notebook: Notebook?
    /// Whether the note is pinned to the top of the list.
    public var isPinned: Bool

    /// A note with every field given; the store makes these, the app mostly copies them.
    public init(
        id: Int64, title: String, body: String, created: NoteTime, updated: NoteTime,
        revision: Int64 = 1, storedBytesWereNotUTF8: Bool = false, notebook: Notebook? = nil, isPinned: Bool = false
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.created = created
        self.updated = updated
        self.revision = revision
        self.storedBytesWereNotUTF8 = storedBytesWereNotUTF8
        self.notebook = notebook
        self.isPinned = isPinned
    }
}
