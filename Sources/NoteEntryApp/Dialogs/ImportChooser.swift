// "Import Notes…": choosing note files (a Gnote or Tomboy user's among them) to add as notes.
import CGtk
import Glibc
import GtkBinding
import NoteStore

/// An open file chooser (GtkFileChooserNative) for several `.note`, `.md` and `.txt` files,
/// starting in Gnote's notes folder when there is one; the chosen files are imported
/// (`NoteSession.importNotes`).
@MainActor
enum ImportChooser {
    /// Where Gnote keeps its notes (`~/.local/share/gnote`, or under `XDG_DATA_HOME`).
    static var gnoteFolder: String {
        String(cString: g_get_user_data_dir()) + "/gnote"
    }

    /// Asks which files to import.
    static func ask(over window: UnsafeMutablePointer<GtkWindow>, session: NoteSession) {
        let chooser = gtk_file_chooser_native_new(
            InterfaceText.translate("Import Notes"), window, GTK_FILE_CHOOSER_ACTION_OPEN,
            InterfaceText.translate("_Import"), InterfaceText.translate("_Cancel"))!
        gtk_file_chooser_set_select_multiple(chooser, 1)
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, InterfaceText.translate("Notes (Gnote, Tomboy, Markdown, text)"))
        for pattern in ["*.note", "*.md", "*.markdown", "*.txt"] { gtk_file_filter_add_pattern(filter, pattern) }
        gtk_file_chooser_add_filter(chooser, filter)
        var status = stat()
        if stat(gnoteFolder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            gtk_file_chooser_set_current_folder(chooser, gnoteFolder)
        }
        FileChooserAnswer.show(chooser) { chooser in
            guard let files = gtk_file_chooser_get_filenames(chooser) else { return }
            defer { g_slist_free_full(files, g_free) }
            var paths: [FileSystemPath] = []
            var node: UnsafeMutablePointer<GSList>? = files
            while let current = node {
                if let name = current.pointee.data {
                    paths.append(FileSystemPath(cString: name.assumingMemoryBound(to: CChar.self)))
                }
                node = current.pointee.next
            }
            session.importNotes(paths)
        }
    }
}
