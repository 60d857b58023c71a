// "Export All Notes…": every note written as a Markdown file into a folder the user chooses, as
// `note-entry --export FOLDER` writes them, from the window.
import CGtk
import NoteStore

/// A folder chooser starting in the user's Documents folder; into the chosen folder every note of
/// the window's notes folder is exported (`NoteExport`), what is typed saved first, and the
/// message bar says where they went, or that some could not be.
@MainActor
enum ExportChooser {
    /// Asks which folder to export the notes into.
    static func ask(over window: UnsafeMutablePointer<GtkWindow>, session: NoteSession) {
        let chooser = gtk_file_chooser_native_new(
            InterfaceText.translate("Export All Notes"), window, GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
            InterfaceText.translate("_Export"), InterfaceText.translate("_Cancel"))!
        gtk_file_chooser_set_create_folders(chooser, 1)
        gtk_file_chooser_set_current_folder(chooser, DocumentsFolder.path)
        FileChooserAnswer.show(chooser) { chooser in
            guard let path = gtk_file_chooser_get_filename(chooser) else { return }
            defer { g_free(path) }
            let folder = FileSystemPath(cString: path)
            // What is typed goes with the rest.
            _ = session.save()
            let status = NoteExport.run(to: folder, from: session.folder)
            session.display?.show(.notesExported(folder: folder.description, failed: status != 0))
        }
    }
}
