// A note's version history, as the window's history dialog uses it.
import NoteStore

extension NoteSession {
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
}
