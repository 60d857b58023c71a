// The notes on every computer: the session syncs the store with its sync folder (`NoteSync`),
// and says in the window what a person needs to know of it.
import NoteStore

extension NoteSession {
    /// Starts syncing with the folder `--sync-folder` chose, or with the one the store remembers;
    /// does nothing when there is neither.
    func startSyncing() {
        guard !syncDisabled, let store = connection.currentStore,
            let folder = chosenSyncFolder.map(SyncFolder.init(path:)) ?? (try? store.rememberedSyncFolder()) ?? nil
        else { return }
        startSyncing(with: folder)
    }

    /// Syncs with `folder` from now on (the store remembers it at the first pass).
    func startSyncing(with folder: SyncFolder) {
        sync?.stop()
        let sync = NoteSync(folder: folder, directory: self.folder, deliver: saving.deliver)
        sync.onReport = { [weak self] outcome in self?.syncPassEnded(outcome) }
        // What the user is typing is saved before another computer's text goes into its note:
        // then the newer of the two is the note and the other a version, as for any two edits.
        sync.heldNotes = { [weak self] in
            guard let self, saving.hasUnsavedChanges, let id = document.id else { return [] }
            return [id]
        }
        self.sync = sync
        toldSyncProblem = nil
        sync.start()
    }

    /// Stops syncing: the folder is no longer watched or written, and the store forgets it.
    func stopSyncing() {
        sync?.stop()
        sync = nil
        try? connection.currentStore?.stopSyncing()
    }

    /// Asks for a pass shortly after anything committed to the store (the app's own saves, a
    /// deletion, another program's change): called with the store's change counter at each look
    /// at the store (`followStore`).
    func syncAfterStoreChange(counter: Int64) {
        guard let sync, counter != syncedChangeCounter else { return }
        syncedChangeCounter = counter
        sync.soon(after: NoteSync.afterSaveSeconds)
    }

    /// Before quitting, after the last save: one more pass, so the other computers get the last
    /// words typed without waiting for this one's next start.
    func finishSyncing() {
        guard let sync else { return }
        if case .success(let report) = sync.finish(), !report.failures.isEmpty {
            report.failures.forEach { StandardStream.error("\(CommandLineOptions.programName): \($0)") }
        }
        self.sync = nil
    }

    private func syncPassEnded(_ outcome: Result<SyncReport, NoteStoreFailure>) {
        let program = CommandLineOptions.programName
        switch outcome {
        case .failure(let failure):
            tell(
                syncProblem: (
                    .syncFailed(reason: "\(failure)"), "\(program): the notes could not be synced: \(failure)"
                ))
        case .success(let report) where report.folderMissing:
            guard let folder = sync?.folder.path else { return }
            tell(
                syncProblem: (
                    .syncFolderMissing(folder: folder),
                    "\(program): the sync folder \(ShellWord.shown(folder)) is not there: nothing is synced until it is back"
                ))
        case .success(let report):
            tell(syncProblem: report.failures.first.map { (.syncFailed(reason: $0), "\(program): \($0)") })
            showChanges(of: report)
        }
    }

    /// Says `problem` (its message in the bar, its line on standard error) unless it was the
    /// last one said: a folder that stays unwritable is said once, not at every pass. No
    /// problem takes a sync problem's message away.
    private func tell(syncProblem problem: (message: SessionMessage, line: String)?) {
        guard problem?.line != toldSyncProblem else { return }
        toldSyncProblem = problem?.line
        guard let problem else {
            switch display?.shownMessage {
            case .syncFolderMissing, .syncFailed: display?.hideMessage(ofKind: .other)
            default: break
            }
            return
        }
        StandardStream.error(problem.line)
        showNotice(problem.message)
    }

    /// What a pass that ran changed that the window shows.
    private func showChanges(of report: SyncReport) {
        if !report.merged.isEmpty { showNotice(.changedOnTwoComputers(count: report.merged.count)) }
        // The shown note follows another computer's change unless the user is changing it here
        // (then its next save keeps both texts, as for any other writer).
        if let shown = document.id, report.changedNotes.contains(shown), !saving.hasUnsavedChanges,
            let note = try? connection.currentStore?.note(id: shown)
        {
            show(note)
        }
    }
}
