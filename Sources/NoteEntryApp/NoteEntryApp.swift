// NoteEntryApp: filled in by its issue.
