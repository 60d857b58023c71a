// A note's version history, as the window shows it: the texts it had, to read and to put back.
import CGtk
import GtkBinding
import NoteStore

/// A dialog over the main window listing the shown note's versions, newest first, with when
/// and why each was replaced; the selected one's text is shown beside the list, and Restore
/// puts it back (the text it replaces becomes a version itself). The rows are read a page at a
/// time and without their texts; only the selected version's text is read.
@MainActor
final class NoteHistoryDialog {
    private let window: DialogWindow
    private let session: NoteSession
    private var rows: PagedListBox<NoteVersionSummary>!
    private let text: UnsafeMutablePointer<GtkTextView>
    private let restoreButton: UnsafeMutablePointer<GtkWidget>
    private var connections = SignalConnectionSet()

    /// Opens the shown note's history over `parent`.
    @discardableResult
    static func present(over parent: UnsafeMutablePointer<GtkWindow>, session: NoteSession) -> NoteHistoryDialog {
        let dialog = NoteHistoryDialog(over: parent, session: session)
        dialog.window.present()
        return dialog
    }

    /// Why a text was replaced, as the list says it.
    static func reasonText(_ reason: NoteVersion.Reason) -> String {
        switch reason {
        case .edited: InterfaceText.translate("Before editing resumed")
        case .recovered: InterfaceText.translate("Before recovered text replaced it")
        case .restored: InterfaceText.translate("Before an earlier version was restored")
        case .elsewhere: InterfaceText.translate("Before another program changed it")
        case .otherComputer: InterfaceText.translate("Before another computer changed it")
        case .conflict: InterfaceText.translate("Changed on two computers at once: the older text")
        }
    }

    private init(over parent: UnsafeMutablePointer<GtkWindow>, session: NoteSession) {
        self.session = session
        window = DialogWindow(title: InterfaceText.translate("Version History"), over: parent, width: 720, height: 480)
        restoreButton = gtk_button_new_with_mnemonic(InterfaceText.translate("_Restore"))!
        gtk_style_context_add_class(gtk_widget_get_style_context(restoreButton), "suggested-action")
        gtk_widget_set_sensitive(restoreButton, 0)
        gtk_header_bar_pack_end(window.header, restoreButton)
        rows = PagedListBox(
            readPage: { after, limit in session.versionsOfShownNote(after: after, limit: limit) },
            makeRow: { version in Self.row(for: version) })
        let list = rows.list
        gtk_style_context_add_class(gtk_widget_get_style_context(list.cast()), "note-history")
        gtk_list_box_set_placeholder(
            list, dialogPlaceholder(InterfaceText.translate("No earlier versions of this note")))
        // Which note's history this is: its title under the dialog's.
        let title = session.document.text.title.trimmingWhitespace
        gtk_header_bar_set_subtitle(window.header, title.isEmpty ? InterfaceText.untitled : title)
        text = gtk_text_view_new()!.cast(to: GtkTextView.self)
        gtk_text_view_set_editable(text, 0)
        gtk_text_view_set_wrap_mode(text, GTK_WRAP_WORD_CHAR)
        for margin in [gtk_text_view_set_left_margin, gtk_text_view_set_right_margin, gtk_text_view_set_top_margin] {
            margin(text, 12)
        }
        let panes = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        let listScroll = rows.scrolled
        gtk_widget_set_size_request(listScroll, 200, -1)
        let textScroll = gtk_scrolled_window_new(nil, nil)!
        gtk_widget_set_hexpand(textScroll, 1)
        gtk_container_add(textScroll.cast(), text.cast())
        gtk_box_pack_start(panes.cast(), listScroll, 0, 0, 0)
        gtk_box_pack_start(panes.cast(), gtk_separator_new(GTK_ORIENTATION_VERTICAL), 0, 0, 0)
        gtk_box_pack_start(panes.cast(), textScroll, 1, 1, 0)
        gtk_widget_set_vexpand(panes, 1)
        gtk_box_pack_start(window.content, panes, 1, 1, 0)
        rows.fill()
        connections.add(SignalConnection(list, "row-selected", argument: { [weak self] row in self?.selected(row) }))
        connections.add(SignalConnection(restoreButton, "clicked") { [weak self] in self?.restore() })
        connections.add(
            SignalConnection(window.dialog.cast(to: GtkWidget.self), "destroy") { [weak self] in
                self?.connections.disconnectAll()
            })
        ObjectAttachment.attach(self, to: window.dialog.object, key: "note-entry-history-dialog")
        if let first = gtk_list_box_get_row_at_index(list, 0) {
            gtk_list_box_select_row(list, first)
        }
    }

    /// A version's row: when, and why.
    private static func row(for version: NoteVersionSummary) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_margin_start(box, 12)
        gtk_widget_set_margin_end(box, 12)
        gtk_widget_set_margin_top(box, 6)
        gtk_widget_set_margin_bottom(box, 6)
        let when = whenText(millisecondsSince1970: version.replaced.millisecondsSince1970)
        gtk_box_pack_start(box.cast(), dialogLabel(when, bold: true), 0, 0, 0)
        gtk_box_pack_start(box.cast(), dialogLabel(reasonText(version.reason), dimmed: true), 0, 0, 0)
        let row = gtk_list_box_row_new()!
        gtk_container_add(row.cast(), box)
        // A screen reader reads the row as one item: when, and why.
        AccessibleName.set(when + ", " + reasonText(version.reason), on: row)
        return row
    }

    /// The selected row's version, if one is selected.
    private var selectedVersion: NoteVersionSummary? {
        guard let row = gtk_list_box_get_selected_row(rows.list) else { return nil }
        let index = Int(gtk_list_box_row_get_index(row))
        return rows.items.indices.contains(index) ? rows.items[index] : nil
    }

    /// Shows the selected version's text, read now (nil when it is gone since the list was read).
    private func selected(_ row: UnsafeMutableRawPointer?) {
        let version = selectedVersion.flatMap { session.version($0.id) }
        let shown = version.map { $0.title.isEmpty ? $0.body : $0.title + "\n\n" + $0.body } ?? ""
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(text), EditorLimits.shown(shown), -1)
        gtk_widget_set_sensitive(restoreButton, version == nil ? 0 : 1)
    }

    private func restore() {
        guard let version = selectedVersion else { return }
        session.restoreVersion(version.id)
        window.close()
    }
}
