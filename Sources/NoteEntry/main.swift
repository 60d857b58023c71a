print("note-entry")
