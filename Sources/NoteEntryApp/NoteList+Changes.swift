// How the note list follows what happens to the notes: a note saved, deleted or put back moves
// its row in place, with the model's row signals, never inside the view's own handlers
// (`changingRows`), the view's cursor on its note (`keepingCursor`).
import NoteStore

extension NoteList {
    /// Shows a note that was just saved at the top: its row is updated (or made) and moved first.
    func moveToTop(_ summary: NoteSummary) {
        changingRows { [weak self] in self?.movingToTop(summary) }
    }

    private func movingToTop(_ summary: NoteSummary) {
        guard pages != nil else { return }
        changingSelection {
            let wasSelected = selectedID == summary.id
            keepingCursor { moveRowToTop(summary) }
            if wasSelected { moveCursor(to: 0) }
        }
        showWhetherEmpty()
    }

    private func moveRowToTop(_ summary: NoteSummary) {
        guard let pages, let model else { return }
        if let old = pages.keptPosition(of: summary.id) {
            if old != 0 {
                pages.deleted(at: old)
                model.delete(at: old)
                pages.inserted(summary, at: 0)
                model.insert(at: 0)
            } else {
                pages.replaced(summary, at: 0)
                model.change(at: 0)
            }
        } else if (try? pages.source.count()) == pages.count + 1 {
            // A note new to the list.
            pages.inserted(summary, at: 0)
            model.insert(at: 0)
        } else {
            reload()
        }
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

    /// Puts back a note's summary where its save time places it (e.g. after undoing a delete).
    func insert(_ summary: NoteSummary) {
        changingRows { [weak self] in self?.inserting(summary) }
    }

    private func inserting(_ summary: NoteSummary) {
        guard let pages, let model, pages.keptPosition(of: summary.id) == nil else { return }
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
    private func reload() {
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
