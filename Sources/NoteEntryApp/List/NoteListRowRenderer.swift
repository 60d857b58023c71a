// The note list's text renderer: the title beside the edited time, the first line under both.
import CGtk
import GtkBinding

/// A `GtkCellRendererText` for the note list's title over first line (`NoteListColumn.text`) that
/// draws the first line across the row, under the edited time, which its own renderer draws
/// beside the title: a cell of a GtkTreeView column is a slice of the row's width, so the first
/// line was cut at the time's slice though the line under the time is empty.
///
/// It draws the text twice with GtkCellRendererText's own drawing: once in its cell, kept to the
/// top line (the title, cut before the time), once as wide as the row, kept to the lower line
/// (the first line). Everything else (the text read by screen readers, the row's measured height)
/// is GtkCellRendererText's.
@MainActor
enum NoteListRowRenderer {
    /// The registered subclass of `GtkCellRendererText`.
    static let gType: GType = GObjectSubclass.register(
        "PlaceholderNoteListRowRenderer", parent: gtk_cell_renderer_text_get_type(), classInit: rowRendererClassInit)

    /// A new, floating renderer of this type.
    static func make() -> UnsafeMutablePointer<GtkCellRenderer> {
        let instance = g_object_new_with_properties(gType, 0, nil, nil)!
        return UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkCellRenderer.self)
    }
}

/// GtkCellRendererText's class, whose drawing is used.
private nonisolated(unsafe) var parentRendererClass: UnsafeMutablePointer<GtkCellRendererClass>!

private let rowRendererClassInit: GClassInitFunc = { classPointer, _ in
    guard let classPointer else { return }
    parentRendererClass = g_type_class_peek_parent(classPointer)!.assumingMemoryBound(to: GtkCellRendererClass.self)
    classPointer.assumingMemoryBound(to: GtkCellRendererClass.self).pointee.render = renderRow
}

private let renderRow:
    @convention(c) (
        UnsafeMutablePointer<GtkCellRenderer>?, OpaquePointer?, UnsafeMutablePointer<GtkWidget>?,
        UnsafePointer<GdkRectangle>?, UnsafePointer<GdkRectangle>?, GtkCellRendererState
    ) -> Void = { cell, cairo, widget, background, cellArea, flags in
        guard let cairo, let widget, let cellArea, let render = parentRendererClass.pointee.render else { return }
        let area = cellArea.pointee
        // The two lines have one height (the font's), and the text is centred in a cell of the
        // row's measured height: they meet half way down.
        let middle = Double(area.y) + Double(area.height) / 2
        cairo_save(cairo)
        cairo_rectangle(cairo, Double(area.x), Double(area.y), Double(area.width), middle - Double(area.y))
        cairo_clip(cairo)
        render(cell, cairo, widget, background, cellArea, flags)
        cairo_restore(cairo)
        // The row's width in the view (one column, never scrolled sideways): the cell widened to
        // it, on the time's side (the right, or the left right to left).
        var wide = area
        let rowWidth = gtk_widget_get_allocated_width(widget)
        if gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL {
            wide.width = area.x + area.width
            wide.x = 0
        } else {
            wide.width = max(area.width, rowWidth - area.x)
        }
        cairo_save(cairo)
        // GtkCellRenderer clips to the cell: the lower line may use the row.
        cairo_reset_clip(cairo)
        cairo_rectangle(cairo, Double(wide.x), middle, Double(wide.width), Double(area.y + area.height) - middle)
        cairo_clip(cairo)
        withUnsafePointer(to: &wide) { render(cell, cairo, widget, background, $0, flags) }
        cairo_restore(cairo)
    }
