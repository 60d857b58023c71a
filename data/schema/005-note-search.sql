-- 005: search. A full-text index of every note's title and body, folded (lower case, accents
-- and width removed) by the app's SQL function note_fold(), with SQLite's trigram tokenizer so
-- a query matches anywhere inside words: Japanese and Chinese have no spaces between words,
-- and a search for 日本語 must find it inside 今日は日本語の勉強をした. The app keeps the
-- index in step through TEMP triggers each of its connections creates (NoteSearchIndex), so
-- that another program writing notes (sqlite3, a script) does not need note_fold().
CREATE VIRTUAL TABLE notes_search USING fts5(title, body, tokenize = 'trigram');
INSERT INTO notes_search (rowid, title, body) SELECT id, note_fold(title), note_fold(body) FROM notes;
