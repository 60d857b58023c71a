// Whether a store may change its folder, or only read it (`note-entry --list`).

extension NoteStore {
    /// What opening a store may do to the notes folder.
    ///
    /// ```swift
    /// let store = try NoteStore(directoryPath: folder, access: .readOnly)   // a backup reads
    /// print(try store.allNotes().count)
    /// ```
    public enum Access: Sendable, Equatable {
        /// The app's own use: creates the folder and database if missing, upgrades the schema,
        /// moves a damaged database aside and salvages its notes.
        case readWrite
        /// Reading only: creates, moves, repairs and upgrades nothing (the database is opened
        /// with `SQLITE_OPEN_READONLY`). A missing folder or database, or a damaged one, is an
        /// error; every change fails.
        case readOnly
    }
}
