// The trash, a note's version history and imports, as the window's dialogs use them.
import Dispatch
import NoteStore

extension NoteSession {
    /// Up to `limit` notes in the trash after `after` (nil: from the most recently deleted),
    /// most recently deleted first; none when the store cannot be read.
    func trashedNotes(after: TrashedNote?, limit: Int) -> [TrashedNote] {
        (try? connection.store().trashedNotes(after: after, limit: limit)) ?? []
    }

    /// How many notes are in the trash (0 when the store cannot be read).
    func trashCount() -> Int {
        (try? connection.store().trashCount()) ?? 0
    }

    /// Takes note `id` out of the trash and shows it (after saving the note shown). The offer to
    /// undo the last deletes goes: the trash it would restore from changed.
    func restoreFromTrash(_ id: Int64) {
        guard save() else { return }
        forgetDeletes()
        do {
            let note = try connection.store().restoreFromTrash(id: id)
            display?.listInsert(NoteSummary(note: note))
            show(note)
        } catch {
            display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
        }
    }

    /// Deletes note `id` (in the trash) for good, or every note in the trash when nil. The offer to
    /// undo the last deletes goes: the trash it would restore from changed.
    func deleteForever(_ id: Int64?) {
        forgetDeletes()
        do {
            if let id { try connection.store().deleteForever(id: id) } else { try connection.store().emptyTrash() }
        } catch {
            display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
        }
    }

    /// Up to `limit` of the shown note's earlier versions after `after` (nil: from the newest),
    /// newest first, without their texts (none for a note not stored yet).
    func versionsOfShownNote(after: NoteVersionSummary?, limit: Int) -> [NoteVersionSummary] {
        guard let id = document.id else { return [] }
        return (try? connection.store().versionSummaries(ofNote: id, after: after, limit: limit)) ?? []
    }

    /// Version `id` with its text; nil when it is gone or the store cannot be read.
    func version(_ id: Int64) -> NoteVersion? {
        try? connection.store().version(id: id)
    }

    /// Puts version `id` back as the shown note's text (saving what is typed first, which the
    /// restore then keeps as a version) and shows it.
    func restoreVersion(_ id: Int64) {
        guard save() else { return }
        do {
            let saved = try connection.store().restoreVersion(id: id)
            display?.listSaved(saved.summary)
            if let note = try connection.store().note(id: saved.id) { show(note) }
        } catch {
            display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
        }
    }

    /// Adds the notes in `paths` (files, or folders of them: Gnote and Tomboy `.note`, `.md`,
    /// `.txt`, copies of a notes database) as new notes, off the main thread: the files are read
    /// on a worker and each batch is committed on the writer's thread between the editor's saves,
    /// so the window keeps answering. The bar says the import runs and how many notes came in so
    /// far; at the end the list shows them, the editor the last one (unless the user changed or
    /// left the note shown meanwhile), and the bar how it went; the files that could not be
    /// imported are named on standard error. One import runs at a time: paths given while one
    /// runs are imported when it ends, and the bar then tells how that import went.
    func importNotes(_ paths: [FileSystemPath]) {
        guard !isImporting else {
            waitingImports += paths
            return
        }
        guard save() else { return }
        isImporting = true
        display?.show(.importingNotes(imported: 0))
        let editedBefore = (id: document.id, changes: document.changeCount)
        let writer = saving.writer
        let deliver = saving.deliver
        DispatchQueue.global(qos: .userInitiated).async {
            let result = NoteImport.importNotes(
                paths, committing: { batch in try writer.withStore { try $0.addMissing(batch) } },
                progress: { imported in
                    deliver { [weak self] in self?.showImportProgress(imported) }
                })
            deliver { [weak self] in self?.importEnded(result, editedBefore: editedBefore) }
        }
    }

    private func showImportProgress(_ imported: Int) {
        guard case .importingNotes = display?.shownMessage else { return }
        display?.show(.importingNotes(imported: imported))
    }

    private func importEnded(_ result: NoteImport.Result, editedBefore: (id: Int64?, changes: Int)) {
        isImporting = false
        result.nameFailures()
        if !result.imported.isEmpty, let store = try? connection.store() {
            loadList(from: store)
            display?.listSelect(document.id)
        }
        if let last = result.imported.last, document.id == editedBefore.id,
            document.changeCount == editedBefore.changes, save()
        {
            show(last)
        }
        let outcome = SessionMessage.notesImported(imported: result.imported.count, notImported: result.failures.count)
        if outcome.mayReplace(display?.shownMessage) { display?.show(outcome) }
        if !waitingImports.isEmpty {
            let paths = waitingImports
            waitingImports = []
            importNotes(paths)
        }
    }
}
