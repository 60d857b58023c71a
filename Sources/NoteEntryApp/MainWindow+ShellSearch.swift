// What GNOME Shell's search asks of the window.
import CGtk

extension MainWindow {
    /// Shows note `id`, as a click on its row does (saving the note shown first).
    func showNote(_ id: Int64) {
        search.close()
        session.open(id)
    }

    /// Opens the search bar holding `query`; the list shows what it finds.
    func showSearch(for query: String) {
        search.open()
        gtk_entry_set_text(search.entry.cast(to: GtkEntry.self), query)
    }
}
