-- 008: deleting a note moves it to the trash: `trashed` is when (milliseconds since 1970), NULL
-- for a note that is not in it. A note in the trash stays out of the list, search and --list
-- until it is restored or deleted for good; an opening removes the ones trashed 30 days ago.
ALTER TABLE notes ADD COLUMN trashed INTEGER;
CREATE INDEX notes_in_trash ON notes (trashed DESC, id DESC) WHERE trashed IS NOT NULL;
