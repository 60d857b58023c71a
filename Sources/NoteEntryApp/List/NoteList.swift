// The list of notes, newest first: a tree view over the store with one row per note, each row's
// texts read from the store when the row is drawn.
import CGtk
import GtkBinding
import NoteStore

/// A `GtkTreeView` in a scrolled window showing every note (or a search's results), most
/// recently saved first.
///
/// The view has a row per note from the start, so the scroll bar, Home/End, Page Up/Down and
/// accessibility see every note; its model (`LazyListModel`) holds no texts: a row's summary is
/// read from the store, with its page, when the row is drawn or read (`NoteListPages`). The view
/// is in fixed-height mode, so it measures one row, not each.
///
/// A change the list is told of (a note saved, deleted, put back) moves its row in place, with
/// the model's row signals; when the list cannot tell where the row was (a note none of whose
/// neighbours has been read), it counts and shows the notes again. A change told while the list
/// reports the user's selection waits for the main loop (`changingRows`): the view is then inside
/// its own handler of a key or click, holding nodes of its row tree that the change would free.
@MainActor
final class NoteList {
    /// The scrolled window holding the list, to pack into the window.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The tree view.
    let treeView: UnsafeMutablePointer<GtkTreeView>
    /// Shown over the list when it has no rows.
    private let emptyLabel: UnsafeMutablePointer<GtkWidget>
    /// The view's selection: the note shown, when it has a row.
    let selection: UnsafeMutablePointer<GtkTreeSelection>
    /// The rows: how many, and the summaries read.
    private(set) var pages: NoteListPages?
    /// The view's model, counting the rows.
    private(set) var model: LazyListModel?
    /// The search whose matches the rows show bold, if the list shows a search's results.
    private(set) var highlightedQuery: String?
    private var connections = SignalConnectionSet()
    /// True while the list itself changes the selection, so that is not reported as the user's.
    private var isChangingSelection = false
    /// True while the list reports the user's selection to `onSelect`: GtkTreeView is inside its
    /// own handler (moving the cursor, a click), so the rows must not change until it returns.
    private var isReportingSelection = false
    /// Row changes asked for while the list reported a selection, in order, and the source that
    /// makes them once the view's handler has returned.
    private var waitingRowChanges: [@MainActor () -> Void] = []
    private var waitingRowChangesSource: MainLoopSource?
    /// Whether reads wait after one failed: a view asks for the rows it draws at every frame
    /// (and the message bar reporting the failure makes it draw again), and each failed read
    /// can hold the main loop for the store's busy timeout. Rows not read show nothing until
    /// the list is scrolled or loaded again.
    private(set) var readsHeld = false
    /// True from a model's attaching until the view draws: GtkTreeView's fixed-height mode then
    /// measures one row, the root of its row tree (row 65,535 of 100,000), whose page would be
    /// read by position over up to half the notes only to be measured. Rows not read yet answer
    /// `measuredRow` instead, which has every row's height (two lines, the title bold).
    private var isMeasuring = true
    /// The view's height when it last was drawn whole after a change of height.
    private var drawnHeight: Int32 = 0
    /// What a row not read yet shows while the view measures.
    private static let measuredRow = NoteSummary(
        id: 0, title: "M", firstLine: "M", updated: NoteTime(millisecondsSince1970: 0))

    /// The wall clock the rows' "Today" is read from, in milliseconds since 1970; setting it
    /// re-shows every row's edited time.
    var clock: LocalDayChange.Clock = LocalDayChange.systemClock {
        didSet { watchLocalDay() }
    }
    /// Re-shows the edited times when the local day changes, so "Today" never means yesterday.
    private var dayChange: LocalDayChange?

    /// Called when the user selects a note's row.
    var onSelect: (@MainActor (Int64) -> Void)?
    /// Called when rows could not be read (the count's failure is thrown by `load`); rows not
    /// read show nothing until the list is scrolled or loaded again, which reads them again.
    var onPageFailure: (@MainActor (Error) -> Void)?

    /// An empty list in `treeView` (fixed-height mode, accessible name, from `main-window.ui`),
    /// which `widget`, a scrolled window, holds; `emptyLabel` says there is nothing to show.
    init(
        widget: UnsafeMutablePointer<GtkWidget>, treeView: UnsafeMutablePointer<GtkTreeView>,
        emptyLabel: UnsafeMutablePointer<GtkWidget>
    ) {
        self.widget = widget
        self.treeView = treeView
        self.emptyLabel = emptyLabel
        selection = gtk_tree_view_get_selection(treeView)
        gtk_tree_selection_set_mode(selection, GTK_SELECTION_BROWSE)
        NoteListColumn.add(to: treeView)
        connections.add(SignalConnection(selection, "changed") { [weak self] in self?.selectionChanged() })
        connections.add(
            SignalConnection(
                treeView, "draw",
                decidingOnArgument: { [weak self] _ in
                    self?.isMeasuring = false
                    return false
                }))
        // The search bar sliding closed above the list makes the view taller a few pixels a frame;
        // GTK 3 drew none of the rows it gained (a band of the window's grey, as high as the bar,
        // stayed under the last row), so a change of height draws the view again.
        connections.add(
            SignalConnection(
                treeView, "size-allocate",
                argument: { [weak self] _ in
                    guard let self else { return }
                    let height = gtk_widget_get_allocated_height(treeView.cast())
                    guard height != drawnHeight else { return }
                    drawnHeight = height
                    gtk_widget_queue_draw(treeView.cast())
                }))
        if let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(treeView)) {
            connections.add(SignalConnection(adjustment, "value-changed") { [weak self] in self?.readsHeld = false })
        }
        watchLocalDay()
        connections.add(
            SignalConnection(widget, "destroy") { [weak self] in
                self?.dayChange?.cancel()
                self?.waitingRowChangesSource?.cancel()
                self?.connections.disconnectAll()
            })
    }

    private func watchLocalDay() {
        dayChange?.cancel()
        gtk_widget_queue_draw(treeView.cast())
        // The texts are made when the rows are drawn: drawing them again shows the new day.
        dayChange = LocalDayChange(clock: clock) { [weak self] in
            guard let self else { return }
            gtk_widget_queue_draw(treeView.cast())
        }
    }

    // MARK: Content

    /// Replaces the content with the notes of `source`, the words of `query` bold.
    /// - Throws: `NoteStoreError` when the notes cannot be counted; the list is then empty.
    func load(_ source: NoteListSource, highlighting query: String? = nil) throws {
        highlightedQuery = query
        do {
            show(try NoteListPages(source))
        } catch {
            show(nil)
            throw error
        }
    }

    /// Replaces the content with `newPages`' rows, the words of `query` bold.
    func show(_ newPages: NoteListPages, highlighting query: String?) {
        highlightedQuery = query
        show(newPages)
    }

    /// Attaches a new model of `newPages`'s rows (none when nil) to the view. Row changes still
    /// waiting are dropped: the new rows are read from the store, which has them.
    func show(_ newPages: NoteListPages?) {
        waitingRowChanges = []
        changingSelection {
            pages = newPages
            readsHeld = false
            isMeasuring = true
            let model = LazyListModel(
                columnTypes: NoteListColumn.allCases.map { _ in FundamentalType.string },
                count: newPages?.count ?? 0
            ) { [weak self] row, column, value in
                self?.fill(value, row: row, column: column)
            }
            gtk_tree_view_set_model(treeView, model.treeModel)
            self.model = model
        }
        showWhetherEmpty()
    }

    /// Reads the rows from `newPages` from now on, without a new model: the model's rows were
    /// moved to be `newPages`'s rows (`NoteList+OtherWriters`).
    func read(from newPages: NoteListPages) {
        pages = newPages
        readsHeld = false
    }

    /// Shows the empty label when there are no rows, hides it otherwise.
    func showWhetherEmpty() {
        if count == 0 { gtk_widget_show(emptyLabel) } else { gtk_widget_hide(emptyLabel) }
    }

    private func fill(_ value: UnsafeMutablePointer<GValue>, row: Int, column: Int32) {
        let summary = isMeasuring ? pages?.keptSummary(at: row) ?? Self.measuredRow : summary(at: row)
        guard let summary, let model, var iterator = model.iterator(of: row) else { return }
        let text = NoteListRowText(
            summary, highlighting: highlightedQuery,
            isSelected: gtk_tree_selection_iter_is_selected(selection, &iterator) != 0, now: clock())
        switch NoteListColumn(rawValue: column) {
        case .text: g_value_set_string(value, text.markup)
        case .editedTime: g_value_set_string(value, text.editedTimeMarkup)
        case .tooltip: g_value_set_string(value, text.tooltip.map { SearchHighlight.escape($0[...]) })
        case nil: break
        }
    }

    /// How many rows there are: every note the list shows.
    var count: Int { pages?.count ?? 0 }

    /// The summary of row `position`, read when it is not kept; nil past the end, or when it
    /// cannot be read (reported to `onPageFailure`).
    func summary(at position: Int) -> NoteSummary? {
        reading(kept: { $0.keptSummary(at: position) }, { try $0.summary(at: position) })
    }

    /// The row of note `id`, nil when the list does not show it.
    func position(of id: Int64) -> Int? {
        reading(kept: { $0.keptPosition(of: id) }, { try $0.position(of: id) })
    }

    /// What `read` finds in the pages, or only what `kept` finds there while reads are held; a
    /// failure to read holds them.
    private func reading<Value>(
        kept: (NoteListPages) -> Value?, _ read: (NoteListPages) throws -> Value?
    ) -> Value? {
        guard let pages else { return nil }
        if readsHeld { return kept(pages) }
        do {
            return try read(pages)
        } catch {
            holdReads(error)
            return nil
        }
    }

    /// What row `position` shows; nil past the end or when it cannot be read.
    func rowText(at position: Int) -> NoteListRowText? {
        guard let summary = summary(at: position), let model, var iterator = model.iterator(of: position) else {
            return nil
        }
        return NoteListRowText(
            summary, highlighting: highlightedQuery,
            isSelected: gtk_tree_selection_iter_is_selected(selection, &iterator) != 0, now: clock())
    }

    /// The first row at or after `start` (wrapping round) whose title, as the row shows it, starts
    /// with `prefix` ignoring case; nil when none does or the rows cannot be read.
    func firstPosition(titleStartingWith prefix: String, from start: Int) -> Int? {
        do {
            return try pages?.firstPosition(from: start) { summary in
                summary.title.trimmingWhitespace.lowercased().hasPrefix(prefix)
            }
        } catch {
            onPageFailure?(error)
            return nil
        }
    }

    func holdReads(_ error: Error) {
        readsHeld = true
        onPageFailure?(error)
    }

    // MARK: Selection and cursor

    /// The row of the selected note.
    var selectedPosition: Int? {
        var iterator = GtkTreeIter()
        guard gtk_tree_selection_get_selected(selection, nil, &iterator) != 0 else { return nil }
        return model?.row(of: &iterator)
    }

    /// The id of the selected note.
    var selectedID: Int64? { selectedPosition.flatMap { summary(at: $0)?.id } }

    /// The row of the view's cursor, where the arrows move from.
    var cursorPosition: Int? {
        var path: OpaquePointer?
        gtk_tree_view_get_cursor(treeView, &path, nil)
        guard let path else { return nil }
        defer { gtk_tree_path_free(path) }
        return gtk_tree_path_get_depth(path) == 1 ? Int(gtk_tree_path_get_indices(path)[0]) : nil
    }

    /// Selects note `id`'s row without reporting it to `onSelect`; nil clears the selection.
    func select(_ id: Int64?) {
        changingSelection {
            if let id, let position = position(of: id) {
                moveCursor(to: position)
            } else {
                gtk_tree_selection_unselect_all(selection)
            }
        }
    }

    /// Moves the cursor to row `position` and selects it, scrolling it into view; reported to
    /// `onSelect` unless the list itself is changing the selection.
    func moveCursor(to position: Int) {
        guard let path = gtk_tree_path_new() else { return }
        defer { gtk_tree_path_free(path) }
        gtk_tree_path_append_index(path, Int32(clamping: position))
        gtk_tree_view_set_cursor(treeView, path, nil, 0)
    }

    /// The first row the view shows at least half of, nil when it shows none.
    var topShownPosition: Int? {
        var start: OpaquePointer?
        guard gtk_tree_view_get_visible_range(treeView, &start, nil) != 0, let start else { return nil }
        defer { gtk_tree_path_free(start) }
        guard gtk_tree_path_get_depth(start) == 1 else { return nil }
        let first = Int(gtk_tree_path_get_indices(start)[0])
        var shown = GdkRectangle()
        gtk_tree_view_get_visible_rect(treeView, &shown)
        var area = GdkRectangle()
        gtk_tree_view_get_background_area(treeView, start, nil, &area)
        var top: Int32 = 0
        gtk_tree_view_convert_bin_window_to_tree_coords(treeView, 0, area.y, nil, &top)
        // The row above the first fully shown one may show a pixel or two of its separator.
        return top + area.height / 2 < shown.y && first + 1 < count ? first + 1 : first
    }

    /// Scrolls row `position` to the top of the view (once it is laid out, when it is not yet).
    func scroll(toTop position: Int) {
        guard let path = gtk_tree_path_new() else { return }
        defer { gtk_tree_path_free(path) }
        gtk_tree_path_append_index(path, Int32(clamping: position))
        gtk_tree_view_scroll_to_cell(treeView, path, nil, 1, 0, 0)
    }

    /// Runs `change`, which changes the selection without it being reported to `onSelect`.
    func changingSelection(_ change: () -> Void) {
        let outer = isChangingSelection
        isChangingSelection = true
        change()
        isChangingSelection = outer
    }

    private func selectionChanged() {
        guard !isChangingSelection, let id = selectedID else { return }
        let outer = isReportingSelection
        isReportingSelection = true
        defer { isReportingSelection = outer }
        onSelect?(id)
    }

    /// Whether the rows may change now: the list reports no selection and no change waits.
    var canChangeRowsNow: Bool { !isReportingSelection && waitingRowChanges.isEmpty }

    /// Runs `change`, which changes the rows (the model and the pages alike), now, or once the
    /// view's handler returns when the list is reporting a selection: GtkTreeView moves its cursor
    /// over nodes of its row tree, and a row deleted under it frees the node it stands on (GTK then
    /// aborts in `_gtk_rbtree_node_find_offset`). The changes wait in order, at high priority, so
    /// they are made before the next event or frame.
    func changingRows(_ change: @escaping @MainActor () -> Void) {
        guard isReportingSelection || !waitingRowChanges.isEmpty else {
            change()
            return
        }
        waitingRowChanges.append(change)
        guard waitingRowChangesSource?.isPending != true else { return }
        waitingRowChangesSource = MainLoopSource.idle(priority: G_PRIORITY_HIGH) { [weak self] in
            guard let self else { return }
            let changes = waitingRowChanges
            waitingRowChanges = []
            changes.forEach { $0() }
        }
    }
}
