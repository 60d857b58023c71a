-- 013: notebooks and pins. A note is in at most one notebook (`notebook`, a notebooks row; NULL:
-- none), as in Gnote, whose `system:notebook:NAME` tags an import maps here; names are unique
-- ignoring ASCII case, as a person types them. `pinned` (0 or 1) keeps a note at the top of the
-- list whatever the order. Neither changes a note's revision or edited time: pinning is not
-- editing, and an editor's next save must not see a conflict.
--
-- The list shows pinned notes first, then by edited time, created time or title (ASCII case
-- ignored), the id breaking ties, either for every note or for one notebook. One index per order
-- and per filter, each leaving out the trash, so a page, a count and a row's position are ranges
-- of one index at 100,000 notes (BENCHMARKS.md).
CREATE TABLE notebooks (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE);
ALTER TABLE notes ADD COLUMN notebook INTEGER;
ALTER TABLE notes ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0;
CREATE INDEX notes_by_edited ON notes (pinned DESC, updated DESC, id DESC) WHERE trashed IS NULL;
CREATE INDEX notes_by_created ON notes (pinned DESC, created DESC, id DESC) WHERE trashed IS NULL;
CREATE INDEX notes_by_title_order ON notes (pinned DESC, title COLLATE NOCASE, id) WHERE trashed IS NULL;
CREATE INDEX notebook_notes_by_edited ON notes (notebook, pinned DESC, updated DESC, id DESC) WHERE trashed IS NULL;
CREATE INDEX notebook_notes_by_created ON notes (notebook, pinned DESC, created DESC, id DESC) WHERE trashed IS NULL;
CREATE INDEX notebook_notes_by_title ON notes (notebook, pinned DESC, title COLLATE NOCASE, id) WHERE trashed IS NULL;
