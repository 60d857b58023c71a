// Walking a widget and everything inside it, for tests that read what a window shows.
import CGtk

/// `widget` and every widget inside it, depth first (internal children included, as
/// `gtk_container_forall` gives them), and a window's title bar (a header bar) with its own.
@MainActor
func widgetTree(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var found = [widget]
    if isWidget(widget, ofType: gtk_window_get_type()),
        let titlebar = gtk_window_get_titlebar(UnsafeMutablePointer(OpaquePointer(widget)))
    {
        found += widgetTree(of: titlebar)
    }
    guard isWidget(widget, ofType: gtk_container_get_type()) else { return found }
    let children = gtk_container_get_children(UnsafeMutablePointer(OpaquePointer(widget)))
    defer { g_list_free(children) }
    var node = children
    while let current = node {
        if let child = current.pointee.data { found += widgetTree(of: child.assumingMemoryBound(to: GtkWidget.self)) }
        node = current.pointee.next
    }
    return found
}

/// Whether `widget` is an instance of `type` or of a subtype.
func isWidget(_ widget: UnsafeMutablePointer<GtkWidget>, ofType type: GType) -> Bool {
    g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget)), type) != 0
}
