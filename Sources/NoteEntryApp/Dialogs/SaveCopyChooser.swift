// "Save a Copy…": the shown note written to a file the user chooses, as `--export` writes it.
import CGtk
import GtkBinding
import NoteStore

/// A save file chooser (GtkFileChooserNative: the desktop's own through its portal) for the
/// shown note, named after its title, in the user's Documents folder (`DocumentsFolder`); the
/// file gets the note's stored bytes exactly (`NoteCopyFile`), which is the way out for a note
/// the editor opened read-only.
@MainActor
enum SaveCopyChooser {
    /// Asks where to save a copy of the shown note (saving what is typed first).
    static func ask(over window: UnsafeMutablePointer<GtkWindow>, session: NoteSession) {
        guard session.save(), let id = session.document.id, let note = try? session.connection.store().note(id: id)
        else { return }
        let chooser = gtk_file_chooser_native_new(
            InterfaceText.translate("Save a Copy"), window, GTK_FILE_CHOOSER_ACTION_SAVE,
            InterfaceText.translate("_Save"), InterfaceText.translate("_Cancel"))!
        gtk_file_chooser_set_do_overwrite_confirmation(chooser, 1)
        gtk_file_chooser_set_current_folder(chooser, DocumentsFolder.path)
        gtk_file_chooser_set_current_name(chooser, NoteExport.fileName(for: note.title) + ".md")
        FileChooserAnswer.show(chooser) { chooser in
            guard let path = gtk_file_chooser_get_filename(chooser) else { return }
            defer { g_free(path) }
            let file = String(cString: path)
            do {
                guard let bytes = try session.connection.store().storedBytes(ofNote: id) else { return }
                try NoteCopyFile.write(bytes, to: file)
            } catch {
                StandardStream.error("\(CommandLineOptions.programName): \(error)")
                session.display?.show(.copyNotSaved(path: file, reason: "\(error)"))
            }
        }
    }
}
