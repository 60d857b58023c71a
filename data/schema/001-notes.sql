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
