// Preferences: the sync folder, the one setting a person chooses once per computer. The notes
// stay in the app's own folder; the sync folder only carries a Markdown copy of each to the
// person's other computers through the sync tool they already run.
import CGtk
import GtkBinding
import NoteStore

/// A modal dialog over the main window: the sync folder (or that there is none), Choose Folder…
/// and Stop Syncing.
@MainActor
final class PreferencesDialog {
    private let window: DialogWindow
    private let session: NoteSession
    private let folderLabel: UnsafeMutablePointer<GtkWidget>
    private let stopButton: UnsafeMutablePointer<GtkWidget>
    private var connections = SignalConnectionSet()

    private init(over parent: UnsafeMutablePointer<GtkWindow>, session: NoteSession) {
        self.session = session
        window = DialogWindow(title: InterfaceText.translate("Preferences"), over: parent, width: 480, height: -1)
        let heading = dialogLabel(InterfaceText.translate("Sync Folder"), bold: true)
        let explanation = dialogLabel(
            InterfaceText.translate(
                "A Markdown file of each note is kept in this folder, for Syncthing, Nextcloud or another sync tool "
                    + "to carry to your other computers, where note-entry syncs with the same folder. "
                    + "Your notes themselves stay on this computer."),
            dimmed: true)
        gtk_label_set_ellipsize(explanation.cast(to: GtkLabel.self), PANGO_ELLIPSIZE_NONE)
        gtk_label_set_line_wrap(explanation.cast(to: GtkLabel.self), 1)
        gtk_label_set_max_width_chars(explanation.cast(to: GtkLabel.self), 50)
        folderLabel = dialogLabel("", dimmed: false)
        gtk_label_set_selectable(folderLabel.cast(to: GtkLabel.self), 1)
        gtk_label_set_ellipsize(folderLabel.cast(to: GtkLabel.self), PANGO_ELLIPSIZE_MIDDLE)
        let choose = gtk_button_new_with_mnemonic(InterfaceText.translate("_Choose Folder…"))!
        stopButton = gtk_button_new_with_mnemonic(InterfaceText.translate("_Stop Syncing"))!
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_pack_start(buttons.cast(to: GtkBox.self), choose, 0, 0, 0)
        gtk_box_pack_start(buttons.cast(to: GtkBox.self), stopButton, 0, 0, 0)
        let content = window.content
        gtk_box_set_spacing(content, 8)
        gtk_container_set_border_width(content.cast(to: GtkContainer.self), 18)
        for child in [heading, explanation, folderLabel, buttons] { gtk_box_pack_start(content, child, 0, 0, 0) }
        connections.add(
            SignalConnection(choose.cast(to: GtkButton.self), "clicked") { [weak self] in self?.chooseFolder() })
        connections.add(
            SignalConnection(stopButton.cast(to: GtkButton.self), "clicked") { [weak self] in
                self?.session.stopSyncing()
                self?.showFolder()
            })
        connections.add(
            SignalConnection(window.dialog.cast(to: GtkWidget.self), "destroy") { [weak self] in
                self?.connections.disconnectAll()
            })
        showFolder()
        gtk_widget_grab_focus(choose)
    }

    /// Shows the folder synced with, or that there is none.
    private func showFolder() {
        let folder = session.sync?.folder.path
        let text =
            folder?.description
            ?? InterfaceText.translate("Not syncing: the notes are on this computer only.")
        gtk_label_set_text(folderLabel.cast(to: GtkLabel.self), text)
        AccessibleName.set(InterfaceText.translate("Sync folder: %s", text), on: folderLabel)
        gtk_widget_set_sensitive(stopButton, folder == nil ? 0 : 1)
    }

    private func chooseFolder() {
        let chooser = gtk_file_chooser_native_new(
            InterfaceText.translate("Sync Folder"), window.dialog.cast(to: GtkWindow.self),
            GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, InterfaceText.translate("_Sync Here"),
            InterfaceText.translate("_Cancel"))!
        gtk_file_chooser_set_create_folders(chooser, 1)
        if let current = session.sync?.folder.path {
            current.withCString { _ = gtk_file_chooser_set_current_folder(chooser, $0) }
        }
        FileChooserAnswer.show(chooser) { [weak self] chooser in
            guard let self, let path = gtk_file_chooser_get_filename(chooser) else { return }
            defer { g_free(path) }
            session.startSyncing(with: SyncFolder(path: FileSystemPath(cString: path)))
            showFolder()
        }
    }

    /// Shows the preferences over `parent`.
    static func present(over parent: UnsafeMutablePointer<GtkWindow>, session: NoteSession) {
        let dialog = PreferencesDialog(over: parent, session: session)
        ObjectAttachment.attach(dialog, to: dialog.window.dialog.object, key: "note-entry-preferences")
        dialog.window.present()
    }
}
