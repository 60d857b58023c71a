// NoteStore: filled in by its issue.
