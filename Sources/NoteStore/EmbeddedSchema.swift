// The SQL of data/schema/*.sql, embedded so the binary needs no resource files.
//
// Edit the .sql file first, then copy its text here unchanged; SchemaMirrorTests compares
// the two byte for byte.

/// The text of each file under data/schema/, one constant per file.
enum EmbeddedSchema {
    /// data/schema/001-notes.sql
    static let notes = #"""
    -- 001: one row per note. Times are integer milliseconds since 1970-01-01 UTC.
    -- AUTOINCREMENT so the id of a deleted note is never handed out again: undoing the
    -- delete can then put the note back under its own id.
    CREATE TABLE notes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created INTEGER NOT NULL,
        updated INTEGER NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL
    );

    """#

    /// data/schema/002-note-previews.sql
    static let notePreviews = #"""
    -- 002: keep each note's list preview (the first line of its body, computed by the app on
    -- save) in a column of its own, stored before the body, so the note list is read without
    -- loading full bodies or walking their overflow pages. SQLite cannot reorder columns, so
    -- the table is rebuilt. Existing rows get NULL; the app fills those in after upgrading.
    CREATE TABLE notes_with_previews (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created INTEGER NOT NULL,
        updated INTEGER NOT NULL,
        title TEXT NOT NULL,
        preview TEXT,
        body TEXT NOT NULL
    );
    INSERT INTO notes_with_previews (id, created, updated, title, preview, body)
        SELECT id, created, updated, title, NULL, body FROM notes;
    -- Carry the id counter over, so ids of notes deleted before the upgrade stay unused.
    UPDATE sqlite_sequence SET seq = (SELECT seq FROM sqlite_sequence WHERE name = 'notes')
        WHERE name = 'notes_with_previews' AND EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'notes');
    DROP TABLE notes;
    ALTER TABLE notes_with_previews RENAME TO notes;
    -- The note list is newest first; ties (same millisecond) fall back to the newer id.
    CREATE INDEX notes_newest_first ON notes (updated DESC, id DESC);
    -- Finding the rows still to fill in must not read every row.
    CREATE INDEX notes_without_preview ON notes (id) WHERE preview IS NULL;

    """#

    /// data/schema/003-note-revisions.sql
    static let noteRevisions = #"""
    -- 003: a revision counter per note, raised by every save, so a save can tell whether the
    -- note is still the version its editor loaded (another window or machine may have saved it
    -- since) and never overwrite that version unseen. Existing notes start at revision 1.
    ALTER TABLE notes ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;

    """#

    /// data/schema/004-recovery-notices.sql
    static let recoveryNotices = #"""
    -- 004: what the app did when it found a damaged database: where the damaged file was moved,
    -- why, and how many notes it copied from it into this database. The app shows the newest
    -- notice at every start until the user dismisses it, which deletes the rows. Paths are BLOBs:
    -- file names are bytes and need not be UTF-8.
    CREATE TABLE recovery_notices (
        id INTEGER PRIMARY KEY,
        moved_at INTEGER NOT NULL,
        original_path BLOB NOT NULL,
        moved_aside_path BLOB NOT NULL,
        reason TEXT NOT NULL,
        recovered_notes INTEGER NOT NULL,
        unreadable_notes INTEGER NOT NULL
    );

    """#

    /// data/schema/005-note-search.sql
    static let noteSearch = #"""
    -- 005: search. A full-text index of every note's title and body, folded (lower case, accents
    -- and width removed) by the app's SQL function note_fold(), with SQLite's trigram tokenizer so
    -- a query matches anywhere inside words: Japanese and Chinese have no spaces between words,
    -- and a search for 日本語 must find it inside 今日は日本語の勉強をした. The app keeps the
    -- index in step through TEMP triggers each of its connections creates (NoteSearchIndex), so
    -- that another program writing notes (sqlite3, a script) does not need note_fold(). A body is
    -- indexed up to its first 100,000 characters, so saving a 20 MB note stays cheap.
    CREATE VIRTUAL TABLE notes_search USING fts5(title, body, tokenize = 'trigram');
    INSERT INTO notes_search (rowid, title, body) SELECT id, note_fold(title), note_fold(substr(body, 1, 100000)) FROM notes;

    """#

    /// data/schema/006-foreign-writes.sql
    static let foreignWrites = #"""
    -- 006: other programs' writes count. Any change to a note's title or body, by any SQLite
    -- client, advances its revision, so the app's next save of the version its editor loaded sees
    -- a conflict and keeps both texts. Every added, changed or deleted note is queued in
    -- notes_search_pending, which the app indexes (with its note_fold()) when it opens the store
    -- and before each search: the permanent triggers need no function of the app's.
    CREATE TRIGGER notes_revision_follows_content AFTER UPDATE OF title, body ON notes
        WHEN new.revision = old.revision BEGIN
        UPDATE notes SET revision = old.revision + 1 WHERE id = new.id;
    END;
    CREATE TABLE notes_search_pending (id INTEGER PRIMARY KEY);
    CREATE TRIGGER notes_search_queue_insert AFTER INSERT ON notes BEGIN
        INSERT OR IGNORE INTO notes_search_pending (id) VALUES (new.id);
    END;
    CREATE TRIGGER notes_search_queue_update AFTER UPDATE OF title, body ON notes BEGIN
        INSERT OR IGNORE INTO notes_search_pending (id) VALUES (new.id);
    END;
    CREATE TRIGGER notes_search_queue_delete AFTER DELETE ON notes BEGIN
        INSERT OR IGNORE INTO notes_search_pending (id) VALUES (old.id);
    END;

    """#

    /// data/schema/007-store-identity.sql
    static let storeIdentity = #"""
    -- 007: an identity of this notes store, random, made once. Recovery files (text a run could not
    -- save when it quit) name it, so text kept for one store is never applied to another, such as
    -- a file copied from another folder's recovery folder. A salvaged database keeps the damaged
    -- one's identity; a copy of the database file is the same store and has the same.
    CREATE TABLE store_identity (uuid TEXT NOT NULL);
    INSERT INTO store_identity (uuid) VALUES (lower(hex(randomblob(16))));

    """#

    /// data/schema/008-trash.sql
    static let trash = #"""
    -- 008: deleting a note moves it to the trash: `trashed` is when (milliseconds since 1970), NULL
    -- for a note that is not in it. A note in the trash stays out of the list, search and --list
    -- until it is restored or deleted for good; an opening removes the ones trashed 30 days ago.
    ALTER TABLE notes ADD COLUMN trashed INTEGER;
    CREATE INDEX notes_in_trash ON notes (trashed DESC, id DESC) WHERE trashed IS NOT NULL;

    """#

    /// data/schema/009-note-versions.sql
    static let noteVersions = #"""
    -- 009: notes keep the texts they had. A version is a note's title and body as they were until
    -- `replaced` (milliseconds since 1970), and why they were replaced: 'edited' (saved again after
    -- a pause in editing), 'recovered' (a recovery file's text was saved over it), 'restored' (an
    -- earlier version was put back) or 'elsewhere' (another program changed it, caught here by a
    -- trigger that needs no function of the app's). Versions are thinned as they age and go with
    -- their note when it is deleted for good.
    CREATE TABLE note_versions (
        id INTEGER PRIMARY KEY,
        note_id INTEGER NOT NULL,
        replaced INTEGER NOT NULL,
        reason TEXT NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL
    );
    CREATE INDEX note_versions_by_note ON note_versions (note_id, replaced DESC);
    CREATE INDEX note_versions_by_age ON note_versions (replaced);
    CREATE TRIGGER note_versions_keep_foreign_change BEFORE UPDATE OF title, body ON notes
        WHEN new.revision = old.revision AND (new.title IS NOT old.title OR new.body IS NOT old.body) BEGIN
        INSERT INTO note_versions (note_id, replaced, reason, title, body)
        VALUES (old.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), 'elsewhere', old.title, old.body);
    END;
    CREATE TRIGGER note_versions_follow_deletion AFTER DELETE ON notes BEGIN
        DELETE FROM note_versions WHERE note_id = old.id;
    END;

    """#
}
