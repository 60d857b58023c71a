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
