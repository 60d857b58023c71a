// Adding notes read from elsewhere (note files, another computer's copy of the notes), many in
// one transaction: an import of thousands commits a batch at a time, not a note at a time, and a
// note is still either in the store whole or not at all.

extension NoteStore {
    /// A note read from elsewhere, added unless the store has it.
    public struct IncomingNote: Sendable, Equatable {
        /// The title, stored as given; may be empty.
        public let title: String
        /// The text, stored as given, NULs included.
        public let body: String
        /// When the program that wrote it says the note was made; nil stores the time of the import.
        public let created: NoteTime?
        /// When the program that wrote it says the note last changed; nil stores the time of the
        /// import.
        public let updated: NoteTime?
        /// Its id in a copy of a notes database: a note of this store under that id with the
        /// same title and body is the same note.
        public let idInCopy: Int64?
        /// The name of the notebook it goes into (made when the store has none of that name);
        /// nil: none.
        public let notebook: String?

        /// A note to import; the times default to the time of the import, `idInCopy` and
        /// `notebook` to none.
        public init(
            title: String, body: String, created: NoteTime? = nil, updated: NoteTime? = nil, idInCopy: Int64? = nil,
            notebook: String? = nil
        ) {
            self.title = title
            self.body = body
            self.created = created
            self.updated = updated
            self.idInCopy = idInCopy
            self.notebook = notebook
        }
    }

    /// Adds each note of `notes` the store lacks, in one transaction: all of them are added, or
    /// none (and it throws). A note the store has (`has(_:)`), or one earlier in `notes` just
    /// added, is not added again.
    /// - Returns: for each of `notes`, the note made, or nil when the store had it.
    public func addMissing(_ notes: [IncomingNote]) throws -> [Note?] {
        try writing {
            try notes.map { note in
                guard try !has(note) else { return nil }
                var added = try insertNote(
                    title: note.title, body: note.body, created: note.created, updated: note.updated)
                if let name = note.notebook, let notebook = try insertNotebook(named: name) {
                    let file = try database.prepare("UPDATE notes SET notebook = ?2 WHERE id = ?1")
                    try file.bind(added.id, at: 1)
                    try file.bind(notebook.id, at: 2)
                    try file.step()
                    added.notebook = notebook
                }
                return added
            }
        }
    }

    /// Whether the store has `note`: one of its notes outside the trash has the same title and
    /// body (`hasNote`, the importer's rule). A note under the same id with the same text is
    /// found by its id first, which spares the search for the notes a copy of this store shares
    /// with it.
    public func has(_ note: IncomingNote) throws -> Bool {
        if let id = note.idInCopy, let stored = try self.note(id: id), stored.title == note.title,
            stored.body == note.body
        {
            return true
        }
        return try hasNote(title: note.title, body: note.body)
    }
}
