// Finding a note by its title, for links between notes.

extension NoteStore {
    /// The id of the most recently saved note outside the trash titled `title` (ASCII letters
    /// compared without case, as a person types a title), or nil when there is none.
    public func noteID(titled title: String) throws -> Int64? {
        try reading {
            let select = try database.prepare(
                "SELECT id FROM notes WHERE title = ?1 COLLATE NOCASE AND \(notInTrash) ORDER BY updated DESC, id DESC LIMIT 1"
            )
            try select.bind(title, at: 1)
            return try select.step() ? select.int64(at: 0) : nil
        }
    }
}
