// The note app's behaviour, with no GTK in it: which note the editor holds, opening, New,
// Delete and its undo, saving (through `NoteSaving`), quitting, and which message to show.
// The window (`NoteSessionDisplay`) only shows what this decides and reports what the user did.
import Glibc
import NoteStore

/// The application's notes session: one per app, built by the application (with the writer and
/// the saving policy) and shown by its window.
///
/// ```swift
/// let session = NoteSession(connection: NoteStoreConnection(directory: nil), saving: saving)
/// session.display = window   // the window also attaches its editor as the document's buffer
/// session.start()            // lists the notes, shows the newest
/// session.open(id)           // saves first; stays if that fails
/// ```
@MainActor
final class NoteSession {
    /// The save policy.
    let saving: NoteSaving
    /// The window; set before `start()`.
    weak var display: NoteSessionDisplay?
    /// The notes deleted while the offer to undo showed, in the order deleted: Undo restores
    /// them all. Forgotten when the offer goes (`forgetDeletes()`).
    private(set) var deletedNotes: [Note] = []
    /// The newest damage report of the store, while the user has not closed it.
    private var shownSalvageReport: DatabaseSalvageReport?

    let connection: NoteStoreConnection
    /// Whether an import runs (`importNotes`).
    var isImporting = false
    /// What the user chose to import while an import ran: imported once it ends.
    var waitingImports: [FileSystemPath] = []
    /// What waits for the recovery files to be saved, while they are being saved.
    private var waitingForRecovery: [@MainActor () -> Void]?
    /// The store's change counter when the list last showed the store (`followStore()`).
    var shownChangeCounter: Int64?
    /// Which notes the list shows and in what order (`NoteSession+Notebooks`).
    var listQuery = NoteListQuery()
    /// Whether note `id` is open in a window of its own, whose document alone saves it: shown
    /// here, it is read-only (`NoteDocument.holdReadOnly`).
    var isEditedElsewhere: @MainActor (Int64) -> Bool = { _ in false }
    /// The shown note's title that other notes' `[[…]]` links use: as loaded, then as last
    /// renamed (`titleEditingEnded`).
    var linkedTitle: String?
    /// The sync folder `--sync-folder` chose for this run (the store remembers it from then on).
    var chosenSyncFolder: FileSystemPath?
    /// The sync with the store's sync folder, while there is one (`NoteSession+Sync`).
    var sync: NoteSync?
    /// The store's change counter when a sync pass was last asked for.
    var syncedChangeCounter: Int64?
    /// The sync problem the window and standard error said last, until a pass has none.
    var toldSyncProblem: String?
    /// A run that must not sync (a screenshot).
    var syncDisabled = false

    /// A session over the notes of `connection` (read on the main thread), saving through `saving`.
    init(connection: NoteStoreConnection, saving: NoteSaving) {
        self.connection = connection
        self.saving = saving
        saving.onOutcome = { [weak self] outcome in self?.saveEnded(outcome) }
    }

    /// The note being edited.
    var document: NoteDocument { saving.document }

    /// The notes folder this session shows.
    var folder: FileSystemPath { connection.resolvedDirectory }

    // MARK: Starting and quitting

    /// Opens the store, saves what an earlier run could not, lists the notes and shows the
    /// newest (or a new, empty note).
    func start() {
        guard let display else { return }
        let store: NoteStore
        do {
            store = try connection.store()
        } catch {
            storeUnavailable(error)
            showDraft()
            return
        }
        if let report = store.salvageReport {
            shownSalvageReport = report
            display.show(.salvagedDatabase(report))
        }
        tellOfNetworkFileSystem(store)
        loadList(from: store)
        // The writer opens its connection for this only when the opening left notes queued.
        if store.hasNotesWrittenElsewhere { saving.indexNotesWrittenElsewhere() }
        if let newest = display.listFirst, let note = try? store.note(id: newest) {
            show(note)
        } else {
            showDraft()
        }
        waitingForRecovery = []
        saving.recoverUnsavedTexts { [weak self] recovered in self?.unsavedTextsRecovered(recovered, into: store) }
        // Texts recovered from an earlier run go out with the first pass.
        whenUnsavedTextsRecovered { [weak self] in self?.startSyncing() }
    }

    /// Whether texts earlier runs could not save are being read and saved now.
    var isRecoveringUnsavedTexts: Bool { waitingForRecovery != nil }

    /// Runs `action` once the texts earlier runs could not save are in the notes and the copies a
    /// file-sync tool left are looked at (at once when they are, or when the store could not be
    /// opened): the window is complete then.
    func whenUnsavedTextsRecovered(_ action: @escaping @MainActor () -> Void) {
        if waitingForRecovery == nil { action() } else { waitingForRecovery?.append(action) }
    }

    /// The recovery files are saved: the list shows them, and the editor the newest recovered
    /// note unless the user has changed the note shown meanwhile.
    private func unsavedTextsRecovered(_ recovered: NoteSaving.RecoveredTexts, into store: NoteStore) {
        defer {
            lookForSyncConflictCopies { [weak self] in
                let waiting = self?.waitingForRecovery ?? []
                self?.waitingForRecovery = nil
                waiting.forEach { $0() }
            }
        }
        for refusal in recovered.refused {
            StandardStream.error(
                "\(CommandLineOptions.programName): not recovering \(ShellWord.shown(refusal.path)): it \(refusal.reason); it is left as it is"
            )
        }
        guard let display else { return }
        if let newest = recovered.saved.last?.id {
            display.show(.recoveredUnsavedText)
            loadList(from: store)
            if !saving.hasUnsavedChanges, let note = try? store.note(id: newest) {
                show(note)
            } else {
                display.listSelect(document.id)
            }
        }
        if let first = recovered.refused.first { display.show(.refusedRecoveryFiles(path: first.path)) }
    }

    /// Opens the store again after it could not be opened (Retry): when it opens now, lists the
    /// notes and saves what was typed meanwhile (else shows the newest note); when it still
    /// cannot, says why again.
    func retryOpening() {
        guard connection.currentStore == nil, let display else { return }
        let store: NoteStore
        do {
            store = try connection.store()
        } catch {
            storeUnavailable(error)
            return
        }
        display.hideMessage(ofKind: .other)
        display.hideMessage(ofKind: .saveFailure)
        loadList(from: store)
        let typed = document.text
        if document.id == nil, !typed.title.isEmpty || !typed.body.isEmpty {
            save()
        } else if let newest = display.listFirst, let note = try? store.note(id: newest) {
            show(note)
        }
    }

    /// Whether the window shows the report of a damaged database (other notices wait behind it).
    var isShowingDamageReport: Bool { shownSalvageReport != nil }

    /// The user closed the message bar showing `message`: a damage report is then not shown again.
    func messageClosed(_ message: SessionMessage) {
        guard case .salvagedDatabase(let report) = message, report == shownSalvageReport else { return }
        shownSalvageReport = nil
        try? connection.currentStore?.dismissSalvageReport()
    }

    /// Before the app quits: saves, or keeps the text in a recovery file. False (with a message
    /// when `showingProblems`) when the text could be neither saved nor kept: the app must stay.
    func prepareToQuit(showingProblems: Bool = true) -> Bool {
        if !showingProblems { saving.onOutcome = { _ in } }
        let result = saving.finishForQuit()
        if let path = result.keptIn {
            StandardStream.error(
                "\(CommandLineOptions.programName): the note could not be saved; its text is kept in \(ShellWord.shown(path)) "
                    + "and will be saved into your notes at the next start")
        }
        guard result.canQuit else {
            StandardStream.error(
                "\(CommandLineOptions.programName): the note can be neither saved nor kept: \(result.failure ?? "")")
            if showingProblems { display?.show(.cannotQuit(reason: result.failure ?? "")) }
            return false
        }
        return true
    }

    /// The window is gone: outcomes of saves still on the writer's thread, and of sync passes
    /// still on the sync thread, change nothing (passes go on until the app quits).
    func displayClosed() {
        saving.onOutcome = { _ in }
        sync?.onReport = { _ in }
        sync?.heldNotes = { [] }
    }

    /// Closes both database connections after copying the write-ahead log into the database
    /// file, so that `notes.sqlite3` alone holds every note once the app has quit.
    func closeStores() {
        finishSyncing()
        do {
            try saving.writer.checkpointAndClose()
        } catch {
            StandardStream.error("\(CommandLineOptions.programName): \(error)")
        }
        connection.close()
    }

    // MARK: Notes

    /// Saves the editor's changes now and waits; false when they could not be saved.
    @discardableResult
    func save() -> Bool {
        saving.saveNow()
    }

    /// Saves the current note, then shows note `id`. Stays on the current note if it could
    /// not be saved, so nothing typed is lost.
    func open(_ id: Int64) {
        guard id != document.id else { return }
        guard save() else {
            display?.listSelect(document.id)
            return
        }
        do {
            guard let note = try connection.store().note(id: id) else {
                display?.listRemove(id)
                display?.listSelect(document.id)
                return
            }
            show(note)
        } catch {
            display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
            display?.listSelect(document.id)
        }
    }

    /// Saves the current note and shows a new, empty one. The new note is stored once something
    /// is typed in it: an empty note the user leaves is not kept.
    /// - Returns: whether the new note is shown.
    @discardableResult
    func newNote() -> Bool {
        guard save() else { return false }
        showDraft()
        return true
    }

    /// Deletes the note in the editor and offers to undo it, with the notes deleted while the
    /// offer showed; the next note is shown.
    func deleteCurrentNote() {
        guard save() else { return }
        guard let id = document.id else {
            showDraft()
            return
        }
        do {
            let next = display?.listNeighbour(of: id)
            deletedNotes.append(try connection.store().deleteNote(id: id))
            display?.listRemove(id)
            display?.offerUndoDelete(deletedNotes)
            if let next { open(next) } else { showDraft() }
        } catch {
            display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
        }
    }

    /// Takes the notes deleted while the offer to undo showed out of the trash and shows the first
    /// of them. A note no longer in the trash (restored or deleted for good meanwhile, by this
    /// window or another program) is left as it is: Undo never brings back a note deleted forever.
    func undoDelete() {
        guard !deletedNotes.isEmpty, save() else { return }
        let deleted = deletedNotes
        forgetDeletes()
        var restored: [Note] = []
        do {
            let store = try connection.store()
            for note in deleted {
                do {
                    restored.append(try store.restoreFromTrash(id: note.id))
                } catch NoteStoreError.noteNotFound {
                    continue
                }
            }
        } catch {
            display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
        }
        for note in restored { display?.listInsert(NoteSummary(note: note)) }
        if let first = restored.first { show(first) }
    }

    /// Whether Undo would still restore every note it offers to: each is still in the trash. Another
    /// program (or another window over the folder) may have restored one, or deleted it for good.
    var deletesStillUndoable: Bool {
        guard let store = connection.currentStore else { return false }
        return deletedNotes.allSatisfy { (try? store.isInTrash(id: $0.id)) == true }
    }

    /// The offer to undo the deletes went (timed out, closed) or would be wrong now (the trash
    /// changed): the deletes are final as far as Undo goes, and the offer is hidden.
    func forgetDeletes() {
        deletedNotes = []
        display?.offerUndoDelete([])
    }

    // MARK: Search

    /// What the list shows: the notes matching this, or every note when nil.
    private(set) var searchQuery: String?
    /// The number of the newest search: an answer to an older one is dropped.
    private var searchNumber = 0
    /// Whether the newest search runs on the reader's thread and has not been shown yet.
    private(set) var isSearchInFlight = false
    /// Enter was pressed while the search ran: its first match opens when it is shown.
    private var openFirstWhenSearched = false
    /// Where the list's searches run; made for the store's folder when first needed.
    private var searchReader: NoteSearchReader?

    /// Shows the notes whose title or body contain every word of `query` (every note when it
    /// has no words), newest first, a page at a time.
    ///
    /// The search runs on `NoteSearchReader`'s thread, and the list shows its answer when it
    /// comes, unless a newer search was asked for meanwhile; until then the list shows what it
    /// showed. Counting and ordering the matches takes time in proportion to them (every note,
    /// for a common word) and to the store for a word shorter than the index's trigrams.
    func search(_ query: String) {
        let words = query.trimmingWhitespace
        let wanted = words.isEmpty ? nil : words
        guard wanted != searchQuery, let store = connection.currentStore else { return }
        searchQuery = wanted
        searchNumber += 1
        isSearchInFlight = false
        // Enter asked for the first match of the search this one replaces.
        openFirstWhenSearched = false
        guard let wanted else {
            loadList(from: store)
            display?.listSelect(document.id)
            return
        }
        findInBackground(wanted, in: store)
    }

    /// Opens the first note the search found (Enter in the search entry); with a search still
    /// running, the first note it finds.
    func openFirstMatch() {
        guard !isSearchInFlight else {
            openFirstWhenSearched = true
            return
        }
        guard let first = display?.listFirst else { return }
        open(first)
    }

    /// The editor shows one of the results, so the note being edited is always a row the user
    /// sees (and Delete, the arrows and Return act on it): the shown note while it matches,
    /// else the first match. With no match there is nothing else to show: the note stays,
    /// with no row selected, and the list says that nothing matches.
    private func selectAfterSearch(shownMatches: Bool) {
        if let id = document.id, shownMatches {
            display?.listSelect(id)
        } else if let first = display?.listFirst {
            open(first)
        } else {
            display?.listSelect(nil)
        }
    }

    /// Reads `search` on the reader's thread; `refreshing`: the list shows it already, and shows
    /// the answer where it differs, without moving the selection.
    func findInBackground(_ search: String, in store: NoteStore, refreshing: Bool = false) {
        if searchReader?.directory != store.directoryPath {
            searchReader = NoteSearchReader(directory: store.directoryPath)
        }
        let (number, changeCounter, deliver) = (searchNumber, try? store.changeCounter(), saving.deliver)
        isSearchInFlight = true
        searchReader?.find(
            search, among: listQuery, shown: document.id, pageSize: NoteListPages.pageSize
        ) { answer in
            deliver { [weak self] in
                self?.found(answer, number: number, changeCounter: changeCounter, refreshing: refreshing)
            }
        }
    }

    /// Shows the answer of search `number` if it is still the newest (an older one is dropped).
    private func found(_ answer: NoteSearchAnswer?, number: Int, changeCounter: Int64?, refreshing: Bool) {
        guard number == searchNumber, let store = connection.currentStore, let search = searchQuery else { return }
        isSearchInFlight = false
        if refreshing {
            if let answer, answer.search == search, answer.query == listQuery {
                display?.refreshSearchAnswer(answer, from: .notes(of: store, matching: search, query: listQuery))
            } else {
                // Unread or asked of another list: the list reads it here, as for every note.
                _ = display?.listShowChangesMadeElsewhere()
            }
        } else if let answer, answer.search == search, answer.query == listQuery, answer.shownID == document.id {
            // The list reads the store as it was when the search was asked for; `followStore()`
            // shows what changed since.
            shownChangeCounter = changeCounter
            display?.showSearchAnswer(answer, from: .notes(of: store, matching: search, query: listQuery))
            selectAfterSearch(shownMatches: answer.shownMatches)
        } else {
            // The reader could not read the store, or the question changed meanwhile (another
            // note shown, another notebook): read here, which reports a failure.
            loadList(from: store)
            selectAfterSearch(shownMatches: (try? document.id.map { try store.note(id: $0, matches: search) }) == true)
        }
        if openFirstWhenSearched {
            openFirstWhenSearched = false
            openFirstMatch()
        }
    }

    // MARK: Private

    func show(_ note: Note) {
        guard let display else { return }
        let problem = saving.load(note)
        linkedTitle = note.title
        if isEditedElsewhere(note.id) { document.holdReadOnly() }
        refreshLinkingNotes()
        if let problem { display.show(.openedReadOnly(problem)) } else { display.hideMessage(ofKind: .readOnlyNote) }
        display.listSelect(note.id)
    }

    /// The store cannot be opened: the message bar and the list say why.
    private func storeUnavailable(_ error: Error) {
        let failure = NoteStoreFailure(error)
        display?.show(.storeFailure(failure, whileSaving: false))
        display?.showNotesUnavailable(failure)
    }

    func showDraft() {
        saving.loadDraft()
        linkedTitle = nil
        display?.showLinkingNotes([])
        display?.hideMessage(ofKind: .readOnlyNote)
        display?.listSelect(nil)
    }

    func loadList(from store: NoteStore) {
        let query = searchQuery
        do {
            // The list reads the store as it is from here: `followStore()` looks for what follows.
            shownChangeCounter = try? store.changeCounter()
            if let query {
                try display?.loadList(.notes(of: store, matching: query, query: listQuery), searching: query)
            } else {
                try display?.loadList(.allNotes(of: store, query: listQuery), searching: nil)
            }
        } catch {
            display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
        }
    }

    private func saveEnded(_ outcome: SaveOutcome) {
        guard let display else { return }
        switch outcome {
        case .saved(let saved):
            display.hideMessage(ofKind: .saveFailure)
            // The store could not be opened at start, and a save just worked: list the notes now.
            if connection.currentStore == nil, let store = try? connection.store() { loadList(from: store) }
            showSaved(saved)
        case .savedAsCopy(_, let copy):
            showSaved(copy)
            display.show(.savedAsCopy)
        case .savedAfterDeletion(let original, let note):
            display.hideMessage(ofKind: .saveFailure)
            display.listRemove(original)
            showSaved(note)
        case .failed(let failure):
            display.show(.storeFailure(failure, whileSaving: true))
        }
    }

    private func showSaved(_ saved: SavedChanges) {
        display?.listSaved(fileNewNoteInShownNotebook(saved))
        if document.id == saved.id { display?.listSelect(saved.id) }
    }
}
