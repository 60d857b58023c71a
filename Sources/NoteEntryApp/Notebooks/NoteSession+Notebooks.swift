// What the session does with notebooks, pins and the list's order: which notes the list shows,
// sorted how, and filing or pinning the note shown. GTK-free, as the rest of the session.
import NoteStore

extension NoteSession {
    /// Every notebook, by name; none when the store cannot be read.
    var notebooks: [Notebook] { (try? connection.currentStore?.notebooks()) ?? [] }

    /// The note shown, as stored (nil for a new note not typed into yet).
    private var storedShownNote: Note? {
        document.id.flatMap { try? connection.currentStore?.note(id: $0) }
    }

    /// Whether the note shown is pinned.
    var isShownNotePinned: Bool { storedShownNote?.isPinned ?? false }

    /// The notebook of the note shown, if it is in one.
    var shownNotebook: Notebook? { storedShownNote?.notebook }

    /// Lists the notes sorted by `sort` after the pinned ones; the note shown stays selected.
    func sort(by sort: NoteSort) {
        guard sort != listQuery.sort else { return }
        listQuery.sort = sort
        guard let store = connection.currentStore else { return }
        loadList(from: store)
        display?.listSelect(document.id)
    }

    /// Lists notebook `id`'s notes (nil: every note). The note shown stays when it is in it;
    /// else the first of them is shown, or a new note, which is filed under it once typed into.
    func showNotebook(_ id: Int64?) {
        guard id != listQuery.notebook, let store = connection.currentStore, save() else { return }
        listQuery.notebook = id
        loadList(from: store)
        if let shown = storedShownNote, id == nil || shown.notebook?.id == id {
            display?.listSelect(shown.id)
        } else if let first = display?.listFirst {
            open(first)
        } else {
            showDraft()
        }
    }

    /// Pins the note shown to the top of the list, or unpins it (saving a new note's text
    /// first); its row moves to where that puts it.
    func setShownNotePinned(_ pinned: Bool) {
        changingShownNote { store, id in try store.setPinned(pinned, note: id) }
    }

    /// Files the note shown under the notebook named `name`, made when there is none (ASCII case
    /// ignored); under none when `name` is nil or blank. A note filed away from the notebook the
    /// list shows leaves the list and stays in the editor, as a note a search does not match.
    func moveShownNote(toNotebookNamed name: String?) {
        changingShownNote { store, id in
            let notebook = try name.flatMap { try store.createNotebook(named: $0) }
            return try store.moveNote(id: id, toNotebook: notebook?.id)
        }
    }

    /// Runs `change` on the note shown (saved first), and shows its row as it returns it.
    private func changingShownNote(_ change: (NoteStore, Int64) throws -> NoteSummary) {
        guard save(), let id = document.id else { return }
        do {
            let summary = try change(try connection.store(), id)
            display?.listSaved(summary)
            display?.listSelect(listQuery.includes(summary) ? id : nil)
        } catch {
            display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
        }
    }

    /// A note just made by a save, while the list shows a notebook, is filed under it: a note
    /// written there belongs there, and would otherwise leave the list as it is made.
    func fileNewNoteInShownNotebook(_ saved: SavedChanges) -> NoteSummary {
        guard let notebook = listQuery.notebook, saved.revision == 1, saved.summary.notebook == nil,
            let store = connection.currentStore
        else { return saved.summary }
        return (try? store.moveNote(id: saved.id, toNotebook: notebook)) ?? saved.summary
    }
}
