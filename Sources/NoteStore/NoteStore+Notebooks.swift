// Notebooks and pins: filing a note under a notebook, keeping a note at the top of the list.
// Neither changes a note's revision or edited time (schema 012 says why).

extension NoteStore {
    /// Every notebook, by name (ASCII case ignored); none in an older read-only store.
    public func notebooks() throws -> [Notebook] {
        guard hasNotebooks else { return [] }
        return try reading {
            let select = try database.prepare("SELECT id, name FROM notebooks ORDER BY name, id")
            var notebooks: [Notebook] = []
            while try select.step() { notebooks.append(Notebook(id: select.int64(at: 0), name: select.string(at: 1))) }
            return notebooks
        }
    }

    /// The notebook named `name` (ASCII case ignored), made when there is none; nil for a name of
    /// nothing but white space. Leading and trailing white space is dropped.
    ///
    /// ```swift
    /// let work = try store.createNotebook(named: "Work")   // "work" later finds the same one
    /// ```
    @discardableResult
    public func createNotebook(named name: String) throws -> Notebook? {
        try writing { try insertNotebook(named: name) }
    }

    /// `createNotebook(named:)` inside the caller's write transaction.
    func insertNotebook(named name: String) throws -> Notebook? {
        let name = trimmed(name)
        guard !name.isEmpty else { return nil }
        let insert = try database.prepare("INSERT INTO notebooks (name) VALUES (?1) ON CONFLICT (name) DO NOTHING")
        try insert.bind(name, at: 1)
        try insert.step()
        let select = try database.prepare("SELECT id, name FROM notebooks WHERE name = ?1")
        try select.bind(name, at: 1)
        return try select.step() ? Notebook(id: select.int64(at: 0), name: select.string(at: 1)) : nil
    }

    /// `text` without white space at either end.
    private func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Files note `id` under notebook `notebook` (nil: under none) and returns its list summary.
    /// - Throws: `NoteStoreError.noteNotFound` when there is no such note outside the trash, or
    ///   no such notebook.
    @discardableResult
    public func moveNote(id: Int64, toNotebook notebook: Int64?) throws -> NoteSummary {
        try changingListField(of: id, "notebook = (SELECT id FROM notebooks WHERE id = ?2)", notebook ?? -1) {
            $0.notebook == notebook
        }
    }

    /// Pins note `id` to the top of the list, or unpins it, and returns its list summary.
    /// - Throws: `NoteStoreError.noteNotFound` when there is no such note outside the trash.
    @discardableResult
    public func setPinned(_ pinned: Bool, note id: Int64) throws -> NoteSummary {
        try changingListField(of: id, "pinned = ?2", pinned ? 1 : 0) { $0.isPinned == pinned }
    }

    /// Sets `assignment` (whose parameter ?2 is `value`) on note `id` outside the trash and reads
    /// its summary back, which must be `changed` (else nothing is written).
    private func changingListField(
        of id: Int64, _ assignment: String, _ value: Int64, changed: (NoteSummary) -> Bool
    ) throws -> NoteSummary {
        try writing {
            let update = try database.prepare("UPDATE notes SET \(assignment) WHERE id = ?1 AND \(notInTrash)")
            try update.bind(id, at: 1)
            try update.bind(value, at: 2)
            try update.step()
            let select = try database.prepare("SELECT \(summaryColumns) FROM notes WHERE notes.id = ?1")
            try select.bind(id, at: 1)
            guard database.changes == 1, try select.step(), changed(Self.summary(from: select)) else {
                throw NoteStoreError.noteNotFound(id: id)
            }
            return Self.summary(from: select)
        }
    }
}
