// What the app has to tell the user, as a kind with its details: the window words it in the
// user's language (`InterfaceText.sentence(for:)`), the session decides when.
import NoteStore

/// A message for the window's message bar.
enum SessionMessage: Equatable {
    /// The store failed; `whileSaving` when it was a save (cleared by the next good save).
    case storeFailure(NoteStoreFailure, whileSaving: Bool)
    /// The note was saved elsewhere meanwhile; the editor's text was saved as a separate note.
    case savedAsCopy
    /// The note in the editor is read-only, for this reason (cleared on leaving it).
    case openedReadOnly(EditorLimits.Problem)
    /// A damaged database was moved aside and salvaged (shown until the user closes it).
    case salvagedDatabase(DatabaseSalvageReport)
    /// Text an earlier run could not save was saved now.
    case recoveredUnsavedText
    /// Recovery files (or their folder) at `path` are not the user's own and private, or are cut short: not read.
    case refusedRecoveryFiles(path: FileSystemPath)
    /// The app cannot quit: the text can be neither saved nor kept.
    case cannotQuit(reason: String)
    /// "Save a Copy…" could not write the file at `path`.
    case copyNotSaved(path: String, reason: String)
    /// A link to `address` could not be opened, for `reason`.
    case linkNotOpened(address: String, reason: String)
    /// A link named a note titled `title`, and there is none.
    case noNoteTitled(String)
    /// An import runs; it has made `imported` notes so far.
    case importingNotes(imported: Int)
    /// An import made `imported` notes; `notImported` files could not be imported.
    case notesImported(imported: Int, notImported: Int)
    /// Export All Notes… wrote the notes into `folder`; some could not be written when `failed`.
    case notesExported(folder: String, failed: Bool)
    /// The notes folder is on the network file system `name`: the store runs without its
    /// write-ahead log, and the notes must be opened from one computer at a time.
    case networkFileSystem(name: String)
    /// A file-sync tool left `file`, another computer's copy of the notes, beside them; it holds
    /// `missingNotes` notes that are not in them, offered for import.
    case syncConflictCopy(file: FileSystemPath, missingNotes: Int)
    /// `count` notes changed on this computer and another since they last synced: each shows the
    /// newer text, the other is in its version history.
    case changedOnTwoComputers(count: Int)
    /// The sync folder `folder` is not there (a disk not mounted): nothing is synced until it is.
    case syncFolderMissing(folder: FileSystemPath)
    /// A pass could not write the sync folder or read the notes; `reason` names the file.
    case syncFailed(reason: String)

    /// Which messages go away by themselves, and when.
    enum Kind: Equatable {
        /// Until the next good save.
        case saveFailure
        /// Until another note is shown.
        case readOnlyNote
        /// Until the user closes it or another message replaces it.
        case other
    }

    /// How much the user needs a message: a notice that comes by itself (not in answer to what
    /// the user did) never hides one they need more.
    enum Importance: Int, Comparable {
        /// Something about the notes folder the user may act on later: another computer's copy,
        /// a network file system.
        case notice
        /// What became of the user's own action or text: an import's count, text saved as a copy
        /// or recovered.
        case outcome
        /// Something that stops the user or leaves their text at risk until they act: a failure,
        /// a read-only note, recovery files not read.
        case problem
        /// The report of a damaged database, with where its notes went.
        case damageReport

        static func < (lhs: Importance, rhs: Importance) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var importance: Importance {
        switch self {
        case .salvagedDatabase: .damageReport
        case .storeFailure, .cannotQuit, .copyNotSaved, .openedReadOnly, .refusedRecoveryFiles, .linkNotOpened: .problem
        case .notesExported(_, let failed): failed ? .problem : .outcome
        case .savedAsCopy, .recoveredUnsavedText, .importingNotes, .notesImported, .noNoteTitled: .outcome
        case .networkFileSystem, .syncConflictCopy, .syncFolderMissing, .syncFailed: .notice
        case .changedOnTwoComputers: .outcome
        }
    }

    /// Whether this message, coming by itself, may take the place of `shown` in the bar: only of
    /// a message the user needs no more than it (or of none).
    func mayReplace(_ shown: SessionMessage?) -> Bool {
        guard let shown else { return true }
        return importance >= shown.importance
    }

    var kind: Kind {
        switch self {
        case .storeFailure(_, let whileSaving): whileSaving ? .saveFailure : .other
        case .cannotQuit: .saveFailure
        case .openedReadOnly: .readOnlyNote
        case .savedAsCopy, .salvagedDatabase, .recoveredUnsavedText, .refusedRecoveryFiles, .copyNotSaved,
            .importingNotes, .notesImported, .notesExported, .linkNotOpened, .noNoteTitled,
            .networkFileSystem, .syncConflictCopy, .changedOnTwoComputers, .syncFolderMissing, .syncFailed:
            .other
        }
    }
}
