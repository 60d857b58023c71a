// Keeping the search index (schema 005's notes_search) in step with the notes.
//
// TEMP triggers, created by each read-write connection of the app when it opens: they call the
// app's note_fold(), which only the app's connections have, so they must not be part of the
// schema other programs see (a `sqlite3` user updating a note would get "no such function").
// A note written by another program is therefore not re-indexed until the app saves it.
enum NoteSearchIndex {
    /// How much of a body is indexed: its first 100,000 characters (as schema 005 does), so a
    /// save of a 20 MB note does not fold and index 20 MB; search finds what lies within them.
    static let indexedBodyLength = 100_000

    /// The triggers; a save that leaves a field's indexed part as it was does not fold it again
    /// (typing at the end of a 1 MB note does not rewrite its index: ~22 → ~2.5 ms a save).
    static let triggers = """
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
}
