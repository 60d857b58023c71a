-- 005: search. A full-text index of every note's title and body, folded (lower case, accents
-- and width removed) by the app's SQL function note_fold(), with SQLite's trigram tokenizer so
-- a query matches anywhere inside words: Japanese and Chinese have no spaces between words,
-- and a search for 日本語 must find it inside 今日は日本語の勉強をした. Triggers keep the
-- index in step with notes, so every way of writing a note (and undoing a delete) updates it.
CREATE VIRTUAL TABLE notes_search USING fts5(title, body, tokenize = 'trigram');
INSERT INTO notes_search (rowid, title, body) SELECT id, note_fold(title), note_fold(body) FROM notes;
CREATE TRIGGER notes_search_insert AFTER INSERT ON notes BEGIN
    INSERT INTO notes_search (rowid, title, body) VALUES (new.id, note_fold(new.title), note_fold(new.body));
END;
CREATE TRIGGER notes_search_delete AFTER DELETE ON notes BEGIN
    DELETE FROM notes_search WHERE rowid = old.id;
END;
-- A save that leaves a field as it was does not fold it again (a 20 MB body stays untouched).
CREATE TRIGGER notes_search_title AFTER UPDATE OF title ON notes WHEN old.title IS NOT new.title BEGIN
    UPDATE notes_search SET title = note_fold(new.title) WHERE rowid = new.id;
END;
CREATE TRIGGER notes_search_body AFTER UPDATE OF body ON notes WHEN old.body IS NOT new.body BEGIN
    UPDATE notes_search SET body = note_fold(new.body) WHERE rowid = new.id;
END;
