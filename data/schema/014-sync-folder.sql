-- 014: the sync folder (NoteStore/Sync). Each note that has met the folder has a `sync_notes`
-- row: `sync_id`, the id its file carries on every computer (32 hex digits, random), and what
-- the store and the folder last agreed on: the note's `revision`, `notebook`, `pinned` and
-- whether it was in the trash, the `fingerprint` of its text and fields, and the file's name,
-- size and modification time. A note changed here differs from its row; a file changed there
-- differs from its size and time. A row outlives a note deleted for good (no foreign key), so
-- the next pass can remove its file. `sync_folder` holds the one folder this state is for; another
-- folder starts afresh.
CREATE TABLE sync_notes (
    note_id INTEGER PRIMARY KEY,
    sync_id TEXT NOT NULL UNIQUE,
    revision INTEGER,
    notebook INTEGER,
    pinned INTEGER,
    trashed INTEGER,
    fingerprint TEXT,
    file BLOB,
    file_size INTEGER,
    file_modified INTEGER
);
CREATE TABLE sync_folder (path BLOB NOT NULL);
