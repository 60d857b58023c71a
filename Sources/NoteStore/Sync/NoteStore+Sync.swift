// The store's side of the sync folder (schema 014): each note's id across computers and what the
// store and the folder last agreed on, and the changes a pass makes to notes. `SyncFolder` runs
// the pass; every write here is inside its transaction.

/// What the store and the folder last agreed on for one note, and the note as it is now.
struct SyncRow: Sendable {
    let noteID: Int64
    let syncID: String
    /// What the two last agreed on; nil when they never did.
    let agreement: SyncAgreement?
    /// The file's name, size and time when they agreed; nil name: no file.
    let file: [UInt8]?
    let fileSize: Int64
    let fileModified: Int64
    /// The note now: nil when deleted for good; whether it is in the trash; whether its revision,
    /// notebook, pin or trash state moved since the agreement.
    let noteExists: Bool
    let noteTrashed: Bool
    let noteChangedSinceAgreement: Bool
}

/// A note's content as the folder carries it, with its store id.
struct SyncLocalNote: Sendable {
    let noteID: Int64
    let file: SyncNoteFile
    let trashed: Bool
}

extension NoteStore {
    /// The sync folder this store last synced with (`SyncFolder.synchronize(_:)` remembers it);
    /// nil when it syncs with none.
    public func rememberedSyncFolder() throws -> SyncFolder? {
        try reading {
            let select = try database.prepare("SELECT path FROM sync_folder")
            return try select.step() ? SyncFolder(path: FileSystemPath(bytes: select.bytes(at: 0))) : nil
        }
    }

    /// Stops syncing: the store remembers no folder. Notes keep their ids; a later folder (or the
    /// same one again) compares every note afresh, so nothing is lost either way.
    public func stopSyncing() throws {
        try writing { try database.execute("DELETE FROM sync_folder") }
    }

    /// Remembers `folder` as the store's sync folder and, when it last synced with another,
    /// forgets what it agreed with that one: the ids stay, every note is compared afresh.
    func beginSyncing(with folder: FileSystemPath) throws {
        try writing {
            let select = try database.prepare("SELECT path FROM sync_folder")
            let known = try select.step() ? select.bytes(at: 0) : nil
            if known == folder.bytes { return }
            try database.execute("DELETE FROM sync_folder")
            let insert = try database.prepare("INSERT INTO sync_folder (path) VALUES (?1)")
            try insert.bind(bytes: folder.bytes, at: 1)
            try insert.step()
            try database.execute(
                """
                UPDATE sync_notes SET revision = NULL, notebook = NULL, pinned = NULL, trashed = NULL,
                    fingerprint = NULL, file = NULL, file_size = NULL, file_modified = NULL
                """)
        }
    }

    /// Every note that has met the folder, and every note out of the trash (given an id now).
    func syncRows() throws -> [SyncRow] {
        try writing {
            try database.execute(
                """
                INSERT INTO sync_notes (note_id, sync_id)
                SELECT id, lower(hex(randomblob(16))) FROM notes
                WHERE trashed IS NULL AND id NOT IN (SELECT note_id FROM sync_notes)
                """)
            let select = try database.prepare(
                """
                SELECT s.note_id, s.sync_id, s.fingerprint, s.trashed IS NOT NULL, s.file,
                    coalesce(s.file_size, -1), coalesce(s.file_modified, -1), n.id IS NOT NULL, n.trashed IS NOT NULL,
                    n.id IS NULL OR s.revision IS NOT n.revision OR s.notebook IS NOT n.notebook
                        OR s.pinned IS NOT n.pinned OR s.trashed IS NOT (n.trashed IS NOT NULL)
                FROM sync_notes s LEFT JOIN notes n ON n.id = s.note_id
                """)
            var rows: [SyncRow] = []
            while try select.step() {
                rows.append(
                    SyncRow(
                        noteID: select.int64(at: 0), syncID: select.string(at: 1),
                        agreement: select.int64(at: 3) == 0
                            ? nil : SyncAgreement(fingerprint: select.isNull(at: 2) ? nil : select.string(at: 2)),
                        file: select.isNull(at: 4) ? nil : select.bytes(at: 4),
                        fileSize: select.int64(at: 5), fileModified: select.int64(at: 6),
                        noteExists: select.int64(at: 7) != 0, noteTrashed: select.int64(at: 8) != 0,
                        noteChangedSinceAgreement: select.int64(at: 9) != 0))
            }
            return rows
        }
    }

    /// The store id of the note that carries `syncID`, nil when none does.
    func noteID(syncID: String) throws -> Int64? {
        let select = try database.prepare("SELECT note_id FROM sync_notes WHERE sync_id = ?1")
        try select.bind(syncID, at: 1)
        return try select.step() ? select.int64(at: 0) : nil
    }

    /// Note `id` (in the trash or not) as a sync file would carry it; nil when deleted for good.
    func syncLocalNote(id: Int64, syncID: String) throws -> SyncLocalNote? {
        try reading {
            let select = try database.prepare(
                """
                SELECT notes.title, notes.body, notes.created, notes.updated, notebooks.name, notes.pinned,
                    notes.trashed IS NOT NULL
                FROM notes LEFT JOIN notebooks ON notebooks.id = notes.notebook WHERE notes.id = ?1
                """)
            try select.bind(id, at: 1)
            guard try select.step() else { return nil }
            let file = SyncNoteFile(
                id: syncID, title: select.string(at: 0), body: select.string(at: 1),
                created: NoteTime(millisecondsSince1970: select.int64(at: 2)),
                edited: NoteTime(millisecondsSince1970: select.int64(at: 3)),
                notebook: select.isNull(at: 4) ? nil : select.string(at: 4), isPinned: select.int64(at: 5) != 0)
            return SyncLocalNote(noteID: id, file: file, trashed: select.int64(at: 6) != 0)
        }
    }

    /// Runs `body` as one write transaction of a sync pass.
    func syncTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try writing(body)
    }

    /// Records, inside a sync transaction, that note `id` and the folder agree now: on content
    /// `fingerprint` (nil: the note is gone or in the trash and its file removed) and on `file`.
    func recordSyncAgreement(
        noteID id: Int64, fingerprint: String?, file: (name: [UInt8], size: Int64, modified: Int64)?
    ) throws {
        let update = try database.prepare(
            """
            UPDATE sync_notes SET fingerprint = ?2, file = ?3, file_size = ?4, file_modified = ?5,
                revision = (SELECT revision FROM notes WHERE id = ?1),
                notebook = (SELECT notebook FROM notes WHERE id = ?1),
                pinned = (SELECT pinned FROM notes WHERE id = ?1),
                trashed = coalesce((SELECT trashed IS NOT NULL FROM notes WHERE id = ?1), 1)
            WHERE note_id = ?1
            """)
        try update.bind(id, at: 1)
        if let fingerprint { try update.bind(fingerprint, at: 2) }
        if let file {
            try update.bind(bytes: file.name, at: 3)
            try update.bind(file.size, at: 4)
            try update.bind(file.modified, at: 5)
        }
        try update.step()
    }

    /// Forgets, inside a sync transaction, note `id`'s row: the note is gone for good and so is
    /// its file.
    func forgetSyncRow(noteID id: Int64) throws {
        let delete = try database.prepare("DELETE FROM sync_notes WHERE note_id = ?1")
        try delete.bind(id, at: 1)
        try delete.step()
    }

    /// Puts `file`'s content into note `id` (out of the trash when it is there), or into a new
    /// note carrying `file.id` when `id` is nil; the note's times become the file's. The text it
    /// replaces is kept as a version (`reason`) unless the newest version holds it already.
    /// Inside a sync transaction; returns the note's id.
    func takeSyncFile(_ file: SyncNoteFile, intoNote id: Int64?, keepingReplacedAs reason: NoteVersion.Reason)
        throws -> Int64
    {
        let notebook = try file.notebook.flatMap { try insertNotebook(named: $0) }
        guard let id else {
            let note = try insertNote(title: file.title, body: file.body, created: file.created, updated: file.edited)
            let assign = try database.prepare(
                "INSERT INTO sync_notes (note_id, sync_id) VALUES (?1, ?2) ON CONFLICT (sync_id) DO UPDATE SET note_id = ?1"
            )
            try assign.bind(note.id, at: 1)
            try assign.bind(file.id, at: 2)
            try assign.step()
            try setSyncedFields(of: note.id, notebook: notebook?.id, pinned: file.isPinned)
            return note.id
        }
        let untrash = try database.prepare(
            "UPDATE notes SET trashed = NULL, trash_expires = NULL WHERE id = ?1 AND trashed IS NOT NULL")
        try untrash.bind(id, at: 1)
        try untrash.step()
        let differs = try database.prepare("SELECT 1 FROM notes WHERE id = ?1 AND (title IS NOT ?2 OR body IS NOT ?3)")
        try differs.bind(id, at: 1)
        try differs.bind(file.title, at: 2)
        try differs.bind(file.body, at: 3)
        if try differs.step(), try !newestVersionHoldsStoredText(ofNote: id) {
            try keepVersion(ofNote: id, reason: reason)
        }
        let update = try database.prepare(
            """
            UPDATE notes SET title = ?2, body = ?3, preview = ?4, updated = ?5, revision = revision + 1
            WHERE id = ?1 AND (title IS NOT ?2 OR body IS NOT ?3)
            """)
        try update.bind(id, at: 1)
        try update.bind(file.title, at: 2)
        try update.bind(file.body, at: 3)
        try update.bind(NoteSummary.firstLine(ofBody: file.body), at: 4)
        try update.bind(file.edited.millisecondsSince1970, at: 5)
        try update.step()
        try setSyncedFields(of: id, notebook: notebook?.id, pinned: file.isPinned)
        return id
    }

    private func setSyncedFields(of id: Int64, notebook: Int64?, pinned: Bool) throws {
        let update = try database.prepare("UPDATE notes SET notebook = ?2, pinned = ?3 WHERE id = ?1")
        try update.bind(id, at: 1)
        if let notebook { try update.bind(notebook, at: 2) }
        try update.bind(pinned ? 1 : 0, at: 3)
        try update.step()
    }

    /// Keeps `file`'s text as a version of note `id` (replaced at the file's edited time) unless
    /// the note or one of its versions holds that text already. Inside a sync transaction.
    /// Returns whether the text was new here (and is a version now).
    @discardableResult
    func keepSyncFileAsVersion(_ file: SyncNoteFile, ofNote id: Int64, reason: NoteVersion.Reason) throws -> Bool {
        let held = try database.prepare(
            """
            SELECT 1 FROM notes WHERE id = ?1 AND title IS ?2 AND body IS ?3
            UNION ALL SELECT 1 FROM note_versions WHERE note_id = ?1 AND title IS ?2 AND body IS ?3 LIMIT 1
            """)
        try held.bind(id, at: 1)
        try held.bind(file.title, at: 2)
        try held.bind(file.body, at: 3)
        guard try !held.step() else { return false }
        let insert = try database.prepare(
            "INSERT INTO note_versions (note_id, replaced, reason, title, body) VALUES (?1, ?2, ?3, ?4, ?5)")
        try insert.bind(id, at: 1)
        try insert.bind(file.edited.millisecondsSince1970, at: 2)
        try insert.bind(reason.rawValue, at: 3)
        try insert.bind(file.title, at: 4)
        try insert.bind(file.body, at: 5)
        try insert.step()
        return true
    }

    /// Moves note `id` to the trash because its file was removed on another computer. Inside a
    /// sync transaction.
    func trashForSync(noteID id: Int64) throws {
        let trash = try database.prepare(
            "UPDATE notes SET trashed = ?2, trash_expires = NULL WHERE id = ?1 AND trashed IS NULL")
        try trash.bind(id, at: 1)
        try trash.bind(now().millisecondsSince1970, at: 2)
        try trash.step()
    }
}
