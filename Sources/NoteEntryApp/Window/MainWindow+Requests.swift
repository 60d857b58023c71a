// What GNOME Shell's search and printing ask of the window, beside its own controls.
import CGtk
import NoteStore

extension MainWindow {
    /// Shows note `id`, as a click on its row does (saving the note shown first).
    func showNote(_ id: Int64) {
        search.close()
        session.open(id)
    }

    /// Shows the note titled `title` (a `[[title]]` link), or says there is none.
    func showNote(titled title: String) {
        do {
            guard let id = try session.connection.store().noteID(titled: title) else {
                show(.noNoteTitled(title))
                return
            }
            showNote(id)
        } catch {
            show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
        }
    }

    /// Opens the search bar holding `query`; the list shows what it finds.
    func showSearch(for query: String) {
        search.open()
        gtk_entry_set_text(search.entry.cast(to: GtkEntry.self), query)
    }

    /// Prints the note as the editor shows it: through the print dialog, or into the PDF file
    /// `exportFile` (tests, scripts). Returns whether it was printed or exported.
    @discardableResult
    func printNote(exportingTo exportFile: String? = nil) -> Bool {
        NotePrinting.print(title: editor.title, body: editor.text, over: window, exportFile: exportFile)
    }
}
