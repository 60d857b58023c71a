// How the note list shows what other programs changed: the differences in the rows it keeps, as
// row changes where it can tell them, else the store's rows as a new model.
import NoteStore

extension NoteList {
    /// Shows what other programs changed: reads the count and the rows the list keeps again,
    /// and when they differ from the list's, shows the store's rows, the selected note still
    /// selected and the cursor still on its note (when they are still listed), and the note at
    /// the top of the view still at the top.
    ///
    /// When the rows kept are a run from the first and the selection is among them (a list seen
    /// from its top, as it mostly is), the differences are made as row changes, which GTK moves
    /// the selection, the cursor and the scrolled place with (but for a row deleted under the
    /// cursor: `keepingCursor`); a new model of 100,000 rows held
    /// the main loop for 50-95 ms, and as much again to draw it (debug build).
    /// - Returns: false when the list could not look now: row changes wait for the view
    ///   (`changingRows`), or reads are held after a failure (reported once) until the list is
    ///   scrolled; ask again later.
    func showChangesMadeElsewhere() -> Bool {
        guard let pages, canChangeRowsNow, !readsHeld else { return false }
        let fresh: NoteListPages
        var moved = false
        do {
            fresh = try NoteListPages(pages.source)
            if try fresh.holdsTheSameRows(as: pages) { return true }
            try keepingCursor { moved = try moveRows(from: pages, to: fresh) }
            if moved { return true }
        } catch {
            holdReads(error)
            return false
        }
        show(fresh, replacing: pages)
        return true
    }

    /// Shows `fresh`'s rows, read on another thread, where they differ from the rows read so far,
    /// keeping the selected row selected and the top row on top. Only the rows both have read
    /// are compared: reading more here is what reading on another thread avoids.
    func refresh(to fresh: NoteListPages) {
        guard let pages, canChangeRowsNow else { return }
        if fresh.agrees(with: pages) { return }
        show(fresh, replacing: pages)
    }

    /// Shows `fresh`'s rows instead of `pages`', keeping the selected row selected and the top row
    /// on top where `fresh` has them.
    private func show(_ fresh: NoteListPages, replacing pages: NoteListPages) {
        let selected = selectedID
        let top = topShownPosition.flatMap { pages.keptSummary(at: $0)?.id }
        keepingCursor {
            show(fresh)
            select(selected)
        }
        if let top, let position = fresh.keptPosition(of: top) { scroll(toTop: position) }
    }

    /// The most rows read beyond the kept run to find where it ends among the store's rows, and
    /// the most rows past it inserted or deleted one by one.
    private static let readAhead = 500

    /// Makes the model's rows `fresh`'s by row insertions, deletions and changes, found by
    /// walking the kept run of `old` and the same stretch of `fresh` together in the list's order
    /// (`NoteListQuery.comesBefore`: pinned first, then the sort, then the id); rows past the run hold nothing read, so what changed
    /// there is inserted or deleted where the run ends. False, with nothing changed, when the
    /// kept rows are not a run from the first, the selection is past it, the run's end is not
    /// within `readAhead` rows of `fresh`, or more than `readAhead` rows past it came or went.
    /// - Throws: `NoteStoreError` when `fresh`'s rows cannot be read.
    private func moveRows(from old: NoteListPages, to fresh: NoteListPages) throws -> Bool {
        guard let model, let run = old.keptRunFromFirst, (selectedPosition ?? 0) < max(run.count, 1) else {
            return false
        }
        let comesBefore = fresh.source.query.comesBefore
        var stretch: [NoteSummary] = []
        if let last = run.last {
            while stretch.count < fresh.count, let next = try fresh.summary(at: stretch.count),
                !comesBefore(last, next)
            {
                guard stretch.count < run.count + Self.readAhead else { return false }
                stretch.append(next)
            }
        }
        let rowsPast = (old: old.count - run.count, fresh: fresh.count - stretch.count)
        // Each row inserted or deleted is a signal (and an event for a screen reader): many are
        // one new model.
        guard abs(rowsPast.fresh - rowsPast.old) <= Self.readAhead else { return false }
        let selected = selectedID
        // GTK reads the values of a row inserted or changed at once (its accessible caches them):
        // they are `fresh`'s, whose row at `position` is the one being made.
        read(from: fresh)
        changingSelection {
            var (position, oldIndex, freshIndex) = (0, 0, 0)
            while oldIndex < run.count || freshIndex < stretch.count {
                if oldIndex < run.count, freshIndex < stretch.count, run[oldIndex].id == stretch[freshIndex].id,
                    !comesBefore(run[oldIndex], stretch[freshIndex]), !comesBefore(stretch[freshIndex], run[oldIndex])
                {
                    if run[oldIndex] != stretch[freshIndex] { model.change(at: position) }
                    (position, oldIndex, freshIndex) = (position + 1, oldIndex + 1, freshIndex + 1)
                } else if freshIndex == stretch.count
                    || (oldIndex < run.count && comesBefore(run[oldIndex], stretch[freshIndex]))
                {
                    model.delete(at: position)
                    oldIndex += 1
                } else {
                    model.insert(at: position)
                    (position, freshIndex) = (position + 1, freshIndex + 1)
                }
            }
            for _ in 0..<max(0, rowsPast.fresh - rowsPast.old) { model.insert(at: position) }
            for _ in 0..<max(0, rowsPast.old - rowsPast.fresh) { model.delete(at: position) }
            // A selected row deleted moves the selection to its neighbour: the note shown has
            // no row then (looking for it would read every row).
            if selectedID != selected { select(selected.flatMap { fresh.keptPosition(of: $0) != nil ? $0 : nil }) }
        }
        showWhetherEmpty()
        return true
    }
}
