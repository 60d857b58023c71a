// The trash: notes deleted in the window, kept for `trashRetentionDays` in case they are wanted back
// (counted by the store's clock: `NoteStore+Expiry.swift`).

/// A note in the trash, as its list shows it.
public struct TrashedNote: Sendable, Equatable {
    /// The note's summary as it was when it was deleted.
    public let summary: NoteSummary
    /// When it was moved to the trash (to the millisecond).
    public let trashed: NoteTime
}

extension NoteStore {
    /// How long a note stays in the trash before an opening removes it for good, in days of the
    /// store's clock (`expiryClockStep`).
    public static let trashRetentionDays = 30

    /// The notes in the trash, most recently deleted first.
    public func trashedNotes() throws -> [TrashedNote] {
        try trashedNotes(after: nil, limit: .max)
    }

    /// How many notes are in the trash.
    public func trashCount() throws -> Int {
        guard hasTrash else { return 0 }
        return try reading { Int(try database.integer("SELECT count(*) FROM notes WHERE trashed IS NOT NULL")) }
    }

    /// One page of `trashedNotes()`: up to `limit` notes in the same order, starting just after
    /// `after` (nil: the most recently deleted). Reads by the trash's index, however far on.
    public func trashedNotes(after: TrashedNote?, limit: Int) throws -> [TrashedNote] {
        guard hasTrash else { return [] }
        return try reading {
            let select = try database.prepare(
                """
                SELECT \(summaryColumns), trashed FROM notes WHERE trashed IS NOT NULL AND (trashed, id) < (?1, ?2)
                ORDER BY trashed DESC, id DESC LIMIT ?3
                """)
            try select.bind(after?.trashed.millisecondsSince1970 ?? .max, at: 1)
            try select.bind(after?.summary.id ?? .max, at: 2)
            try select.bind(Int64(clamping: limit), at: 3)
            var notes: [TrashedNote] = []
            while try select.step() {
                notes.append(
                    TrashedNote(
                        summary: Self.summary(from: select),
                        trashed: NoteTime(millisecondsSince1970: select.int64(at: Self.summaryColumnCount))))
            }
            return notes
        }
    }

    /// Whether note `id` is in the trash now (false when it was restored, deleted for good or
    /// never existed).
    public func isInTrash(id: Int64) throws -> Bool {
        guard hasTrash else { return false }
        return try reading {
            let select = try database.prepare("SELECT 1 FROM notes WHERE id = ?1 AND trashed IS NOT NULL")
            try select.bind(id, at: 1)
            return try select.step()
        }
    }

    /// Every note in the trash in full, oldest id first (`note-entry --list --trash`).
    public func allTrashedNotes() throws -> [Note] {
        guard hasTrash else { return [] }
        return try reading {
            let select = try database.prepare("SELECT \(noteColumns) FROM notes WHERE trashed IS NOT NULL ORDER BY id")
            var notes: [Note] = []
            while try select.step() { notes.append(Self.note(from: select)) }
            return notes
        }
    }

    /// Takes note `id` out of the trash, as it is stored there, and returns it.
    /// - Throws: `NoteStoreError.noteNotFound` if the trash holds no such note.
    @discardableResult
    public func restoreFromTrash(id: Int64) throws -> Note {
        try writing {
            let untrash = try database.prepare("UPDATE notes SET trashed = NULL WHERE id = ?1 AND trashed IS NOT NULL")
            try untrash.bind(id, at: 1)
            try untrash.step()
            guard database.changes == 1, let note = try readNote(id: id) else {
                throw NoteStoreError.noteNotFound(id: id)
            }
            return note
        }
    }

    /// Deletes note `id`, which is in the trash, for good.
    /// - Throws: `NoteStoreError.noteNotFound` if the trash holds no such note.
    public func deleteForever(id: Int64) throws {
        try writing {
            let delete = try database.prepare("DELETE FROM notes WHERE id = ?1 AND trashed IS NOT NULL")
            try delete.bind(id, at: 1)
            try delete.step()
            guard database.changes == 1 else { throw NoteStoreError.noteNotFound(id: id) }
        }
    }

    /// Deletes every note in the trash for good; returns how many there were.
    @discardableResult
    public func emptyTrash() throws -> Int {
        try writing {
            try database.execute("DELETE FROM notes WHERE trashed IS NOT NULL")
            return database.changes
        }
    }
}
