// Move to Notebook…: files the note shown under a notebook, a new one when its name is new, or
// under none when the name is left empty. One entry does all three, so the keyboard needs no
// more than typing a name (or the arrows through the ones there are) and Return.
import CGtk
import GtkBinding
import NoteStore

/// A modal dialog over the main window: a combo box with an entry, listing the notebooks and
/// holding the note's own, and Move (the default: Return in the entry) in its header bar.
@MainActor
final class MoveToNotebookDialog {
    private let window: DialogWindow
    private let combo: UnsafeMutablePointer<GtkComboBoxText>
    private var connections = SignalConnectionSet()

    private init(over parent: UnsafeMutablePointer<GtkWindow>, session: NoteSession) {
        window = DialogWindow(title: InterfaceText.moveToNotebookTitle, over: parent, width: 360, height: -1)
        combo = gtk_combo_box_text_new_with_entry()!.cast(to: GtkComboBoxText.self)
        for notebook in session.notebooks { gtk_combo_box_text_append_text(combo, notebook.name) }
        let entry = gtk_bin_get_child(combo.cast(to: GtkBin.self))!
        gtk_entry_set_text(entry.cast(to: GtkEntry.self), session.shownNotebook?.name ?? "")
        gtk_entry_set_activates_default(entry.cast(to: GtkEntry.self), 1)
        gtk_entry_set_placeholder_text(entry.cast(to: GtkEntry.self), InterfaceText.noNotebook)
        AccessibleName.set(InterfaceText.notebookName, on: entry)
        let label = gtk_label_new_with_mnemonic(InterfaceText.notebookLabel)!
        gtk_label_set_mnemonic_widget(label.cast(to: GtkLabel.self), entry)
        gtk_label_set_xalign(label.cast(to: GtkLabel.self), 0)
        let hint = dialogLabel(InterfaceText.notebookHint, dimmed: true)
        gtk_label_set_ellipsize(hint.cast(to: GtkLabel.self), PANGO_ELLIPSIZE_NONE)
        gtk_label_set_line_wrap(hint.cast(to: GtkLabel.self), 1)
        gtk_label_set_max_width_chars(hint.cast(to: GtkLabel.self), 40)
        let content = window.content
        gtk_box_set_spacing(content, 6)
        gtk_container_set_border_width(content.cast(to: GtkContainer.self), 12)
        for child in [label, combo.cast(to: GtkWidget.self), hint] { gtk_box_pack_start(content, child, 0, 0, 0) }
        let dialog = window.dialog
        // Move sits in the header bar, the default (Return in the entry); Escape and the close
        // button cancel. A clicked handler of its own, not a response: DialogWindow destroys the
        // dialog on any response before later handlers could read the entry.
        let move = gtk_button_new_with_mnemonic(InterfaceText.moveToNotebookAction)!
        gtk_style_context_add_class(gtk_widget_get_style_context(move), "suggested-action")
        gtk_widget_set_can_default(move, 1)
        gtk_header_bar_pack_end(window.header, move)
        gtk_window_set_default(dialog.cast(to: GtkWindow.self), move)
        connections.add(
            SignalConnection(move.cast(to: GtkButton.self), "clicked") { [weak self, weak session] in
                guard let self, let session else { return }
                let name = gtk_entry_get_text(entry.cast(to: GtkEntry.self)).map { String(cString: $0) } ?? ""
                session.moveShownNote(toNotebookNamed: name.trimmingWhitespace.isEmpty ? nil : name)
                onMoved?()
                window.close()
            })
        connections.add(
            SignalConnection(dialog.cast(to: GtkWidget.self), "destroy") { [weak self] in
                self?.connections.disconnectAll()
            })
        gtk_widget_grab_focus(entry)
    }

    /// Called once the note was filed (the window shows the notebooks again).
    private var onMoved: (@MainActor () -> Void)?

    /// Asks over `parent` which notebook the note shown by `session` goes to, files it there,
    /// and runs `moved`.
    static func present(
        over parent: UnsafeMutablePointer<GtkWindow>, session: NoteSession, then moved: @escaping @MainActor () -> Void
    ) {
        let dialog = MoveToNotebookDialog(over: parent, session: session)
        dialog.onMoved = moved
        ObjectAttachment.attach(dialog, to: dialog.window.dialog.object, key: "note-entry-move-to-notebook")
        dialog.window.present()
    }
}
