// "Save a Copy…": the shown note written to a file the user chooses, as `--export` writes it.
import CGtk
import GtkBinding
import NoteStore

/// A save file chooser (GtkFileChooserNative: the desktop's own through its portal) for the
/// shown note, named after its title, in the user's Documents folder (`DocumentsFolder`); the file gets the note's stored bytes exactly
/// (`NoteCopyFile`), which is the way out for a note the editor opened read-only.
@MainActor
final class SaveCopyChooser {
    private let chooser: OpaquePointer
    private let session: NoteSession
    private var connections = SignalConnectionSet()

    private var dialog: UnsafeMutablePointer<GtkNativeDialog> { UnsafeMutablePointer(chooser) }

    /// Asks where to save a copy of the shown note (saving what is typed first).
    static func ask(over window: UnsafeMutablePointer<GtkWindow>, session: NoteSession) {
        guard session.save(), let id = session.document.id, let note = try? session.connection.store().note(id: id)
        else { return }
        let chooser = SaveCopyChooser(
            over: window, session: session, suggestedName: NoteExport.fileName(for: note.title) + ".md")
        ObjectAttachment.attach(chooser, to: chooser.dialog.object, key: "note-entry-save-copy-chooser")
        chooser.connections.add(
            SignalConnection(
                chooser.dialog, "response",
                argument: { [weak chooser] response in
                    chooser?.answered(Int32(truncatingIfNeeded: Int(bitPattern: response)), note: id)
                }))
        gtk_native_dialog_show(chooser.dialog)
    }

    private init(over window: UnsafeMutablePointer<GtkWindow>, session: NoteSession, suggestedName: String) {
        self.session = session
        chooser = gtk_file_chooser_native_new(
            InterfaceText.translate("Save a Copy"), window, GTK_FILE_CHOOSER_ACTION_SAVE,
            InterfaceText.translate("_Save"), InterfaceText.translate("_Cancel"))
        gtk_file_chooser_set_do_overwrite_confirmation(chooser, 1)
        gtk_file_chooser_set_current_folder(chooser, DocumentsFolder.path)
        gtk_file_chooser_set_current_name(chooser, suggestedName)
    }

    private func answered(_ response: Int32, note id: Int64) {
        connections.disconnectAll()
        defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
        guard response == GTK_RESPONSE_ACCEPT.rawValue, let path = gtk_file_chooser_get_filename(chooser) else {
            return
        }
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
