// A tree view's selection held as it is while its cursor moves.
import CGtk

/// Runs `body` while `selection` neither selects nor unselects a row: to move its tree view's
/// cursor with `gtk_tree_view_set_cursor`, which also selects the cursor's row, and leave the
/// selected rows as they were. For a selection without a select function of its own: it is
/// replaced for `body`, then removed.
///
/// ```swift
/// holdingSelection(gtk_tree_view_get_selection(view)) { gtk_tree_view_set_cursor(view, path, nil, 0) }
/// ```
@MainActor
public func holdingSelection(_ selection: UnsafeMutablePointer<GtkTreeSelection>, _ body: () -> Void) {
    gtk_tree_selection_set_select_function(selection, refuseEverySelectionChange, nil, nil)
    body()
    gtk_tree_selection_set_select_function(selection, nil, nil, nil)
}

/// A select function that lets no row be selected or unselected.
private let refuseEverySelectionChange: GtkTreeSelectionFunc = { _, _, _, _, _ in 0 }
