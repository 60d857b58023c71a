-- 002: keep the start of each body (its first 200 characters) in a column of its own,
-- stored before the body, so the note list is read without loading full bodies or
-- walking their overflow pages. SQLite cannot reorder columns, so the table is rebuilt.
CREATE TABLE notes_with_heads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created INTEGER NOT NULL,
    updated INTEGER NOT NULL,
    title TEXT NOT NULL,
    body_head TEXT NOT NULL,
    body TEXT NOT NULL
);
INSERT INTO notes_with_heads (id, created, updated, title, body_head, body)
    SELECT id, created, updated, title, substr(body, 1, 200), body FROM notes;
-- Carry the id counter over, so ids of notes deleted before the upgrade stay unused.
UPDATE sqlite_sequence SET seq = (SELECT seq FROM sqlite_sequence WHERE name = 'notes')
    WHERE name = 'notes_with_heads' AND EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'notes');
DROP TABLE notes;
ALTER TABLE notes_with_heads RENAME TO notes;
-- The note list is newest first; ties (same millisecond) fall back to the newer id.
CREATE INDEX notes_newest_first ON notes (updated DESC, id DESC);
