// Keeping the search index (schema 005's notes_search) in step with the notes.
//
// TEMP triggers, created by each read-write connection of the app when it opens: they call the
// app's note_fold(), which only the app's connections have, so they must not be part of the
// schema other programs see (a `sqlite3` user updating a note would get "no such function").
// What other programs write is queued by schema 006's permanent triggers in
// notes_search_pending, and indexed here when the store opens, by the writer thread's drain, and
// before a search when only a few wait.
import CSQLite

enum NoteSearchIndex {
    /// How much of a body is indexed: its first 100,000 characters (as schema 005 does), so a
    /// save of a 20 MB note does not fold and index 20 MB; search finds what lies within them.
    static let indexedBodyLength = 100_000

    /// The triggers; a save that leaves a field's indexed part as it was does not fold it again
    /// (typing at the end of a 1 MB note does not rewrite its index). A note the app writes is
    /// indexed by these in the same statement, so schema 006's queueing of it is taken back at
    /// once: the queue holds only what other programs wrote (a note they queued before stays).
    static let triggers = """
        CREATE TEMP TRIGGER IF NOT EXISTS notes_search_pending_own AFTER INSERT ON main.notes_search_pending BEGIN
            DELETE FROM notes_search_pending WHERE id = new.id;
        END;
        CREATE TEMP TRIGGER IF NOT EXISTS notes_search_insert AFTER INSERT ON main.notes BEGIN
            INSERT INTO notes_search (rowid, title, body) VALUES (new.id, note_fold(new.title), note_fold(substr(new.body, 1, \(indexedBodyLength))));
        END;
        CREATE TEMP TRIGGER IF NOT EXISTS notes_search_delete AFTER DELETE ON main.notes BEGIN
            DELETE FROM notes_search WHERE rowid = old.id;
        END;
        CREATE TEMP TRIGGER IF NOT EXISTS notes_search_title AFTER UPDATE OF title ON main.notes
            WHEN old.title IS NOT new.title BEGIN
            UPDATE notes_search SET title = note_fold(new.title) WHERE rowid = new.id;
        END;
        CREATE TEMP TRIGGER IF NOT EXISTS notes_search_body AFTER UPDATE OF body ON main.notes
            WHEN substr(old.body, 1, \(indexedBodyLength)) IS NOT substr(new.body, 1, \(indexedBodyLength)) BEGIN
            UPDATE notes_search SET body = note_fold(substr(new.body, 1, \(indexedBodyLength))) WHERE rowid = new.id;
        END;
        """

    /// Creates the triggers on `database` (a read-write connection at the newest schema).
    static func keepInStep(_ database: SQLiteDatabase) throws {
        try database.execute(triggers)
    }

    /// How many queued notes one call indexes: a few milliseconds of folding for everyday notes,
    /// so the main thread may do it before a search; a script that rewrote 100,000 notes is
    /// indexed a chunk at a time (`NoteWriter` drains the rest on its thread).
    static let chunkSize = 500

    /// Indexes up to `chunkSize` of the notes queued as added, changed or deleted (by any
    /// program, this app included), lowest ids first, and takes them off the queue, in one
    /// transaction.
    /// - Parameter waitingAtMost: how long to wait for another connection's write lock; when
    ///   it is not free by then the queue stays for the next call (a search must not stall).
    /// - Returns: whether notes remain queued.
    @discardableResult
    static func indexQueuedNotes(_ database: SQLiteDatabase, waitingAtMost milliseconds: Int32) throws -> Bool {
        guard try hasQueuedNotes(database) else { return false }
        let chunk = "SELECT id FROM notes_search_pending ORDER BY id LIMIT \(chunkSize)"
        do {
            try database.waitingForLocks(atMost: milliseconds) {
                try database.writeTransaction {
                    try database.execute(
                        """
                        CREATE TEMP TABLE IF NOT EXISTS notes_search_chunk (id INTEGER PRIMARY KEY);
                        DELETE FROM temp.notes_search_chunk;
                        INSERT INTO temp.notes_search_chunk (id) \(chunk);
                        DELETE FROM notes_search WHERE rowid IN (SELECT id FROM temp.notes_search_chunk);
                        INSERT INTO notes_search (rowid, title, body)
                            SELECT id, note_fold(title), note_fold(substr(body, 1, \(indexedBodyLength))) FROM notes
                            WHERE id IN (SELECT id FROM temp.notes_search_chunk);
                        """)
                    try refreshPreviews(database)
                    try database.execute(
                        "DELETE FROM notes_search_pending WHERE id IN (SELECT id FROM temp.notes_search_chunk)")
                }
            }
        } catch let error as SQLiteError where error.code == SQLITE_BUSY {
            return true
        }
        return try hasQueuedNotes(database)
    }

    /// Sets the list's preview of each note in the chunk from its body: another program's
    /// UPDATE changes the body and leaves the first line the list shows as it was.
    private static func refreshPreviews(_ database: SQLiteDatabase) throws {
        let select = try database.prepare(
            """
            SELECT id, substr(body, 1, \(NoteSummary.bodyHeadLength)), preview FROM notes
            WHERE id IN (SELECT id FROM temp.notes_search_chunk)
            """)
        let update = try database.prepare("UPDATE notes SET preview = ?2 WHERE id = ?1")
        while try select.step() {
            let preview = NoteSummary.firstLine(ofBodyHead: select.string(at: 1))
            guard select.isNull(at: 2) || select.string(at: 2) != preview else { continue }
            update.reset()
            try update.bind(select.int64(at: 0), at: 1)
            try update.bind(preview, at: 2)
            try update.step()
        }
    }

    /// The most queued notes a search indexes on the calling thread before it reads: the few
    /// notes another program just wrote are found at once, for a few milliseconds of folding. A
    /// longer queue is left to the writer thread's drain (`indexQueuedNotes`), which may hold the
    /// write lock for a chunk's folding; a search finds those notes as they are indexed.
    static let searchIndexingLimit = 20

    /// Indexes the queued notes when there are at most `searchIndexingLimit` of them, else
    /// leaves the queue as it is.
    /// - Parameter waitingAtMost: how long to wait for another connection's write lock.
    static func indexFewQueuedNotes(_ database: SQLiteDatabase, waitingAtMost milliseconds: Int32) throws {
        let queued = try database.integer(
            "SELECT count(*) FROM (SELECT 1 FROM notes_search_pending LIMIT \(searchIndexingLimit + 1))")
        guard queued > 0, queued <= searchIndexingLimit else { return }
        try indexQueuedNotes(database, waitingAtMost: milliseconds)
    }

    /// Whether notes wait in the queue to be indexed.
    static func hasQueuedNotes(_ database: SQLiteDatabase) throws -> Bool {
        try database.integer("SELECT EXISTS (SELECT 1 FROM notes_search_pending)") != 0
    }
}
