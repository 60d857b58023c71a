-- 010: an import asks, for each note it reads, whether a note outside the trash has the same
-- title and body (NoteStore.hasNote). Without an index that reads every note, so importing n
-- notes took time in n squared; by title, only the notes of that title are compared. (SQLite 3.40
-- does not use an index on an expression such as length(body) for this, and the stored preview
-- may be missing for notes other programs wrote.)
CREATE INDEX notes_by_title ON notes (title) WHERE trashed IS NULL;
