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
