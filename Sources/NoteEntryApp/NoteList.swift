// The list of notes, newest first, read from the store and made into rows a page at a time.
import CGtk
import GtkBinding
import NoteStore

/// A `GtkListBox` in a scrolled window showing note summaries, most recently saved first.
///
/// Summaries are read from the store lazily, with keyset paging
/// (`NoteStore.listSummaries(after:limit:)`): the first `pageSize` when the list is loaded, then
/// more pages while less than a viewport's height of rows lies below the visible part (a window
/// taller than a page, or one made taller), and the next page each time the list is scrolled to
/// its bottom edge. So a window with 100,000 notes reads and makes as few rows as one with 30.
/// Every summary read has a row, and the rows are always the newest `shownCount` notes, in order.
@MainActor
final class NoteList {
    /// How many rows are created at a time: about three viewports of the default window.
    /// Making and showing a row (a list box row, a box, two labels) is costly, so the first
    /// page stays small: it is part of the app's start-up.
    static let pageSize = 30

    /// The scrolled window holding the list, to pack into the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The list box.
    let listBox: UnsafeMutablePointer<GtkListBox>
    /// The summaries read so far, in display order: the newest `shownCount` notes.
    var summaries: [NoteSummary] { rows.map(\.summary) }
    /// The rows made so far, one per summary read.
    private var rows: [NoteListRow] = []
    /// Reads one page of summaries after a summary (nil: from the newest), at most a count.
    typealias PageReader = @MainActor (NoteSummary?, Int) throws -> [NoteSummary]
    /// Where the next page is read from; nil before `load(pages:)`.
    private var readPage: PageReader?
    /// The search whose matches the rows show bold, if the list shows a search's results.
    private(set) var highlightedQuery: String?
    /// The last summary read from the store, which the next page follows; nil before the first page.
    /// Every note at or before it in the store's order has been read (notes saved since then
    /// sort before it too, and are added by `moveToTop`).
    private var pageEnd: NoteSummary?
    /// True once a page came back short: the store has no more notes after `pageEnd`.
    private(set) var isComplete = false
    private var connections = SignalConnectionSet()
    /// Tab, Home/End and the arrows on the list.
    private var keyboard: NoteListKeyboard?
    /// True while the list itself changes the selection, so that is not reported as the user's.
    private var isChangingSelection = false
    /// The pending check whether the rows fill the viewport (`fillViewport`).
    private var viewportFill: MainLoopSource?
    /// A page the viewport fill read failed: it reads no more until a page is read at the
    /// bottom edge or the list is loaded again (the error bar the failure shows resizes the list,
    /// which would otherwise read again at once).
    private var viewportFillFailed = false

    /// The wall clock the rows' "Today" is read from, in milliseconds since 1970; setting it
    /// re-shows every row's edited time.
    var clock: LocalDayChange.Clock = LocalDayChange.systemClock {
        didSet { watchLocalDay() }
    }
    /// Re-shows the edited times when the local day changes, so "Today" never means yesterday.
    private var dayChange: LocalDayChange?

    /// Called when the user selects a note's row.
    var onSelect: (@MainActor (Int64) -> Void)?
    /// Called when a page after the first could not be read (the first page's failure is thrown
    /// by `load(pages:)`); the list keeps the rows it has and tries again at the next bottom edge.
    var onPageFailure: (@MainActor (Error) -> Void)?

    /// An empty list in `listBox` (browse selection, "No notes yet" placeholder, accessible name,
    /// all from `main-window.ui`), which `widget`, a scrolled window, holds.
    init(widget: UnsafeMutablePointer<GtkWidget>, listBox: UnsafeMutablePointer<GtkListBox>) {
        self.widget = widget
        self.listBox = listBox
        connections.add(
            SignalConnection(
                listBox, "row-selected",
                argument: { [weak self] row in
                    self?.rowSelected(row)
                }))
        connections.add(
            SignalConnection(
                widget.cast(to: GtkScrolledWindow.self), "edge-reached",
                argument: { [weak self] position in
                    if Int32(truncatingIfNeeded: Int(bitPattern: position)) == Int32(GTK_POS_BOTTOM.rawValue) {
                        self?.showNextPageReportingFailure()
                    }
                }))
        if let adjustment = gtk_scrolled_window_get_vadjustment(widget.cast()) {
            // Emitted when the rows' height (upper) or the viewport's (page size) changed.
            // Emitted during size allocation, where rows added would not be laid out: the
            // check runs from an idle.
            connections.add(
                SignalConnection(adjustment, "changed") { [weak self] in
                    guard let self, viewportFill?.isPending != true else { return }
                    viewportFill = MainLoopSource.idle { [weak self] in self?.fillViewport(adjustment) }
                })
        }
        keyboard = NoteListKeyboard(list: self)
        watchLocalDay()
        connections.add(
            SignalConnection(widget, "destroy") { [weak self] in
                self?.keyboard?.disconnect()
                self?.viewportFill?.cancel()
                self?.dayChange?.cancel()
                self?.connections.disconnectAll()
            })
    }

    private func watchLocalDay() {
        dayChange?.cancel()
        showEditedTimes()
        dayChange = LocalDayChange(clock: clock) { [weak self] in self?.showEditedTimes() }
    }

    private func showEditedTimes() {
        let now = clock()
        for row in rows { row.showEditedTime(now: now) }
    }

    /// Reads the next page if less than a viewport's height of rows lies below the visible
    /// part. Rows get their height at the next layout, which changes the adjustment again, so
    /// a tall window reads page after page until it is filled. After a failed read it waits for
    /// the next bottom edge (`viewportFillFailed`).
    private func fillViewport(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        let viewport = gtk_adjustment_get_page_size(adjustment)
        let below = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_value(adjustment) - viewport
        guard !viewportFillFailed, viewport > 0, below < viewport else { return }
        viewportFillFailed = !showNextPageReportingFailure()
    }

    /// How many rows exist.
    var shownCount: Int { rows.count }

    /// The row at `index` in display order, if it has been made.
    func row(at index: Int) -> NoteListRow? {
        rows.indices.contains(index) ? rows[index] : nil
    }

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

    /// Replaces the content with the notes `pages` reads: reads and shows the first page.
    /// - Throws: `NoteStoreError` when the page cannot be read; the list is then empty (a later
    ///   `showNextPage()` tries again).
    func load(pages: @escaping PageReader, highlighting query: String? = nil) throws {
        highlightedQuery = query
        changingSelection {
            for row in rows { gtk_widget_destroy(row.widget) }
            rows.removeAll()
        }
        readPage = pages
        pageEnd = nil
        isComplete = false
        do {
            try showNextPage()
        } catch {
            viewportFillFailed = true
            throw error
        }
    }

    /// Reads the next page of summaries from the store and makes their rows, unless every
    /// note has been read.
    /// - Throws: `NoteStoreError` when the page cannot be read; the rows stay as they were.
    func showNextPage() throws {
        try showNext(Self.pageSize)
    }

    /// Reads every summary not read yet in one query after `pageEnd` (keyset paging: no row
    /// already shown is read again) and makes their rows, so the last note has a row.
    /// - Throws: `NoteStoreError` when they cannot be read; the rows stay as they were.
    func showRemainingPages() throws {
        try showNext(Int.max)
    }

    private func showNext(_ limit: Int) throws {
        guard let readPage, !isComplete else { return }
        let page = try readPage(pageEnd, limit)
        viewportFillFailed = false
        isComplete = page.count < limit
        pageEnd = page.last ?? pageEnd
        // A note already shown (moved to the top by a save, or put back by `insert`) is not
        // shown twice.
        let shown = Set(rows.map(\.summary.id))
        for summary in page where !shown.contains(summary.id) {
            let row = NoteListRow(summary: summary, highlighting: highlightedQuery, now: clock())
            gtk_container_add(listBox.cast(to: GtkContainer.self), row.widget)
            rows.append(row)
        }
    }

    /// Whether the page was read; a failure goes to `onPageFailure`.
    @discardableResult
    func showNextPageReportingFailure() -> Bool {
        reportingFailure(showNextPage)
    }

    /// Whether every remaining summary was read; a failure goes to `onPageFailure`.
    @discardableResult
    func showRemainingPagesReportingFailure() -> Bool {
        reportingFailure(showRemainingPages)
    }

    private func reportingFailure(_ read: () throws -> Void) -> Bool {
        do {
            try read()
            return true
        } catch {
            onPageFailure?(error)
            return false
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
            let row: NoteListRow
            if let index = rows.firstIndex(where: { $0.summary.id == summary.id }) {
                row = rows.remove(at: index)
                row.show(summary, highlighting: highlightedQuery, now: clock())
                if index != 0 { reinsert(row.widget, at: 0) }
            } else {
                row = NoteListRow(summary: summary, highlighting: highlightedQuery, now: clock())
                gtk_list_box_insert(listBox, row.widget, 0)
            }
            rows.insert(row, at: 0)
            if wasSelected { gtk_list_box_select_row(listBox, row.widget.cast()) }
        }
    }

    /// Removes note `id`'s row.
    func remove(_ id: Int64) {
        changingSelection {
            if let index = rows.firstIndex(where: { $0.summary.id == id }) {
                gtk_widget_destroy(rows.remove(at: index).widget)
            }
        }
    }

    /// Puts back a note's summary where its save time places it (e.g. after undoing a delete).
    func insert(_ summary: NoteSummary) {
        guard row(for: summary.id) == nil else { return }
        // Rows stay the newest notes: make one only if the note falls among the notes read
        // (else the page that reaches it will).
        if let pageEnd, !isComplete, Self.sortsAfter(summary, pageEnd) { return }
        let index = rows.firstIndex { Self.sortsAfter($0.summary, summary) } ?? rows.count
        let row = NoteListRow(summary: summary, highlighting: highlightedQuery, now: clock())
        gtk_list_box_insert(listBox, row.widget, Int32(index))
        rows.insert(row, at: index)
    }

    /// The summary that follows note `id` in the list, else the one before it. When note `id`
    /// has the last row, the next page is read first (a failure to read it is reported to
    /// `onPageFailure`, and the one before is returned).
    func neighbour(of id: Int64) -> NoteSummary? {
        guard let index = rows.firstIndex(where: { $0.summary.id == id }) else { return rows.first?.summary }
        if index + 1 == rows.count { showNextPageReportingFailure() }
        if index + 1 < rows.count { return rows[index + 1].summary }
        return index > 0 ? rows[index - 1].summary : nil
    }

    /// Whether `a` comes after `b` in the store's order: saved earlier, or in the same
    /// millisecond with a smaller id.
    private static func sortsAfter(_ a: NoteSummary, _ b: NoteSummary) -> Bool {
        (a.updated, a.id) < (b.updated, b.id)
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
