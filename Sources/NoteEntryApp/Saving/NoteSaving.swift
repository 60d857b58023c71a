// The app's save policy, with no GTK in it: when to save, what a save writes, what to do when
// it fails, and how quitting keeps every typed word. The document it saves tells it of each
// change; the window shows what this decides; tests drive it without a display.
import Dispatch
import Glibc
import NoteStore

/// A one-shot timer the policy sets for the next autosave (the app: a main-loop timeout).
@MainActor
protocol SaveTimer: AnyObject {
    /// Runs `action` `seconds` from now, replacing any earlier wait.
    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void)
    /// Stops the wait.
    func cancel()
}

/// Saving the note in the editor.
///
/// - Autosave: `AutosaveSchedule` (after a 0.5 s pause, at most 2 s after the first unsaved
///   change, retries backing off to 2 s after a failure, without waiting for a keystroke).
/// - Writes go to `NoteWriter`'s thread; typing never waits for the disk. Switching notes,
///   New, Delete and quitting wait for the save they need (`saveNow()`).
/// - A note saved elsewhere since it was loaded is never overwritten: the text is saved as a
///   new note beside it and `onConflict` tells the window.
/// - Quitting (`finishForQuit()`): save; if that fails, keep the text in a recovery file that
///   the next start saves into the notes; if even that fails, refuse to quit.
@MainActor
final class NoteSaving {
    /// The note being edited, whose text this saves.
    let document: NoteDocument
    /// A save ended: it saved (`outcome.saved`) or failed. The window updates the list and bar.
    var onOutcome: (SaveOutcome) -> Void = { _ in }

    private var schedule = AutosaveSchedule()
    /// Saves on its own thread.
    let writer: NoteWriter
    private let recovery: UnsavedTextRecovery
    private let timer: SaveTimer
    private let clock: () -> Double
    /// Runs a closure on the main thread.
    let deliver: @Sendable (@escaping @Sendable @MainActor () -> Void) -> Void
    private var saveInFlight = false
    private var nextDraft = 1

    /// - Parameters:
    ///   - document: the note being edited; the policy saves it as it changes.
    ///   - writer: saves on its own thread.
    ///   - recovery: where text goes when quitting cannot save it.
    ///   - timer: the autosave timer.
    ///   - clock: seconds on a monotonic clock.
    ///   - deliver: runs a closure on the main thread (the app: `MainLoopSource.post`).
    init(
        document: NoteDocument, writer: NoteWriter, recovery: UnsavedTextRecovery, timer: SaveTimer,
        clock: @escaping () -> Double,
        deliver: @escaping @Sendable (@escaping @Sendable @MainActor () -> Void) -> Void
    ) {
        self.document = document
        self.writer = writer
        self.recovery = recovery
        self.timer = timer
        self.clock = clock
        self.deliver = deliver
        document.saving = self
    }

    /// Whether the editor holds changes that are not saved.
    var hasUnsavedChanges: Bool { document.hasUnsavedChanges }

    /// Whether saving is failing and being retried.
    var isRetrying: Bool { schedule.isRetrying }

    /// Whether a save is on the writer's thread now (started by a pause, a timer or a switch).
    var isSaveInFlight: Bool { saveInFlight }

    // MARK: What the editor holds

    /// Loads `note` (from the store) into the document; returns why it is read-only, or nil.
    func load(_ note: Note) -> EditorLimits.Problem? {
        let problem = document.load(note)
        schedule = AutosaveSchedule()
        timer.cancel()
        return problem
    }

    /// Loads a new, empty note into the document, which is saved only once the user types in it.
    func loadDraft() {
        document.loadDraft(nextDraft)
        nextDraft += 1
        schedule = AutosaveSchedule()
        timer.cancel()
    }

    // MARK: What the user does

    /// The user changed the document's text (the document says so): the next autosave is set by
    /// `AutosaveSchedule`.
    func documentChanged() {
        schedule.changed(at: clock())
        reschedule()
    }

    /// Editing paused (Done, focus left): save soon, without waiting for it.
    func editingPaused() {
        guard document.hasUnsavedChanges, !saveInFlight else { return }
        startSave()
    }

    /// Saves now and waits: true when everything typed is saved (switching notes, New and
    /// Delete go ahead only then). Waits behind a save in flight, up to the store's busy timeout.
    @discardableResult
    func saveNow() -> Bool {
        timer.cancel()
        guard document.hasUnsavedChanges else { return true }
        let (request, changeCount) = takeRequest()
        let outcome = writer.saveAndWait(request)
        finish(request, changeCount: changeCount, outcome)
        return !document.hasUnsavedChanges
    }

    /// Before quitting: saves what is unsaved; if that fails, keeps it in a recovery file.
    /// - Returns: true when quitting loses nothing; false when the text could be neither
    ///   saved nor kept (the app must stay open), with the reason.
    func finishForQuit() -> (canQuit: Bool, keptIn: String?, failure: String?) {
        if saveNow() { return (true, nil, nil) }
        do {
            let path = try recovery.keep(document.saveRequest(), forStore: writer.storeIdentity)
            return (true, path, nil)
        } catch {
            return (false, nil, error.description)
        }
    }

    /// Has the writer index for search what other programs wrote, off the main thread.
    func indexNotesWrittenElsewhere() {
        writer.indexNotesWrittenElsewhere()
    }

    /// Saves the texts that an earlier run could not save (recovery files) into the notes,
    /// each as its note if that is unchanged since, else as a new note: each file is its own
    /// writer's, so several files for one note all survive (the first into the note, the rest
    /// as copies beside it). A file kept for another store is not read into this one; a file
    /// that names no store becomes a new note, never overwriting one.
    ///
    /// The files are read on a thread of their own (one may hold tens of megabytes) and saved
    /// on the writer's, so the window answers meanwhile; `finished` runs on the main thread
    /// with the notes that now hold recovered text and the files and folders not read. A file
    /// is removed only once its text is saved; files that could not be saved stay.
    func recoverUnsavedTexts(then finished: @escaping @Sendable @MainActor (RecoveredTexts) -> Void) {
        let recovery = self.recovery
        let deliver = self.deliver
        DispatchQueue.global(qos: .userInitiated).async {
            let contents = recovery.contents()
            deliver { [weak self] in self?.save(contents, then: finished) }
        }
    }

    /// What `recoverUnsavedTexts` did.
    struct RecoveredTexts: Sendable {
        /// The notes now holding recovered text, in the order the files were kept.
        var saved: [SavedChanges] = []
        /// The files and folders not read, and why.
        var refused: [UnsavedTextRecovery.Refusal] = []
    }

    private func save(
        _ contents: UnsavedTextRecovery.Contents, then finished: @escaping @Sendable @MainActor (RecoveredTexts) -> Void
    ) {
        guard !contents.files.isEmpty else { return finished(RecoveredTexts(refused: contents.refused)) }
        let requests = contents.files.map { file -> (request: SaveRequest, keptFor: String?) in
            var request = file.request
            if case .draft = request.target {
                request.target = .draft(-nextDraft)
                nextDraft += 1
            } else if file.store == nil {
                request = SaveRequest(
                    target: .draft(-nextDraft), title: request.title, body: request.body,
                    titleEdited: true, bodyEdited: true)
                nextDraft += 1
            }
            return (request, file.store)
        }
        let recovery = self.recovery
        let deliver = self.deliver
        writer.saveForeign(requests) { outcomes in
            var recovered = RecoveredTexts(refused: contents.refused)
            for (file, outcome) in zip(contents.files, outcomes) {
                guard let outcome else {
                    recovered.refused.append(
                        UnsavedTextRecovery.Refusal(
                            path: file.location, reason: "was kept for another notes store (\(file.store ?? ""))"))
                    continue
                }
                guard let saved = outcome.saved else { continue }
                recovery.remove(file)
                recovered.saved.append(saved)
            }
            deliver { finished(recovered) }
        }
    }

    // MARK: Saving

    private func reschedule() {
        guard !saveInFlight, let due = schedule.nextSave else {
            if !saveInFlight { timer.cancel() }
            return
        }
        timer.schedule(after: max(0, due - clock())) { [weak self] in self?.autosaveDue() }
    }

    private func autosaveDue() {
        guard document.hasUnsavedChanges, !saveInFlight else { return }
        startSave()
    }

    private func takeRequest() -> (SaveRequest, Int) {
        schedule.saveStarted()
        return (document.saveRequest(), document.changeCount)
    }

    private func startSave() {
        timer.cancel()
        let (request, changeCount) = takeRequest()
        saveInFlight = true
        let deliver = self.deliver
        writer.save(request) { outcome in
            deliver { [weak self] in
                self?.saveInFlight = false
                self?.finish(request, changeCount: changeCount, outcome)
            }
        }
    }

    private func finish(_ request: SaveRequest, changeCount: Int, _ outcome: SaveOutcome) {
        if document.isSource(of: request) {
            if let saved = outcome.saved {
                document.saveSucceeded(upTo: changeCount, saved)
                schedule.saveSucceeded()
            } else {
                schedule.saveFailed(at: clock())
            }
        }
        onOutcome(outcome)
        reschedule()
    }
}
