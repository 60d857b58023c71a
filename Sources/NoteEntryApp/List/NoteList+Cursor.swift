// The note list's cursor, where the keyboard's focus ring is drawn, stays on its note while the
// rows change under it.
import CGtk
import GtkBinding

extension NoteList {
    /// Runs `change`, which changes the rows, then puts the view's cursor back on the note it was
    /// on when that note is still listed, leaving the selection as `change` left it.
    ///
    /// GtkTreeView keeps its cursor on its row through rows inserted and deleted around it, but a
    /// new model has no cursor, and a cursor row deleted (a note another program saved moves: its
    /// row is deleted and inserted where it now belongs) moves the cursor to the next row. The
    /// cursor is where the arrow keys move from and where a keyboard user sees the focus; it is
    /// not always the selected row (a new note not yet saved has no row, the cursor stays where
    /// it was), so putting the selection back does not put it back.
    func keepingCursor(_ change: () throws -> Void) rethrows {
        // Only a kept summary names the cursor's note: the store already holds the new rows, so
        // reading the old position now would name whatever note is there now.
        let before = cursorPosition.flatMap { position in
            pages?.keptSummary(at: position).map { (position: position, id: $0.id) }
        }
        try change()
        guard let before, let pages else { return }
        if let now = cursorPosition, pages.keptSummary(at: now)?.id == before.id { return }
        guard let position = (try? pages.positionNearby(of: before.id, near: before.position)) ?? nil else { return }
        placeCursor(at: position)
    }

    /// Moves the view's cursor to row `position`, the selection as it is.
    func placeCursor(at position: Int) {
        changingSelection { holdingSelection(selection) { moveCursor(to: position) } }
    }
}
