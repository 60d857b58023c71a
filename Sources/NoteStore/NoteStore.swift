// The app's notes, kept in one SQLite database in a private folder.
//
// Durability first: WAL with synchronous=FULL means a save that returned has reached the
// disk and survives kill -9 or power loss; every change is one transaction, so a failed save
// (full disk, crash) leaves the previous version whole. A busy timeout lets two app
// instances on one folder take turns instead of failing.
import CSQLite
import Glibc

/// The notes database of the note-entry app.
///
/// Not Sendable: create it and use it on one thread (the app's main thread). Two instances
/// (even in two processes) may use the same folder at once.
///
/// ```swift
/// let store = try NoteStore()                           // $XDG_DATA_HOME/note-entry
/// if let report = store.salvageReport { print(report.message) }
/// var note = try store.createNote(title: "Groceries", body: "Milk\nEggs")
/// note.body += "\nBread"
/// note = try store.save(note)
/// for summary in try store.listSummaries() { print(summary.title, summary.firstLine) }
/// let deleted = try store.deleteNote(id: note.id)
/// try store.restoreNote(deleted)                        // undo
/// ```
public final class NoteStore {
    /// How long a change waits for another instance's write to finish before failing.
    public static let busyTimeoutMilliseconds: Int32 = 5_000
    /// How long upkeep that can wait (indexing what other programs wrote, filling previews)
    /// waits for another program's write lock at an opening or a search before it leaves the
    /// work for later: both happen on the window's thread.
    static let upkeepLockWaitMilliseconds: Int32 = 50

    /// The folder holding the database, byte for byte.
    public let directoryPath: FileSystemPath
    /// The database file, `directory/notes.sqlite3`, for messages.
    public let databasePath: String
    /// The database file, byte for byte.
    public let databaseFile: FileSystemPath
    /// What this store may do to its folder.
    public let access: Access
    /// Set when a damaged database was moved aside and its readable notes copied into a new
    /// one; the app should show `salvageReport.message` to the user. Kept at every opening until
    /// `dismissSalvageReport()`. Nil when there is nothing to report.
    public internal(set) var salvageReport: DatabaseSalvageReport?
    /// The network file system holding the notes folder, when it is on one (read-write stores
    /// only): the database then uses a rollback journal instead of the write-ahead log, which
    /// needs one computer's shared memory, and the app should tell the user that the notes must
    /// be opened from one computer at a time.
    public let networkFileSystem: NetworkFileSystem?
    /// This store's identity (schema 007), random and made once; nil for a read-only store of an
    /// older schema. Text kept for the store names it, so it is never applied to another store.
    public let identity: String?

    /// The connection; internal so tests can inspect pragmas and plant old schemas.
    let database: SQLiteDatabase
    /// The source of `created` and `updated` times; tests pass a fake clock.
    let now: () -> NoteTime
    /// The database file as opened, to notice before each write that it was removed or replaced.
    private let openedFile: DatabaseFileIdentity?
    /// Whether the database has no schema yet (only when reading a new, empty file): it has no notes.
    private let holdsNoSchema: Bool

    /// Opens the notes database in `directoryPath`.
    ///
    /// For `.readWrite`, the folder is created with mode 0700 if missing and the database file
    /// with mode 0600. A folder or file another user owns, or that others may write, and a
    /// database or -wal/-shm/-journal file that is a symbolic link, are refused: never changed,
    /// never chmod-ed. So is an SQLite database of another program.
    ///
    /// - Parameters:
    ///   - directoryPath: the notes folder, byte for byte; `$XDG_DATA_HOME/note-entry` by default.
    ///   - access: `.readOnly` creates, moves and repairs nothing.
    ///   - clock: the time source for `created`/`updated`, and for the moved-aside file name.
    /// - Throws: `NoteStoreError` naming the path and the reason. For `.readWrite` a damaged
    ///   database is not an error: it is moved aside, its readable notes are copied into a new
    ///   database, and `salvageReport` reports it; for `.readOnly` it is `.damagedDatabase`.
    public init(
        directoryPath: FileSystemPath = NoteStoreLocation.defaultDirectoryPath(), access: Access = .readWrite,
        clock: @escaping () -> NoteTime = NoteTime.now
    ) throws {
        let directoryPath = directoryPath.standardized
        // Nothing touches the folder while a check ahead reads it; its finding may spare ours.
        IntegrityCheckAhead.waitUntilFinished()
        switch access {
        case .readWrite:
            try OwnerOnlyFiles.prepareDirectory(directoryPath)
        case .readOnly:
            try Self.checkFolderForReading(directoryPath)
        }
        let location = try DatabaseLocation(directory: directoryPath)
        if access == .readWrite { try Self.finishInterruptedSalvage(at: location) }
        let kind: NotesDatabaseIdentity.Kind
        do {
            (database, kind) = try Self.openDatabase(at: location, access: access)
        } catch let damage as DatabaseDamage {
            guard access == .readWrite else {
                throw NoteStoreError.damagedDatabase(path: location.file.description, reason: damage.reason)
            }
            (database, kind) = try Self.replaceDamagedDatabase(at: location, damage: damage, now: clock())
        }
        do {
            salvageReport = try Self.newestSalvageReport(in: database)
            identity = try? database.text("SELECT uuid FROM store_identity")
        } catch let error as SQLiteError {
            throw NoteStoreError(error, path: location.file.description)
        }
        self.directoryPath = directoryPath
        self.databaseFile = location.file
        self.databasePath = location.file.description
        self.access = access
        self.networkFileSystem = access == .readWrite ? NetworkFileSystem.holding(directoryPath) : nil
        self.now = clock
        self.openedFile = access == .readWrite ? DatabaseFileIdentity(of: location.file) : nil
        self.holdsNoSchema = kind == .new && access == .readOnly
        // A read-only store may be an older schema, never upgraded: its notes are at revision 1.
        let hasRevisions =
            holdsNoSchema
            || (try? database.integer("SELECT count(*) FROM pragma_table_info('notes') WHERE name = 'revision'")) == 1
        // A read-only store before schema 012 has no notebooks or pins: no note is in one.
        let hasNotebooks =
            !holdsNoSchema
            && (try? database.integer("SELECT count(*) FROM pragma_table_info('notes') WHERE name = 'pinned'")) == 1
        let (pinned, notebook) = hasNotebooks ? ("notes.pinned", "notes.notebook") : ("0", "NULL")
        let notebookName = hasNotebooks ? "(SELECT name FROM notebooks WHERE notebooks.id = notes.notebook)" : "NULL"
        self.pinnedColumn = pinned
        self.notebookColumn = notebook
        self.hasNotebooks = hasNotebooks
        self.noteColumns =
            "notes.id, notes.title, notes.body, notes.created, notes.updated, "
            + (hasRevisions ? "notes.revision" : "1") + ", \(notebook), \(notebookName), \(pinned)"
        self.summaryColumns =
            "notes.id, notes.title, coalesce(notes.preview, ''), notes.updated, notes.created, \(pinned), \(notebook)"
        // A read-only store before schema 008 has no trash: every note is shown.
        let hasTrash =
            !holdsNoSchema
            && (try? database.integer("SELECT count(*) FROM pragma_table_info('notes') WHERE name = 'trashed'")) == 1
        self.notInTrash = hasTrash ? "notes.trashed IS NULL" : "1"
        self.hasTrash = hasTrash
        if access == .readWrite {
            removeExpired()
        }
    }

    // MARK: Changing notes

    /// Creates a note; its `created` and `updated` are now, to the millisecond.
    @discardableResult
    public func createNote(title: String = "", body: String = "") throws -> Note {
        let time = now()
        return try createNote(title: title, body: body, created: time, updated: time)
    }

    /// Creates a note with the times another app gave it (an import); nil: now.
    @discardableResult
    public func createNote(title: String, body: String, created: NoteTime?, updated: NoteTime?) throws -> Note {
        try writing { try insertNote(title: title, body: body, created: created, updated: updated) }
    }

    /// Inserts a note, inside the caller's write transaction; nil times are now.
    func insertNote(title: String, body: String, created: NoteTime?, updated: NoteTime?) throws -> Note {
        let time = now()
        let (created, updated) = (created ?? time, updated ?? time)
        let insert = try database.prepare(
            """
            INSERT INTO notes (created, updated, title, body, preview) VALUES (?1, ?2, ?3, ?4, ?5)
            """)
        try insert.bind(created.millisecondsSince1970, at: 1)
        try insert.bind(updated.millisecondsSince1970, at: 2)
        try insert.bind(title, at: 3)
        try insert.bind(body, at: 4)
        try insert.bind(NoteSummary.firstLine(ofBody: body), at: 5)
        try insert.step()
        return Note(id: database.lastInsertedRowID, title: title, body: body, created: created, updated: updated)
    }

    /// Saves a note's title and body; returns it with `updated` set to now.
    /// - Throws: `NoteStoreError.noteNotFound` if the note was deleted; `.diskFull` if there
    ///   is no room, in which case the previously saved version is kept.
    @discardableResult
    public func save(_ note: Note) throws -> Note {
        try update(id: note.id, title: note.title, body: note.body)
    }

    /// Replaces the title and body of note `id` whatever its revision; returns the note with
    /// `updated` set to now and its revision raised by one.
    /// - Throws: as `save(_:)`.
    @discardableResult
    public func update(id: Int64, title: String, body: String) throws -> Note {
        let saved = try writing { try writeChanges(id: id, title: title, body: body) }
        return Note(
            id: id, title: title, body: body, created: saved.created, updated: saved.summary.updated,
            revision: saved.revision)
    }

    /// Saves what an editor changed in note `id`, only if the note is still at `revision`, the
    /// one the editor loaded: a field passed as nil is left exactly as stored (so a title the
    /// user did not touch is never written back), and a note saved elsewhere meanwhile is
    /// never overwritten.
    ///
    /// ```swift
    /// var loaded = try store.note(id: id)!
    /// let saved = try store.saveChanges(id: id, title: nil, body: "new text", ifRevision: loaded.revision)
    /// loaded.revision = saved.revision
    /// ```
    /// The text a save replaces is kept as a version (`versions(ofNote:)`) when it was last
    /// changed `versionPause` or longer ago, when the save is the first of an editing session
    /// (`origin` `.editingSessionStart`), so each editing session leaves the text it began with, and
    /// when the save replaces the body wholesale (neither its start nor its end stays: all of it
    /// selected and typed over, pasted over or deleted), unless the newest version holds that text
    /// already; a save of `origin` `.recovery` always keeps it.
    ///
    /// - Returns: the note's new revision, times and list summary.
    /// - Throws: `NoteStoreError.noteChangedElsewhere` when the note is at another revision,
    ///   `.noteNotFound` when it was deleted, `.diskFull` when there is no room; nothing is
    ///   written in each case.
    @discardableResult
    public func saveChanges(
        id: Int64, title: String?, body: String?, ifRevision revision: Int64,
        origin: SaveOrigin = .editor
    ) throws -> SavedChanges {
        try writing {
            // A note in the trash is not saved into: the text goes to a new note the user sees.
            let current = try database.prepare("SELECT revision, updated FROM notes WHERE id = ?1 AND \(notInTrash)")
            try current.bind(id, at: 1)
            guard try current.step() else { throw NoteStoreError.noteNotFound(id: id) }
            let stored = current.int64(at: 0)
            guard stored == revision else {
                throw NoteStoreError.noteChangedElsewhere(id: id, expected: revision, stored: stored)
            }
            // Any Int64 may be stored (another program, a copy's import): past the ends, the
            // note counts as idle for ever or not at all.
            let (idle, overflow) = now().millisecondsSince1970.subtractingReportingOverflow(current.int64(at: 1))
            let paused = overflow ? current.int64(at: 1) < 0 : idle >= Int64(Self.versionPause * 1000)
            let wholesale = try !paused && body.map { try replacesWholesale(bodyOfNote: id, with: $0) } == true
            switch origin {
            case .recovery: try keepVersion(ofNote: id, reason: .recovered)
            case .editingSessionStart where !paused, .editor where wholesale:
                if try !newestVersionHoldsStoredText(ofNote: id) { try keepVersion(ofNote: id, reason: .edited) }
            case .editor, .editingSessionStart:
                if paused { try keepVersion(ofNote: id, reason: .edited) }
            }
            return try writeChanges(id: id, title: title, body: body)
        }
    }

    /// Who a save comes from, which decides whether the text it replaces is kept.
    public enum SaveOrigin: Sendable {
        /// The user's editing.
        case editor
        /// The user's first change since the editor showed the note (after the app started, or
        /// after switching to it): the text it replaces is kept whatever the pause.
        case editingSessionStart
        /// Text an earlier run kept in a recovery file.
        case recovery
    }

    /// Writes the fields given (nil: left as stored), sets `updated` to now and raises the
    /// revision, inside the caller's transaction.
    func writeChanges(id: Int64, title: String?, body: String?) throws -> SavedChanges {
        let time = now()
        // One statement for every combination: a nil parameter keeps the column as it is.
        let update = try database.prepare(
            """
            UPDATE notes SET title = coalesce(?2, title), body = coalesce(?3, body),
                preview = coalesce(?5, preview), updated = ?4, revision = revision + 1
            WHERE id = ?1 RETURNING created, revision, title, coalesce(preview, ''), pinned, notebook
            """)
        try update.bind(id, at: 1)
        if let title { try update.bind(title, at: 2) }
        if let body {
            try update.bind(body, at: 3)
            try update.bind(NoteSummary.firstLine(ofBody: body), at: 5)
        }
        try update.bind(time.millisecondsSince1970, at: 4)
        guard try update.step() else { throw NoteStoreError.noteNotFound(id: id) }
        let saved = SavedChanges(
            id: id, revision: update.int64(at: 1),
            created: NoteTime(millisecondsSince1970: update.int64(at: 0)),
            summary: NoteSummary(
                id: id, title: update.string(at: 2), firstLine: update.string(at: 3), updated: time,
                created: NoteTime(millisecondsSince1970: update.int64(at: 0)), isPinned: update.int64(at: 4) != 0,
                notebook: update.isNull(at: 5) ? nil : update.int64(at: 5)))
        // RETURNING rows are produced before the statement finishes; run it to the end.
        while try update.step() {}
        return saved
    }

    /// Moves note `id` to the trash and returns it as it was, so the app can offer undo with
    /// `restoreNote(_:)`. It is no longer listed, searched or exported; `trashedNotes()` lists it.
    /// - Throws: `NoteStoreError.noteNotFound` if there is no such note outside the trash.
    @discardableResult
    public func deleteNote(id: Int64) throws -> Note {
        let time = now()
        return try writing {
            guard let note = try readNote(id: id) else { throw NoteStoreError.noteNotFound(id: id) }
            let trash = try database.prepare(
                "UPDATE notes SET trashed = ?2, trash_expires = NULL WHERE id = ?1 AND trashed IS NULL")
            try trash.bind(id, at: 1)
            try trash.bind(time.millisecondsSince1970, at: 2)
            try trash.step()
            guard database.changes == 1 else { throw NoteStoreError.noteNotFound(id: id) }
            return note
        }
    }

    /// Puts a deleted note back: out of the trash as it is stored there, or, when it was
    /// deleted for good meanwhile, exactly as `note` was (same id, title, body and times).
    /// - Throws: `NoteStoreError.noteIDInUse` if a note with that id exists outside the trash.
    public func restoreNote(_ note: Note) throws {
        try writing {
            let untrash = try database.prepare("UPDATE notes SET trashed = NULL WHERE id = ?1 AND trashed IS NOT NULL")
            try untrash.bind(note.id, at: 1)
            try untrash.step()
            if database.changes == 1 { return }
            guard try readNote(id: note.id) == nil else { throw NoteStoreError.noteIDInUse(id: note.id) }
            let insert = try database.prepare(
                """
                INSERT INTO notes (id, title, body, created, updated, preview, revision, pinned, notebook)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, (SELECT id FROM notebooks WHERE id = ?9))
                """)
            try insert.bind(note.id, at: 1)
            try insert.bind(note.title, at: 2)
            try insert.bind(note.body, at: 3)
            try insert.bind(note.created.millisecondsSince1970, at: 4)
            try insert.bind(note.updated.millisecondsSince1970, at: 5)
            try insert.bind(NoteSummary.firstLine(ofBody: note.body), at: 6)
            try insert.bind(note.revision, at: 7)
            try insert.bind(note.isPinned ? 1 : 0, at: 8)
            if let notebook = note.notebook { try insert.bind(notebook.id, at: 9) }
            try insert.step()
        }
    }

    // MARK: Reading notes

    /// The note with this id, or nil if there is none (or it is in the trash).
    public func note(id: Int64) throws -> Note? {
        try reading { try readNote(id: id) }
    }

    /// Every note in full, oldest id first (a stable order for `note-entry --list`).
    public func allNotes() throws -> [Note] {
        if holdsNoSchema { return [] }
        return try reading {
            let select = try database.prepare("SELECT \(noteColumns) FROM notes WHERE \(notInTrash) ORDER BY id")
            var notes: [Note] = []
            while try select.step() { notes.append(Self.note(from: select)) }
            return notes
        }
    }

    /// One summary per note of `query` (every note outside the trash by default) in its order:
    /// pinned notes first, then most recently saved first, unless `query` sorts otherwise. Read
    /// without loading full bodies (the first line is stored at each save), so the list is fast
    /// with many large notes. Notes saved in the same millisecond list the newer id first.
    public func listSummaries(query: NoteListQuery = NoteListQuery()) throws -> [NoteSummary] {
        var parameters = SQLParameters()
        return try readingSummaries(
            "SELECT \(summaryColumns) FROM notes WHERE \(listConditions(query, &parameters)) ORDER BY \(orderBy(query))"
        ) { try parameters.bind(to: $0) }
    }

    /// One page of `listSummaries(query:)`: up to `limit` summaries in the same order, starting
    /// just after `after`, or at the first note when `after` is nil.
    ///
    /// Keyset paging: the next page is found from the last summary's pin, sort key and id
    /// through the query's index (schema 012), so every page costs the same however far down it
    /// is, and a note saved or deleted between pages neither shifts nor repeats the rest. Pages
    /// put end to end give `listSummaries(query:)`; a page shorter than `limit` is the last.
    ///
    /// ```swift
    /// var page = try store.listSummaries(after: nil, limit: 100)
    /// while let last = page.last {
    ///     show(page)
    ///     page = try store.listSummaries(after: last, limit: 100)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - after: the last summary of the previous page; only the fields the order reads are
    ///     used, so it may stand for a note deleted or saved since.
    ///   - limit: the most summaries returned; none when zero or less.
    ///   - query: which notes, in what order; every note by edited time by default.
    public func listSummaries(
        after: NoteSummary?, limit: Int, query: NoteListQuery = NoteListQuery()
    ) throws -> [NoteSummary] {
        guard limit > 0 else { return [] }
        var parameters = SQLParameters()
        var conditions = listConditions(query, &parameters)
        if let after {
            let side = query.side(of: after, after: true, pinned: pinnedColumn, &parameters)
            conditions += " AND ((\(side.otherPins)) OR (\(side.samePin)))"
        }
        let limitParameter = parameters.add(.integer(Int64(limit)))
        return try readingSummaries(
            "SELECT \(summaryColumns) FROM notes WHERE \(conditions) ORDER BY \(orderBy(query)) LIMIT \(limitParameter)"
        ) { try parameters.bind(to: $0) }
    }

    /// Up to `limit` summaries of `listSummaries(query:)` starting at position `offset` (0: the
    /// first note), in the same order: what a list showing row `offset` onwards reads, without
    /// reading the rows before it.
    ///
    /// The rows stepped over are walked in the query's index, which leaves out the trash, never
    /// made into summaries, so the cost grows with the rows stepped over, not with the rows
    /// read. Given `total`, the number of notes (`count(query:)`), a page in the later half is
    /// read from the last note up, so no page steps over more than half the notes and the last
    /// page steps over none. Unlike keyset paging (`listSummaries(after:limit:query:)`), a note
    /// saved or deleted between two reads shifts the positions after it: a list reading by
    /// position counts and reads again after a change.
    ///
    /// ```swift
    /// let total = try store.count()
    /// let oldest = try store.listSummaries(offset: max(0, total - 30), limit: 30, total: total)
    /// ```
    /// - Parameters:
    ///   - offset: the position of the first summary returned; none past the end, and a
    ///     negative offset counts as 0.
    ///   - limit: the most summaries returned; none when zero or less.
    ///   - total: `count(query:)` as last read, or nil to read from the first note down.
    ///   - query: which notes, in what order; every note by edited time by default.
    public func listSummaries(
        offset: Int, limit: Int, total: Int? = nil, query: NoteListQuery = NoteListQuery()
    ) throws -> [NoteSummary] {
        let offset = max(0, offset)
        guard limit > 0, !holdsNoSchema else { return [] }
        if let total, offset > total / 2 {
            // Positions offset ..< end, counted from the last note: total - end ..< total - offset.
            guard offset < total else { return [] }
            let end = offset.addingReportingOverflow(limit).overflow ? Int.max : offset + limit
            let fromLast = total - min(end, total)
            return try readPage(query, reversed: true, offset: fromLast, limit: total - offset - fromLast).reversed()
        }
        return try readPage(query, reversed: false, offset: offset, limit: limit)
    }

    /// The position `summary` has in `listSummaries(query:)` (0: the first note): how many of the
    /// query's notes sort before it. Only the fields the order reads are used, so for a note not
    /// in the list (deleted, in the trash, in another notebook) it is the position the note
    /// would take.
    ///
    /// Two ranges of the query's index are counted: the notes pinned when it is not, and the
    /// notes pinned as it is that sort before it. No note is looked up in the table.
    ///
    /// ```swift
    /// let row = try store.listPosition(of: summary)   // the row to select, or where it goes back
    /// ```
    public func listPosition(of summary: NoteSummary, query: NoteListQuery = NoteListQuery()) throws -> Int {
        if holdsNoSchema { return 0 }
        var parameters = SQLParameters()
        let conditions = listConditions(query, &parameters)
        let side = query.side(of: summary, after: false, pinned: pinnedColumn, &parameters)
        return try reading {
            let select = try database.prepare(
                """
                SELECT (SELECT count(*) FROM notes WHERE \(conditions) AND \(side.otherPins))
                    + (SELECT count(*) FROM notes WHERE \(conditions) AND \(side.samePin))
                """)
            try parameters.bind(to: select)
            return try select.step() ? Int(select.int64(at: 0)) : 0
        }
    }

    /// Up to `limit` summaries from position `offset` of `query`'s notes in its order, or in
    /// the reverse order.
    private func readPage(_ query: NoteListQuery, reversed: Bool, offset: Int, limit: Int) throws -> [NoteSummary] {
        guard limit > 0 else { return [] }
        var parameters = SQLParameters()
        let conditions = listConditions(query, &parameters)
        let (limitParameter, offsetParameter) = (
            parameters.add(.integer(Int64(limit))), parameters.add(.integer(Int64(offset)))
        )
        return try readingSummaries(
            """
            SELECT \(summaryColumns) FROM notes WHERE \(conditions)
            ORDER BY \(orderBy(query, reversed: reversed)) LIMIT \(limitParameter) OFFSET \(offsetParameter)
            """
        ) { try parameters.bind(to: $0) }
    }

    /// The conditions of `query`'s notes: outside the trash, in its notebook if it has one.
    func listConditions(_ query: NoteListQuery, _ parameters: inout SQLParameters) -> String {
        ([notInTrash] + [query.notebookCondition(column: notebookColumn, &parameters)].compactMap { $0 })
            .joined(separator: " AND ")
    }

    /// The ORDER BY terms of `query` (or of its reverse) in this store's schema.
    func orderBy(_ query: NoteListQuery, reversed: Bool = false) -> String {
        query.orderBy(pinned: pinnedColumn, reversed: reversed)
    }

    /// How many summaries the `listSummaries` functions have read from the database since this
    /// store was opened: lets tests and benchmarks check that a list reads a page, not every note.
    public private(set) var summariesRead = 0

    /// Whether a note outside the trash has exactly this title and body (an import of the same
    /// file again finds its note so).
    public func hasNote(title: String, body: String) throws -> Bool {
        try reading {
            let select = try database.prepare(
                "SELECT EXISTS (SELECT 1 FROM notes WHERE title = ?1 AND body = ?2 AND \(notInTrash))")
            try select.bind(title, at: 1)
            try select.bind(body, at: 2)
            return try select.step() && select.int64(at: 0) == 1
        }
    }

    /// How many notes there are, not counting the trash; only `query`'s notebook's when it has one.
    ///
    /// Every note is counted in `notes_newest_first` alone and the trash's in `notes_in_trash`:
    /// a count with the trash condition would look each note up in the table. A notebook's are
    /// counted in its range of schema 012's indexes, which leave out the trash.
    public func count(query: NoteListQuery = NoteListQuery()) throws -> Int {
        if holdsNoSchema { return 0 }
        if query.notebook != nil {
            var parameters = SQLParameters()
            let conditions = listConditions(query, &parameters)
            return try reading {
                let select = try database.prepare("SELECT count(*) FROM notes WHERE \(conditions)")
                try parameters.bind(to: select)
                return try select.step() ? Int(select.int64(at: 0)) : 0
            }
        }
        let trashed = hasTrash ? " - (SELECT count(*) FROM notes WHERE trashed IS NOT NULL)" : ""
        return try reading { Int(try database.integer("SELECT (SELECT count(*) FROM notes)\(trashed)")) }
    }

    /// A number that changes whenever another connection commits a change to the database:
    /// another program, another instance, or this process's own writer thread (SQLite's
    /// `PRAGMA data_version`; this connection's own changes leave it as it is). Cheap enough to
    /// ask several times a second: it reads no table.
    /// - Throws: `NoteStoreError` when SQLite cannot answer.
    public func changeCounter() throws -> Int64 {
        try reading { try database.integer("PRAGMA data_version") }
    }

    // MARK: Closing

    /// Copies every committed change from the write-ahead log into `notes.sqlite3` and empties
    /// the log, so the database file alone holds every note (a backup of just that file is
    /// whole). Waits for other connections' readers within the busy timeout; call it before
    /// quitting.
    /// - Throws: `NoteStoreError` when SQLite cannot checkpoint (e.g. another instance is
    ///   still reading past the timeout).
    public func checkpoint() throws {
        try reading {
            let result = try database.prepare("PRAGMA wal_checkpoint(TRUNCATE)")
            guard try result.step() else { return }
            if result.int64(at: 0) != 0 {
                throw SQLiteError(
                    code: SQLITE_BUSY, handle: nil, operation: "checkpoint: another connection is in the way")
            }
        }
    }

    // MARK: Testing

    /// For tests: caps the database at `pages` pages (`PRAGMA max_page_count`) to simulate a
    /// full disk; saves that need more room then throw `NoteStoreError.diskFull`. SQLite
    /// never sets the cap below the current size, so `setMaximumPageCount(1)` means "full
    /// now". Pass a large number (e.g. `Int(Int32.max)`) to lift it. Lasts until the store closes.
    /// - Returns: the cap now in force, in pages.
    @discardableResult
    public func setMaximumPageCount(_ pages: Int) throws -> Int {
        try reading { Int(try database.integer("PRAGMA max_page_count = \(max(pages, 1))")) }
    }

    // MARK: Private

    /// The columns `readSummaries(_:)` reads, in its order (`summary(from:)`), qualified for a
    /// join with the search index; an older read-only schema's are 0 and NULL for pin and notebook.
    let summaryColumns: String
    /// How many columns `summaryColumns` are: a query may select more after them.
    static let summaryColumnCount: Int32 = 7
    /// The pin column (`0` in an older read-only schema).
    let pinnedColumn: String
    /// The notebook column (`NULL` in an older read-only schema).
    let notebookColumn: String
    /// Whether the schema has notebooks and pins (012 and later: every store this code writes).
    let hasNotebooks: Bool

    /// Every row of `select` (which selects `summaryColumns`) as a summary.
    private func readSummaries(_ select: SQLiteStatement) throws -> [NoteSummary] {
        var summaries: [NoteSummary] = []
        while try select.step() { summaries.append(Self.summary(from: select)) }
        summariesRead += summaries.count
        return summaries
    }

    /// The summary in the current row of a statement selecting `summaryColumns` first.
    static func summary(from row: SQLiteStatement) -> NoteSummary {
        NoteSummary(
            id: row.int64(at: 0), title: row.string(at: 1), firstLine: row.string(at: 2),
            updated: NoteTime(millisecondsSince1970: row.int64(at: 3)),
            created: NoteTime(millisecondsSince1970: row.int64(at: 4)), isPinned: row.int64(at: 5) != 0,
            notebook: row.isNull(at: 6) ? nil : row.int64(at: 6))
    }

    /// The columns `note(from:)` reads, in its order (`revision` is 1 in an older read-only schema).
    let noteColumns: String
    /// The SQL condition that leaves out notes in the trash ("1" for a schema without one).
    let notInTrash: String
    /// Whether the schema has a trash (008 and later: every store this code writes).
    let hasTrash: Bool

    static func note(from row: SQLiteStatement) -> Note {
        let title = row.checkedString(at: 1)
        let body = row.checkedString(at: 2)
        return Note(
            id: row.int64(at: 0), title: title.text, body: body.text,
            created: NoteTime(millisecondsSince1970: row.int64(at: 3)),
            updated: NoteTime(millisecondsSince1970: row.int64(at: 4)),
            revision: row.int64(at: 5),
            storedBytesWereNotUTF8: !(title.wasValidUTF8 && body.wasValidUTF8),
            notebook: row.isNull(at: 6) ? nil : Notebook(id: row.int64(at: 6), name: row.string(at: 7)),
            isPinned: row.int64(at: 8) != 0)
    }

    /// Note `id` unless it is in the trash.
    func readNote(id: Int64) throws -> Note? {
        let select = try database.prepare("SELECT \(noteColumns) FROM notes WHERE notes.id = ?1 AND \(notInTrash)")
        try select.bind(id, at: 1)
        return try select.step() ? Self.note(from: select) : nil
    }

    /// Runs `body` as one write transaction, turning SQLite failures into `NoteStoreError`.
    ///
    /// Checked before and after: a change that went into a database file no longer in the
    /// folder (removed or replaced meanwhile) is reported as not saved, never as saved.
    ///
    /// SQLite reports a new note that cannot be numbered (the id sequence at Int64's end) as a
    /// full database: that case is told apart, so the user is not sent to free disk space.
    func writing<Result>(_ body: () throws -> Result) throws -> Result {
        try checkDatabaseStillInPlace()
        let result: Result
        do {
            result = try reading { try database.writeTransaction(body) }
        } catch NoteStoreError.diskFull(let path)
            where (try? database.integer("SELECT seq FROM sqlite_sequence WHERE name = 'notes'")) == .max
        {
            throw NoteStoreError.noteNumbersUsedUp(path: path)
        }
        try checkDatabaseStillInPlace()
        return result
    }

    /// Throws `.databaseVanished` unless the file at `databaseFile` is the one opened.
    private func checkDatabaseStillInPlace() throws {
        guard let openedFile else { return }
        guard DatabaseFileIdentity(of: databaseFile) == openedFile else {
            throw NoteStoreError.databaseVanished(path: databasePath)
        }
    }

    /// Runs the query `sql`, which selects `summaryColumns`, with the parameters `bind` sets,
    /// and returns its rows as summaries (none when the database holds no schema yet).
    func readingSummaries(_ sql: String, bind: (SQLiteStatement) throws -> Void) throws -> [NoteSummary] {
        if holdsNoSchema { return [] }
        return try reading {
            let select = try database.prepare(sql)
            try bind(select)
            return try readSummaries(select)
        }
    }

    /// Runs `body`, turning SQLite failures into `NoteStoreError` (disk full, or the message).
    func reading<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw NoteStoreError(error, path: databasePath)
        }
    }
}
