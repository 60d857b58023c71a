// The trash, as the window shows it: the deleted notes, each to restore or delete for good.
import CGtk
import GtkBinding
import NoteStore

/// A dialog over the main window listing the notes in the trash, most recently deleted first,
/// with Restore and Delete Forever on each and Empty Trash in its header bar; the last two ask
/// first (`PermanentDeletionQuestion`). Notes stay in the trash for `NoteStore.trashRetentionDays`
/// days. The rows are read a page at a time (`PagedListBox`), so a trash of 20,000 notes opens
/// as fast as one of 50.
@MainActor
final class TrashDialog {
    private let window: DialogWindow
    private let session: NoteSession
    private var rows: PagedListBox<TrashedNote>!
    private let emptyButton: UnsafeMutablePointer<GtkWidget>
    private var connections = SignalConnectionSet()
    /// The rows' buttons', let go before the rows are.
    private var rowConnections = SignalConnectionSet()

    /// Opens the trash over `parent`.
    @discardableResult
    static func present(over parent: UnsafeMutablePointer<GtkWindow>, session: NoteSession) -> TrashDialog {
        let dialog = TrashDialog(over: parent, session: session)
        dialog.window.present()
        return dialog
    }

    private init(over parent: UnsafeMutablePointer<GtkWindow>, session: NoteSession) {
        self.session = session
        window = DialogWindow(title: InterfaceText.translate("Trash"), over: parent, width: 480, height: 420)
        emptyButton = gtk_button_new_with_mnemonic(InterfaceText.translate("_Empty Trash"))!
        gtk_style_context_add_class(gtk_widget_get_style_context(emptyButton), "destructive-action")
        gtk_header_bar_pack_end(window.header, emptyButton)
        rows = PagedListBox(
            readPage: { after, limit in session.trashedNotes(after: after, limit: limit) },
            makeRow: { [unowned self] note in row(for: note) })
        gtk_list_box_set_selection_mode(rows.list, GTK_SELECTION_NONE)
        gtk_list_box_set_placeholder(rows.list, dialogPlaceholder(InterfaceText.translate("The trash is empty")))
        gtk_widget_set_vexpand(rows.scrolled, 1)
        gtk_box_pack_start(window.content, rows.scrolled, 1, 1, 0)
        let note = dialogLabel(
            InterfaceText.translate("Notes are deleted for good 30 days after they were moved to the trash."),
            dimmed: true)
        gtk_label_set_ellipsize(note.cast(), PANGO_ELLIPSIZE_NONE)
        gtk_label_set_line_wrap(note.cast(), 1)
        gtk_widget_set_margin_start(note, 12)
        gtk_widget_set_margin_end(note, 12)
        gtk_widget_set_margin_top(note, 6)
        gtk_widget_set_margin_bottom(note, 6)
        gtk_box_pack_end(window.content, note, 0, 0, 0)
        connections.add(
            SignalConnection(emptyButton, "clicked") { [weak self] in
                guard let self else { return }
                let count = session.trashCount()
                PermanentDeletionQuestion.ask(over: window.dialog.cast(), deleting: .trash(count: count)) {
                    [weak self] in
                    self?.session.deleteForever(nil)
                    self?.fill()
                }
            })
        connections.add(
            SignalConnection(window.dialog.cast(to: GtkWidget.self), "destroy") { [weak self] in
                self?.rowConnections.disconnectAll()
                self?.connections.disconnectAll()
            })
        ObjectAttachment.attach(self, to: window.dialog.object, key: "note-entry-trash-dialog")
        fill()
    }

    /// The rows, one per note in the trash, as many pages as were read.
    private func fill() {
        rowConnections.disconnectAll()
        rows.fill()
        gtk_widget_set_sensitive(emptyButton, rows.items.isEmpty ? 0 : 1)
    }

    private func row(for note: TrashedNote) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(box, 12) }
        gtk_widget_set_margin_top(box, 6)
        gtk_widget_set_margin_bottom(box, 6)
        let texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        let title = note.summary.title.trimmingWhitespace
        gtk_box_pack_start(
            texts.cast(), dialogLabel(title.isEmpty ? InterfaceText.untitled : title, bold: true), 0, 0, 0)
        let deleted = InterfaceText.translate(
            "Deleted %s", whenText(millisecondsSince1970: note.trashed.millisecondsSince1970))
        gtk_box_pack_start(texts.cast(), dialogLabel(deleted, dimmed: true), 0, 0, 0)
        gtk_widget_set_hexpand(texts, 1)
        gtk_box_pack_start(box.cast(), texts, 1, 1, 0)
        let restore = gtk_button_new_with_mnemonic(InterfaceText.translate("_Restore"))!
        let forever = gtk_button_new_with_mnemonic(InterfaceText.translate("_Delete Forever"))!
        for button in [restore, forever] { gtk_widget_set_valign(button, GTK_ALIGN_CENTER) }
        // A screen reader moving through the buttons hears which note each acts on.
        let named = title.isEmpty ? InterfaceText.untitled : title
        AccessibleName.set(InterfaceText.translate("Restore “%s”", named), on: restore)
        AccessibleName.set(InterfaceText.translate("Delete “%s” Forever", named), on: forever)
        gtk_box_pack_end(box.cast(), forever, 0, 0, 0)
        gtk_box_pack_end(box.cast(), restore, 0, 0, 0)
        let id = note.summary.id
        rowConnections.add(
            SignalConnection(restore, "clicked") { [weak self] in
                guard let self else { return }
                session.restoreFromTrash(id)
                window.close()
            })
        rowConnections.add(
            SignalConnection(forever, "clicked") { [weak self] in
                guard let self else { return }
                PermanentDeletionQuestion.ask(over: window.dialog.cast(), deleting: .note(title: title)) {
                    [weak self] in
                    self?.session.deleteForever(id)
                    self?.fill()
                }
            })
        return box
    }
}
