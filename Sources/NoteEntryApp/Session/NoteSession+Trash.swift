// The trash, as the window's Trash dialog uses it.
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
}
