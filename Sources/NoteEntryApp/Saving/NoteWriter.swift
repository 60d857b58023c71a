// The one thread that writes notes, so a busy database, a slow fsync or a 20 MB note never
// blocks the window.
//
// Saves run one after another in the order they were asked for, on a connection of their
// own (SQLite in WAL mode lets the main thread's connection read meanwhile). A save reported
// done has committed with synchronous=FULL, as before: it survives kill -9 and power loss.
import Dispatch
import Glibc
import NoteStore

/// A serial writer with its own `NoteStore`, opened on its thread when first needed and again
/// after a failure to open.
///
/// The writer also remembers what it wrote in this run, so requests that were snapshotted
/// before an earlier save finished still land in the right note: a draft's second save
/// updates the note its first save created, and a note's own earlier saves never count as
/// someone else's change.
package final class NoteWriter: @unchecked Sendable {
    // @unchecked: every stored property below except `queue` is touched only on `queue`.
    private let queue = DispatchQueue(label: "note-entry.writer")
    private let openStore: @Sendable () throws -> NoteStore
    private var store: NoteStore?
    /// The note each draft's first save created.
    private var createdForDraft: [Int: Int64] = [:]
    /// The newest revision this writer saved, per note.
    private var ownRevision: [Int64: Int64] = [:]
    /// Where saves of a note go after it was saved as a copy (conflict) or recreated (deleted).
    private var redirected: [Int64: Int64] = [:]
    /// Whether a drain of the search-index queue is under way (`indexNotesWrittenElsewhere`).
    private var isIndexing = false

    /// A writer whose store `openStore` opens (called on the writer's thread).
    package init(openStore: @escaping @Sendable () throws -> NoteStore) {
        self.openStore = openStore
    }

    /// Saves `request` on the writer's thread and hands the outcome to `completion` there.
    package func save(_ request: SaveRequest, completion: @escaping @Sendable (SaveOutcome) -> Void) {
        queue.async { completion(self.perform(request)) }
    }

    /// Saves `request` after every save asked for before it, and waits for the outcome.
    package func saveAndWait(_ request: SaveRequest) -> SaveOutcome {
        queue.sync { perform(request) }
    }

    /// Saves requests other writers made (recovery files an earlier run left), after the saves
    /// asked for before, and hands `completion` on the writer's thread the outcome of each, or
    /// nil for one kept for another store than the writer's (`keptFor`, a `NoteStore.identity`).
    ///
    /// Each is checked against the stored revision alone, never taken for a continuation of this
    /// writer's own saves, and its revision is not taken for this writer's: two such requests
    /// for one note keep both texts, and so does the editor's next save of a note one changed.
    package func saveForeign(
        _ requests: [(request: SaveRequest, keptFor: String?)],
        completion: @escaping @Sendable ([SaveOutcome?]) -> Void
    ) {
        queue.async {
            let identity = try? self.currentStore().identity
            completion(
                requests.map { request, store in
                    if let store, store != identity { return nil }
                    return self.perform(request, continuingOwnSaves: false)
                })
        }
    }

    /// Indexes for search, on the writer's thread, every note other programs wrote, a chunk at
    /// a time with the saves asked for meanwhile in between, so a script that rewrote 100,000
    /// notes stalls neither the window nor a save for long.
    /// Asked while a drain runs, it does nothing: that drain goes on until the queue is empty.
    package func indexNotesWrittenElsewhere() {
        queue.async {
            guard !self.isIndexing else { return }
            self.isIndexing = true
            self.indexNextChunk()
        }
    }

    private func indexNextChunk() {
        guard let store = try? currentStore(), (try? store.indexNotesWrittenElsewhere()) == true else {
            isIndexing = false
            return
        }
        queue.async { self.indexNextChunk() }
    }

    /// The identity of the store the writer has open (after the saves asked for before), nil
    /// when it has none open.
    package var storeIdentity: String? {
        queue.sync { store?.identity }
    }

    /// Runs `body` on the writer's thread, after the saves queued before it, and hands its
    /// result (nil when the store cannot be opened or `body` throws) to `completion` there: a
    /// read that scans every note keeps the window answering meanwhile.
    package func read<Result: Sendable>(
        _ body: @escaping @Sendable (NoteStore) throws -> Result, completion: @escaping @Sendable (Result?) -> Void
    ) {
        queue.async { completion(try? body(try self.currentStore())) }
    }

    /// Runs `body` with the writer's store on its thread, after the saves before it, and waits
    /// (for quitting: a checkpoint; for tests: a page cap).
    package func withStore<Result: Sendable>(_ body: @Sendable (NoteStore) throws -> Result) throws -> Result {
        try queue.sync { try body(try currentStore()) }
    }

    /// Empties the write-ahead log into the database file and closes the writer's connection,
    /// after every save asked for; the next save opens it again.
    package func checkpointAndClose() throws {
        try queue.sync {
            defer { store = nil }
            try store?.checkpoint()
        }
    }

    private func currentStore() throws -> NoteStore {
        if let store { return store }
        let opened = try openStore()
        store = opened
        return opened
    }

    private func perform(_ request: SaveRequest, continuingOwnSaves: Bool = true) -> SaveOutcome {
        do {
            let store = try currentStore()
            let outcome = try write(request, to: store, continuingOwnSaves: continuingOwnSaves)
            if continuingOwnSaves, let saved = outcome.saved { ownRevision[saved.id] = saved.revision }
            return outcome
        } catch {
            let failure = NoteStoreFailure(error)
            if failure.needsReopening { store = nil }
            return .failed(failure)
        }
    }

    private func write(_ request: SaveRequest, to store: NoteStore, continuingOwnSaves: Bool) throws -> SaveOutcome {
        let target: (id: Int64, revision: Int64)
        switch request.target {
        case .draft(let draft):
            guard let created = createdForDraft[draft] else {
                let note = try store.createNote(title: request.title, body: request.body)
                createdForDraft[draft] = note.id
                return .saved(SavedChanges(note: note))
            }
            target = (created, ownRevision[created] ?? 1)
        case .note(let id, let revision):
            target = (id, revision)
        }
        let id = continuingOwnSaves ? redirected[target.id] ?? target.id : target.id
        let base = continuingOwnSaves ? max(target.revision, ownRevision[id] ?? target.revision) : target.revision
        let wasRedirected = id != target.id
        // The first save since the editor showed a stored note begins an editing session: the
        // text it replaces is kept as a version. The editor says so: the revision it sends moves
        // on with each of its saves, so it equals `base` at every save, not only the first.
        let beginsSession: Bool
        if case .note = request.target, !wasRedirected {
            beginsSession = request.beginsEditingSession && base == target.revision
        } else {
            beginsSession = false
        }
        let origin: NoteStore.SaveOrigin =
            !continuingOwnSaves ? .recovery : beginsSession ? .editingSessionStart : .editor
        do {
            // A redirected note is a copy this writer made with the whole text: save it whole.
            let saved = try store.saveChanges(
                id: id, title: request.titleEdited || wasRedirected ? request.title : nil,
                body: request.bodyEdited || wasRedirected ? request.body : nil, ifRevision: base,
                origin: origin)
            return .saved(saved)
        } catch NoteStoreError.noteChangedElsewhere {
            let copy = SavedChanges(note: try store.createNote(title: request.title, body: request.body))
            if continuingOwnSaves { redirected[id] = copy.id }
            return .savedAsCopy(original: id, copy: copy)
        } catch NoteStoreError.noteNotFound {
            let note = SavedChanges(note: try store.createNote(title: request.title, body: request.body))
            if continuingOwnSaves { redirected[id] = note.id }
            return .savedAfterDeletion(original: id, note: note)
        }
    }
}

extension SavedChanges {
    /// What saving `note` just now reported (a new note's first save).
    init(note: Note) {
        self.init(id: note.id, revision: note.revision, created: note.created, summary: NoteSummary(note: note))
    }
}
