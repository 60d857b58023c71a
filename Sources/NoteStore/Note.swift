// A note as the app edits it: a plain value, detached from the database.
import Foundation

/// One saved note. A value: changing a copy changes nothing until it is passed to `NoteStore.save(_:)`.
public struct Note: Sendable, Hashable, Identifiable {
    /// The database's id for the note; never reused, even after the note is deleted.
    public let id: Int64
    /// The title; may be empty.
    public var title: String
    /// The text; any Unicode, including NUL, stored byte for byte.
    public var body: String
    /// When the note was first created, to the millisecond.
    public let created: Date
    /// When the note was last saved, to the millisecond.
    public var updated: Date

    /// A note with every field given; the store makes these, the app mostly copies them.
    public init(id: Int64, title: String, body: String, created: Date, updated: Date) {
        self.id = id
        self.title = title
        self.body = body
        self.created = created
        self.updated = updated
    }
}
