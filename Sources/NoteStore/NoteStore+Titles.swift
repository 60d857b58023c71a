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

extension NoteStore {
    /// Up to `limit` distinct titles of notes outside the trash that begin with `prefix` (ASCII
    /// letters compared without case), alphabetically: what `[[` completion offers.
    public func noteTitles(startingWith prefix: String, limit: Int) throws -> [String] {
        try reading {
            // LIKE's own wildcards in what was typed are literal characters.
            let pattern =
                String(
                    prefix.unicodeScalars.map { "\\%_".unicodeScalars.contains($0) ? "\\\($0)" : String($0) }
                        .joined()) + "%"
            let select = try database.prepare(
                "SELECT DISTINCT title FROM notes WHERE title LIKE ?1 ESCAPE '\\' AND title <> '' AND \(notInTrash) "
                    + "ORDER BY title COLLATE NOCASE LIMIT ?2")
            try select.bind(pattern, at: 1)
            try select.bind(Int64(limit), at: 2)
            var titles: [String] = []
            while try select.step() { titles.append(select.string(at: 0)) }
            return titles
        }
    }

    /// The ids and titles of the notes outside the trash whose body holds the link `[[title]]`
    /// (as typed, case and all), most recently saved first: what links to a note.
    public func notesLinking(to title: String) throws -> [(id: Int64, title: String)] {
        guard !title.isEmpty else { return [] }
        return try reading {
            let select = try database.prepare(
                "SELECT id, title FROM notes WHERE instr(body, ?1) > 0 AND \(notInTrash) ORDER BY updated DESC, id DESC"
            )
            try select.bind("[[" + title + "]]", at: 1)
            var found: [(id: Int64, title: String)] = []
            while try select.step() { found.append((select.int64(at: 0), select.string(at: 1))) }
            return found
        }
    }
}
