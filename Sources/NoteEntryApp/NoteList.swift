// The list of notes, newest first, whose rows are made a page at a time.
import CGtk
import GtkBinding
import NoteStore

/// A `GtkListBox` in a scrolled window showing note summaries, most recently saved first.
///
/// Rows are created lazily: the first `pageSize` at once, the next page each time the list is
/// scrolled to its bottom edge, so a window with 10,000 notes appears as fast as one with 100.
/// The rows shown are always the first `shownCount` summaries, in order.
@MainActor
final class NoteList {
    /// How many rows are created at a time.
    static let pageSize = 100

    /// The scrolled window holding the list, to pack into the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The list box.
    let listBox: UnsafeMutablePointer<GtkListBox>
    /// Every note's summary, in display order; more than there are rows until scrolled to the end.
    private(set) var summaries: [NoteSummary] = []
    /// The rows made so far; `rows[i]` shows `summaries[i]`.
    private var rows: [NoteListRow] = []
    private var connections = SignalConnectionSet()
    /// True while the list itself changes the selection, so that is not reported as the user's.
    private var isChangingSelection = false

    /// Called when the user selects a note's row.
    var onSelect: (@MainActor (Int64) -> Void)?

    /// An empty list in `listBox` (browse selection, "No notes yet" placeholder, accessible name,
    /// all from `main-window.ui`), which `widget`, a scrolled window, holds.
    init(widget: UnsafeMutablePointer<GtkWidget>, listBox: UnsafeMutablePointer<GtkListBox>) {
        self.widget = widget
        self.listBox = listBox
        connections.add(SignalConnection(listBox, "row-selected", argument: { [weak self] row in
            self?.rowSelected(row)
        }))
        connections.add(SignalConnection(widget.cast(to: GtkScrolledWindow.self), "edge-reached", argument: { [weak self] position in
            if Int32(truncatingIfNeeded: Int(bitPattern: position)) == Int32(GTK_POS_BOTTOM.rawValue) {
                self?.showNextPage()
            }
        }))
        connections.add(SignalConnection(widget, "destroy") { [weak self] in self?.connections.disconnectAll() })
    }

    /// How many rows exist.
    var shownCount: Int { rows.count }

    /// The row of note `id`, if it has been made.
    func row(for id: Int64) -> NoteListRow? {
        rows.first { $0.summary.id == id }
    }

    /// The id of the selected note.
    var selectedID: Int64? {
        guard let selected = gtk_list_box_get_selected_row(listBox) else { return nil }
        let index = Int(gtk_list_box_row_get_index(selected))
        return rows.indices.contains(index) ? rows[index].summary.id : nil
    }

    /// Replaces the content with `summaries` and shows the first page.
    func load(_ summaries: [NoteSummary]) {
        changingSelection {
            for row in rows { gtk_widget_destroy(row.widget) }
            rows.removeAll()
            self.summaries = summaries
        }
        showNextPage()
    }

    /// Makes the next page of rows, if any summaries are left without one.
    func showNextPage() {
        let end = min(summaries.count, rows.count + Self.pageSize)
        guard end > rows.count else { return }
        for summary in summaries[rows.count..<end] {
            let row = NoteListRow(summary: summary)
            gtk_container_add(listBox.cast(to: GtkContainer.self), row.widget)
            rows.append(row)
        }
    }

    /// Selects note `id`'s row without reporting it to `onSelect`; nil clears the selection.
    func select(_ id: Int64?) {
        changingSelection {
            if let id, let index = rows.firstIndex(where: { $0.summary.id == id }) {
                gtk_list_box_select_row(listBox, rows[index].widget.cast())
            } else {
                gtk_list_box_unselect_all(listBox)
            }
        }
    }

    /// Shows a note that was just saved at the top: its row is updated (or made) and moved first.
    func moveToTop(_ summary: NoteSummary) {
        changingSelection {
            let wasSelected = selectedID == summary.id
            if let index = summaries.firstIndex(where: { $0.id == summary.id }) { summaries.remove(at: index) }
            summaries.insert(summary, at: 0)
            let row: NoteListRow
            if let index = rows.firstIndex(where: { $0.summary.id == summary.id }) {
                row = rows.remove(at: index)
                row.show(summary)
                if index != 0 { reinsert(row.widget, at: 0) }
            } else {
                row = NoteListRow(summary: summary)
                gtk_list_box_insert(listBox, row.widget, 0)
            }
            rows.insert(row, at: 0)
            if wasSelected { gtk_list_box_select_row(listBox, row.widget.cast()) }
        }
    }

    /// Removes note `id`'s row and summary.
    func remove(_ id: Int64) {
        changingSelection {
            summaries.removeAll { $0.id == id }
            if let index = rows.firstIndex(where: { $0.summary.id == id }) {
                gtk_widget_destroy(rows.remove(at: index).widget)
            }
        }
    }

    /// Puts back a note's summary where its save time places it (e.g. after undoing a delete).
    func insert(_ summary: NoteSummary) {
        let index = summaries.firstIndex { ($0.updated, $0.id) < (summary.updated, summary.id) } ?? summaries.count
        summaries.insert(summary, at: index)
        // Rows stay a prefix of the summaries: make one only if the note falls among them
        // (else the page that reaches it will).
        guard index <= rows.count else { return }
        let row = NoteListRow(summary: summary)
        gtk_list_box_insert(listBox, row.widget, Int32(index))
        rows.insert(row, at: index)
    }

    /// The summary that follows note `id` in the list, else the one before it.
    func neighbour(of id: Int64) -> NoteSummary? {
        guard let index = summaries.firstIndex(where: { $0.id == id }) else { return summaries.first }
        if index + 1 < summaries.count { return summaries[index + 1] }
        return index > 0 ? summaries[index - 1] : nil
    }

    /// Moves a row. Unselects it first: GtkListBox forgets a removed row is its selected one but
    /// the row keeps its selected flag, and then ignores `gtk_list_box_select_row` for it.
    private func reinsert(_ rowWidget: UnsafeMutablePointer<GtkWidget>, at position: Int32) {
        gtk_list_box_unselect_row(listBox, rowWidget.cast())
        g_object_ref(rowWidget.raw)
        gtk_container_remove(listBox.cast(to: GtkContainer.self), rowWidget)
        gtk_list_box_insert(listBox, rowWidget, position)
        g_object_unref(rowWidget.raw)
    }

    private func changingSelection(_ change: () -> Void) {
        let outer = isChangingSelection
        isChangingSelection = true
        change()
        isChangingSelection = outer
    }

    private func rowSelected(_ row: UnsafeMutableRawPointer?) {
        guard !isChangingSelection, let row, let listRow = checkedCast(row, to: GtkListBoxRow.self) else { return }
        let index = Int(gtk_list_box_row_get_index(listRow))
        guard rows.indices.contains(index) else { return }
        onSelect?(rows[index].summary.id)
    }
}
