// Sync passes off the window's thread, on a connection of their own: a first pass over 10,000
// notes writes 10,000 files, and no pass may hold up typing.
import Dispatch
import NoteStore
import Synchronization

/// Runs `SyncFolder` passes one after another on a thread and a `NoteStore` of their own (WAL lets
/// it write beside the window's reads; SQLite's busy wait takes turns with the saving writer).
final class NoteSyncRunner: @unchecked Sendable {
    // @unchecked: `store` is touched only on `queue`; `isCancelled` is atomic.
    private let queue = DispatchQueue(label: "note-entry.sync")
    private let directory: FileSystemPath
    private var store: NoteStore?
    /// Set by `cancel()`: passes asked for before and not yet begun do not run, so a pass queued
    /// before Stop Syncing cannot make the store remember the folder again.
    private let isCancelled = Atomic(false)

    /// A runner for the notes in `directory` (opened on its thread when first needed).
    init(directory: FileSystemPath) {
        self.directory = directory
    }

    /// Runs a pass with `folder` and hands `completion`, on the runner's thread, what it did or
    /// why it failed.
    /// The notes in `held` have changes an editor has not saved yet: nothing from the folder
    /// goes into them this pass.
    func pass(
        with folder: SyncFolder, holding held: Set<Int64> = [],
        completion: @escaping @Sendable (Result<SyncReport, NoteStoreFailure>) -> Void
    ) {
        queue.async { completion(self.run(folder, holding: held)) }
    }

    /// Runs a pass with `folder` after the ones asked for before, and waits for it.
    func passAndWait(with folder: SyncFolder) -> Result<SyncReport, NoteStoreFailure> {
        queue.sync { run(folder) }
    }

    /// No further pass runs; one under way ends on its own.
    func cancel() {
        isCancelled.store(true, ordering: .relaxed)
    }

    private func run(_ folder: SyncFolder, holding held: Set<Int64> = []) -> Result<SyncReport, NoteStoreFailure> {
        guard !isCancelled.load(ordering: .relaxed) else { return .success(SyncReport()) }
        do {
            let store = try self.store ?? NoteStore(directoryPath: directory)
            self.store = store
            return .success(try folder.synchronize(store, holding: held))
        } catch {
            let failure = NoteStoreFailure(error)
            if failure.needsReopening { store = nil }
            return .failure(failure)
        }
    }
}
