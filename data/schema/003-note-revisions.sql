-- 003: a revision counter per note, raised by every save, so a save can tell whether the
-- note is still the version its editor loaded (another window or machine may have saved it
-- since) and never overwrite that version unseen. Existing notes start at revision 1.
ALTER TABLE notes ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
