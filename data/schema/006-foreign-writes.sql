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
