// The trash, a note's version history and imports, as the window's dialogs use them.
import NoteStore

extension NoteSession {
    /// The notes in the trash, most recently deleted first (none when the store cannot be read).
    func trashedNotes() -> [TrashedNote] {
        (try? connection.store().trashedNotes()) ?? []
    }

    /// Takes note `id` out of the trash and shows it (after saving the note shown).
    func restoreFromTrash(_ id: Int64) {
        guard save() else { return }
        do {
            let note = try connection.store().restoreFromTrash(id: id)
            display?.listInsert(NoteSummary(note: note))
            show(note)
        } catch {
            display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
        }
    }

    /// Deletes note `id` (in the trash) for good, or every note in the trash when nil.
    func deleteForever(_ id: Int64?) {
        do {
            if let id { try connection.store().deleteForever(id: id) } else { try connection.store().emptyTrash() }
        } catch {
            display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
        }
    }

    /// The shown note's earlier versions, newest first (none for a note not stored yet).
    func versionsOfShownNote() -> [NoteVersion] {
        guard let id = document.id else { return [] }
        return (try? connection.store().versions(ofNote: id)) ?? []
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
    /// `.txt`) as new notes, lists them, shows the last one and says how it went; the files that
    /// could not be imported are named on standard error.
    func importNotes(_ paths: [FileSystemPath]) {
        guard save() else { return }
        do {
            let result = NoteImport.importNotes(paths, into: try connection.store())
            result.nameFailures()
            for note in result.imported { display?.listSaved(NoteSummary(note: note)) }
            if let last = result.imported.last { show(last) }
            display?.show(.notesImported(imported: result.imported.count, notImported: result.failures.count))
        } catch {
            display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
        }
    }
}
