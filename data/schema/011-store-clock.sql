-- 011: the trash and the version history expire by the store's own clock, never by the wall
-- clock alone, which may be years behind (a dead CMOS battery) or weeks ahead. `store_clock`
-- holds one row: `trusted` (milliseconds) moves forward at an opening by the time since the last
-- one, at most a day, and only when the clock contradicts nothing the store holds (a time
-- before `wall`, the last such opening, or before its newest note, trash or version time).
-- A note in the trash and a version get their expiry (`trash_expires`, `expires`, in trusted
-- time) at the first opening that sees them: 30 days of trusted time on.
CREATE TABLE store_clock (trusted INTEGER NOT NULL, wall INTEGER NOT NULL);
INSERT INTO store_clock (trusted, wall) VALUES (0, 0);
ALTER TABLE notes ADD COLUMN trash_expires INTEGER;
ALTER TABLE note_versions ADD COLUMN expires INTEGER;
CREATE INDEX notes_trash_by_expiry ON notes (trash_expires) WHERE trashed IS NOT NULL;
CREATE INDEX note_versions_by_expiry ON note_versions (expires);
