// A dialog's list that reads its rows a page at a time, as they are scrolled to.
import CGtk
import GtkBinding

/// A `GtkListBox` in a scrolled window whose rows are read `pageSize` at a time: the first page
/// when it is filled, the next when the view reaches its bottom (by scrolling, or by the keyboard
/// moving to the last row). So a dialog over 20,000 notes makes the widgets of one page, and a
/// row past those read costs nothing until someone scrolls to it.
///
/// `readPage` gives up to `limit` items after `after` (nil: from the first), in the list's
/// order; fewer than `limit` means the end. `makeRow` builds an item's row.
@MainActor
final class PagedListBox<Item> {
    /// How many rows are read at a time: several screens of a dialog.
    static var pageSize: Int { 50 }

    /// The list, for its placeholder, selection mode and signals.
    let list: UnsafeMutablePointer<GtkListBox>
    /// The scrolled window holding the list, to pack in the dialog.
    let scrolled: UnsafeMutablePointer<GtkWidget>
    /// The items of the rows read so far, in row order.
    private(set) var items: [Item] = []
    private let readPage: (_ after: Item?, _ limit: Int) -> [Item]
    private let makeRow: (Item) -> UnsafeMutablePointer<GtkWidget>
    private var readToTheEnd = false
    private var connections = SignalConnectionSet()

    /// An empty list whose rows `readPage` and `makeRow` give; `fill()` reads the first page.
    init(
        readPage: @escaping (_ after: Item?, _ limit: Int) -> [Item],
        makeRow: @escaping (Item) -> UnsafeMutablePointer<GtkWidget>
    ) {
        self.readPage = readPage
        self.makeRow = makeRow
        list = gtk_list_box_new()!.cast(to: GtkListBox.self)
        scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(scrolled.cast(), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(scrolled.cast(), list.cast())
        connections.add(
            SignalConnection(
                scrolled.cast(to: GtkScrolledWindow.self), "edge-reached",
                argument: { [weak self] edge in
                    guard Int32(truncatingIfNeeded: Int(bitPattern: edge)) == Int32(GTK_POS_BOTTOM.rawValue) else {
                        return
                    }
                    self?.readNextPage()
                }))
        connections.add(
            SignalConnection(list.cast(to: GtkWidget.self), "destroy") { [weak self] in
                self?.connections.disconnectAll()
            })
    }

    /// Reads the rows again from the first, as many pages as were read (at least one): after a
    /// change to the items, the view keeps about the rows it had.
    func fill() {
        let children = gtk_container_get_children(list.cast())
        var child = children
        while let item = child {
            gtk_widget_destroy(item.pointee.data.assumingMemoryBound(to: GtkWidget.self))
            child = item.pointee.next
        }
        g_list_free(children)
        let wanted = max(Self.pageSize, (items.count + Self.pageSize - 1) / Self.pageSize * Self.pageSize)
        items = []
        readToTheEnd = false
        while items.count < wanted, !readToTheEnd { readNextPage() }
    }

    /// Adds the next page's rows, unless every row is read.
    func readNextPage() {
        guard !readToTheEnd else { return }
        let page = readPage(items.last, Self.pageSize)
        readToTheEnd = page.count < Self.pageSize
        for item in page {
            let row = makeRow(item)
            gtk_list_box_insert(list, row, -1)
            gtk_widget_show_all(row)
        }
        items += page
    }
}
