// A flat GtkTreeModel whose rows' values are asked for when GTK needs them.
import CGtk
import CLazyListModel

/// A `GtkTreeModel` of `count` rows, positions 0 ..< count, with no values of its own: GTK asks
/// `fetch` for a row's column when it draws the row or an accessibility client reads it. So a
/// tree view over 100,000 rows holds its row tree and reads the values of the rows on screen.
///
/// The owner says what changed (`insert`, `delete`, `change`), which the model reports to the
/// view as GtkTreeModel's signals. The rows' values live with the owner; the model only counts.
///
/// ```swift
/// let model = LazyListModel(columnTypes: [G_TYPE_STRING], count: titles.count) { row, _, value in
///     g_value_set_string(value, titles[row])
/// }
/// gtk_tree_view_set_model(treeView, model.treeModel)
/// ```
@MainActor
public final class LazyListModel {
    /// Fills the value (initialised to the column's type) of a row's column.
    public typealias Fetch = @MainActor (_ row: Int, _ column: Int32, _ value: UnsafeMutablePointer<GValue>) -> Void

    private let model: OpaquePointer
    private let fetch: Fetch

    /// A model of `count` rows with columns of `columnTypes`, whose values `fetch` gives.
    public init(columnTypes: [GType], count: Int, fetch: @escaping Fetch) {
        self.fetch = fetch
        // The context is set right after: the C object needs the callback first.
        model = lazy_list_model_new(
            Int32(columnTypes.count), columnTypes, Int32(clamping: count), lazyListModelFetch, nil)
        lazy_list_model_set_context(model, Unmanaged.passUnretained(self).toOpaque())
    }

    isolated deinit {
        // A view may keep the model after its owner is gone: its values are the defaults then.
        lazy_list_model_stop(model)
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    /// The model to hand to a `GtkTreeView`.
    public var treeModel: OpaquePointer {
        lazy_list_model_as_tree_model(model)
    }

    /// How many rows there are.
    public var count: Int { Int(lazy_list_model_count(model)) }

    /// A row was inserted at `row` (0 ... count).
    public func insert(at row: Int) {
        lazy_list_model_insert(model, Int32(row))
    }

    /// Row `row` was deleted.
    public func delete(at row: Int) {
        lazy_list_model_delete(model, Int32(row))
    }

    /// Row `row`'s values changed: a view showing it draws it again.
    public func change(at row: Int) {
        lazy_list_model_change(model, Int32(row))
    }

    /// The iterator of `row`, nil when there is no such row.
    public func iterator(of row: Int) -> GtkTreeIter? {
        var iter = GtkTreeIter()
        return lazy_list_model_iter(model, Int32(clamping: row), &iter) != 0 ? iter : nil
    }

    /// The row of `iterator`, nil when it is not one of this model's current iterators.
    public func row(of iterator: inout GtkTreeIter) -> Int? {
        let row = lazy_list_model_row(model, &iterator)
        return row < 0 ? nil : Int(row)
    }

    fileprivate func fill(_ row: Int, _ column: Int32, _ value: UnsafeMutablePointer<GValue>) {
        fetch(row, column, value)
    }
}

/// The C model's callback. A global function, not a closure written in the class: that one would
/// be main-actor isolated and check its executor through the concurrency runtime at every call.
private func lazyListModelFetch(
    _ context: UnsafeMutableRawPointer?, _ row: gint, _ column: gint, _ value: UnsafeMutablePointer<GValue>?
) {
    guard let context, let value else { return }
    let model = Unmanaged<LazyListModel>.fromOpaque(context).takeUnretainedValue()
    onMainThread(passing: (model, Int(row), column, value)) { $0.0.fill($0.1, $0.2, $0.3) }
}
