// A note's title and body exactly as the database holds them.

/// The stored bytes of one note's title and body: they may hold bytes that are not UTF-8 and
/// NULs, which a `Note`'s strings cannot carry unchanged.
public struct StoredNoteBytes: Sendable, Equatable {
    /// The title's bytes as the database holds them, without a terminating NUL.
    public let title: [UInt8]
    /// The body's bytes as the database holds them, NULs and bytes that are not UTF-8 included.
    public let body: [UInt8]

    /// The bytes of a title and a body, taken as they are.
    public init(title: [UInt8], body: [UInt8]) {
        self.title = title
        self.body = body
    }
}

extension NoteStore {
    /// Note `id`'s title and body as stored, byte for byte; nil when there is no such note.
    public func storedBytes(ofNote id: Int64) throws -> StoredNoteBytes? {
        try reading {
            let select = try database.prepare("SELECT CAST(title AS BLOB), CAST(body AS BLOB) FROM notes WHERE id = ?1")
            try select.bind(id, at: 1)
            guard try select.step() else { return nil }
            return StoredNoteBytes(title: select.bytes(at: 0), body: select.bytes(at: 1))
        }
    }
}
