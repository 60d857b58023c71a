// The notes database, opened when first needed and opened again after a failure.
import Glibc
import NoteStore

/// Gives the app its `NoteStore`, opening it on demand. When the folder cannot be used
/// (read-only, missing parent, a file in the way), each later request tries again, so the
/// app starts saving as soon as the problem is fixed.
final class NoteStoreConnection {
    /// The notes folder, byte for byte; nil is the default (`$XDG_DATA_HOME/note-entry`).
    let directory: FileSystemPath?
    private var openStore: NoteStore?

    /// A connection to the notes in `directory` (not opened yet).
    init(directory: FileSystemPath?) {
        self.directory = directory
    }

    /// A connection to an already open store (tests inject one to control it).
    init(store: NoteStore) {
        directory = store.directoryPath
        openStore = store
    }

    /// The open store, if it has been opened.
    var currentStore: NoteStore? { openStore }

    /// The folder opened: `directory`, or the default one.
    var resolvedDirectory: FileSystemPath { directory ?? NoteStoreLocation.defaultDirectoryPath() }

    /// Starts the database's integrity check on a background thread (`IntegrityCheckAhead`),
    /// so that the first `store()` need not run it: called first thing, before GTK starts.
    func startIntegrityCheck() {
        IntegrityCheckAhead.start(directoryPath: resolvedDirectory)
    }

    /// The store, opening it if needed.
    /// - Throws: `NoteStoreError` when it cannot be opened now.
    func store() throws -> NoteStore {
        if let openStore { return openStore }
        let store = try NoteStore(directoryPath: resolvedDirectory)
        openStore = store
        return store
    }

    /// Closes the connection (the next `store()` opens it again).
    func close() {
        openStore = nil
    }
}
