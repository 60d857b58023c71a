// What the tests read of the note list's rows: their texts, where they are, the focus on them.
import CGtk
import GtkBinding
import NoteStore
import PlaceholderTesting
import XCTest

@testable import NoteEntryApp

extension NoteList {
    /// Every row's summary, in order, read through the list (for the few notes a test holds).
    var summaries: [NoteSummary] { (0..<count).compactMap { summary(at: $0) } }

    /// What the row of note `id` shows, nil when the list does not show it.
    func rowText(of id: Int64) -> NoteListRowText? {
        position(of: id).flatMap { rowText(at: $0) }
    }

    /// Whether the keyboard focus is on note `id`'s row: on the tree view, its cursor on the row.
    func hasFocus(on id: Int64) -> Bool {
        gtk_widget_is_focus(treeView.cast()) != 0 && cursorPosition != nil && cursorPosition == position(of: id)
    }

    /// Whether the keyboard focus is on row `position`.
    func hasFocus(onRow position: Int) -> Bool {
        gtk_widget_is_focus(treeView.cast()) != 0 && cursorPosition == position
    }

    /// Where row `position` is drawn, in the tree view's own coordinates (as `Snapshot(of:)` of
    /// the tree view has them).
    func area(ofRow position: Int) -> PixelRect {
        let path = gtk_tree_path_new()!
        defer { gtk_tree_path_free(path) }
        gtk_tree_path_append_index(path, Int32(position))
        var area = GdkRectangle()
        gtk_tree_view_get_background_area(treeView, path, gtk_tree_view_get_column(treeView, 0), &area)
        var x: Int32 = 0
        var y: Int32 = 0
        gtk_tree_view_convert_bin_window_to_widget_coords(treeView, area.x, area.y, &x, &y)
        return PixelRect(x: Int(x), y: Int(y), width: Int(area.width), height: Int(area.height))
    }

    /// The accessible objects of row `position`'s cells, as AT-SPI reads them: the text cell
    /// (title over first line) and the edited time.
    func accessibleCellNames(ofRow position: Int) -> [String] {
        guard let view = gtk_widget_get_accessible(treeView.cast()),
            let cell = atk_table_ref_at(OpaquePointer(view), Int32(position), 0)
        else { return [] }
        defer { g_object_unref(cell) }
        let children = atk_object_get_n_accessible_children(cell)
        let objects =
            children == 0
            ? [cell] : (0..<children).compactMap { atk_object_ref_accessible_child(cell, $0) }
        defer { if children > 0 { objects.forEach { g_object_unref($0) } } }
        return objects.map { atk_object_get_name($0).map { String(cString: $0) } ?? "" }
    }
}

extension Snapshot {
    /// The part of the picture inside `area` (clipped to the picture).
    func cropped(to area: PixelRect) -> Snapshot {
        let left = max(0, area.x)
        let top = max(0, area.y)
        let right = min(width, area.x + area.width)
        let bottom = min(height, area.y + area.height)
        var bytes: [UInt8] = []
        for y in top..<max(top, bottom) {
            for x in left..<max(left, right) {
                let colour = pixel(x: x, y: y)
                bytes += [colour.red, colour.green, colour.blue, colour.alpha]
            }
        }
        return Snapshot(width: max(0, right - left), height: max(0, bottom - top), rgbaBytes: bytes)
    }
}
