// Imports started from the window, off the main thread.
import Dispatch
import NoteStore

extension NoteSession {
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
