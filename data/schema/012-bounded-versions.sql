-- 012: a note keeps at most 50 versions (NoteStore.versionsPerNote), whoever made them. The app
-- thins its own as it saves; versions another program's UPDATEs make (009's trigger) are bounded
-- here, as they are made, so a script's thousands of updates cannot keep thousands of texts.
-- The newest stay, by the order the history lists them. Stores kept more before: thinned now.
DELETE FROM note_versions WHERE id IN (
    SELECT id FROM (
        SELECT id, row_number() OVER (PARTITION BY note_id ORDER BY replaced DESC, id DESC) AS position
        FROM note_versions)
    WHERE position > 50);
CREATE TRIGGER note_versions_bounded AFTER INSERT ON note_versions BEGIN
    DELETE FROM note_versions WHERE note_id = new.note_id AND id NOT IN (
        SELECT id FROM note_versions WHERE note_id = new.note_id ORDER BY replaced DESC, id DESC LIMIT 50);
END;
