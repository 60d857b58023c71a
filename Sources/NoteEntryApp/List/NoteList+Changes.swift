// How the note list follows what happens to the notes: a note saved, pinned, filed, deleted or put
// back moves its row in place, with the model's row signals, never inside the view's own handlers
// (`changingRows`), the view's cursor on its note (`keepingCursor`).
import NoteStore

extension NoteList {
    /// Shows a note just saved, pinned or filed where the list's order puts it now: its row is
    /// changed in place when it stays between its neighbours (every save after the first of an
    /// editing session, in the edited order), else moved (or made); a note the list no longer
    /// shows (filed under another notebook) loses its row.
    func place(_ summary: NoteSummary) {
        changingRows { [weak self] in self?.placing(summary) }
    }

    private func placing(_ summary: NoteSummary) {
        guard let pages, let model else { return }
        let query = pages.source.query
        guard query.includes(summary) else { return removing(summary.id) }
        changingSelection {
            let wasSelected = selectedID == summary.id
            keepingCursor {
                let old = pages.keptPosition(of: summary.id)
                if let old, staysBetweenNeighbours(summary, at: old, in: pages) {
                    pages.replaced(summary, at: old)
                    model.change(at: old)
                } else if let position = newPosition(of: summary, in: pages, removing: old) {
                    if let old {
                        pages.deleted(at: old)
                        model.delete(at: old)
                    }
                    pages.inserted(summary, at: position)
                    model.insert(at: position)
                } else {
                    reload()
                }
            }
            if wasSelected, let position = pages.keptPosition(of: summary.id) { moveCursor(to: position) }
        }
        showWhetherEmpty()
    }

    /// Whether `summary` at row `position` is still in order with the rows around it (a row not
    /// kept is taken as in order: a list read from the top keeps the rows around the one edited).
    private func staysBetweenNeighbours(_ summary: NoteSummary, at position: Int, in pages: NoteListPages) -> Bool {
        let query = pages.source.query
        let before = position > 0 ? pages.keptSummary(at: position - 1) : nil
        let after = pages.keptSummary(at: position + 1)
        return (before.map { query.comesBefore($0, summary) } ?? (position == 0))
            && (after.map { query.comesBefore(summary, $0) } ?? (position + 1 == pages.count))
    }

    /// The row `summary` goes to once its row at `old` (if any) is gone: where the store puts it,
    /// or, in a search (which cannot tell), the top of its pin group for a note just edited in
    /// the edited order, as before notebooks; nil when the list cannot tell.
    private func newPosition(of summary: NoteSummary, in pages: NoteListPages, removing old: Int?) -> Int? {
        // A note whose row is not kept must be the one note new to the list (else its row is
        // somewhere unread, or the list already read the note from the store): else read again.
        if old == nil, (try? pages.source.count()) != pages.count + 1 { return nil }
        if let position = try? pages.source.insertionPosition(summary) {
            return position <= pages.count - (old == nil ? 0 : 1) ? position : nil
        }
        guard pages.source.query.sort == .edited else { return nil }
        guard !summary.isPinned else { return 0 }
        // After the pinned rows, which a list seen from its top keeps; its own old row left out.
        var pinnedRows = 0
        for position in 0..<pages.count {
            guard let row = pages.keptSummary(at: position) else { return nil }
            if row.id == summary.id { continue }
            if !row.isPinned { break }
            pinnedRows += 1
        }
        return pinnedRows
    }

    /// Removes note `id`'s row.
    func remove(_ id: Int64) {
        changingRows { [weak self] in self?.removing(id) }
    }

    private func removing(_ id: Int64) {
        guard let pages, let model else { return }
        changingSelection {
            keepingCursor {
                if let position = pages.keptPosition(of: id) {
                    pages.deleted(at: position)
                    model.delete(at: position)
                } else {
                    reload()
                }
            }
        }
        showWhetherEmpty()
    }

    /// Puts back a note's summary where the list's order places it (e.g. after undoing a delete).
    func insert(_ summary: NoteSummary) {
        changingRows { [weak self] in self?.inserting(summary) }
    }

    private func inserting(_ summary: NoteSummary) {
        guard let pages, let model, pages.keptPosition(of: summary.id) == nil, pages.source.query.includes(summary)
        else { return }
        changingSelection {
            keepingCursor {
                if let position = try? pages.source.insertionPosition(summary), position <= pages.count {
                    pages.inserted(summary, at: position)
                    model.insert(at: position)
                } else {
                    reload()
                }
            }
        }
        showWhetherEmpty()
    }

    /// The summary that follows note `id` in the list, else the one before it.
    func neighbour(of id: Int64) -> NoteSummary? {
        guard let position = position(of: id) else { return summary(at: 0) }
        return summary(at: position + 1) ?? (position > 0 ? summary(at: position - 1) : nil)
    }

    /// Counts and shows the notes again, keeping the selected note selected.
    func reload() {
        guard let source = pages?.source else { return }
        let selected = selectedID
        do {
            let fresh = try NoteListPages(source)
            keepingCursor {
                show(fresh)
                select(selected)
            }
        } catch {
            show(nil)
            onPageFailure?(error)
        }
    }
}
