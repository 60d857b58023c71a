// The note list's one column: the title over the first line, and the edited time beside it.
import CGtk

/// The columns of the note list's model, each a string, and the view's one column showing them.
enum NoteListColumn: Int32, CaseIterable {
    /// The title over the first line (`NoteListRowText.markup`).
    case text = 0
    /// The edited time.
    case editedTime = 1
    /// The whole title, as tooltip markup, when the row cuts it.
    case tooltip = 2

    /// One column: the title over the first line, cut at the end, and the edited time at the
    /// top right, never cut. Fixed sizing, as fixed-height mode requires.
    @MainActor
    static func add(to treeView: UnsafeMutablePointer<GtkTreeView>) {
        let column = gtk_tree_view_column_new()!
        gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED)
        gtk_tree_view_column_set_expand(column, 1)
        // The first line runs under the time too (NoteListRowRenderer).
        let text = NoteListRowRenderer.make()
        gtk_cell_renderer_set_padding(text, 12, 8)
        var ellipsize = GValue()
        g_value_init(&ellipsize, pango_ellipsize_mode_get_type())
        g_value_set_enum(&ellipsize, Int32(PANGO_ELLIPSIZE_END.rawValue))
        g_object_set_property(UnsafeMutablePointer(OpaquePointer(text)), "ellipsize", &ellipsize)
        g_value_unset(&ellipsize)
        gtk_tree_view_column_pack_start(column, text, 1)
        gtk_tree_view_column_add_attribute(column, text, "markup", NoteListColumn.text.rawValue)
        let time = gtk_cell_renderer_text_new()!
        gtk_cell_renderer_set_padding(time, 12, 8)
        gtk_cell_renderer_set_alignment(time, 1, 0)
        gtk_tree_view_column_pack_end(column, time, 0)
        gtk_tree_view_column_add_attribute(column, time, "markup", NoteListColumn.editedTime.rawValue)
        gtk_tree_view_append_column(treeView, column)
        gtk_tree_view_set_tooltip_column(treeView, NoteListColumn.tooltip.rawValue)
    }
}
