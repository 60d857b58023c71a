// "Import Notes…": choosing note files (a Gnote or Tomboy user's among them) to add as notes.
import CGtk
import Glibc
import GtkBinding
import NoteStore

/// An open file chooser (GtkFileChooserNative) for several `.note`, `.md` and `.txt` files,
/// starting in Gnote's notes folder when there is one; the chosen files are imported
/// (`NoteSession.importNotes`).
@MainActor
final class ImportChooser {
    private let chooser: OpaquePointer
    private let session: NoteSession
    private var connections = SignalConnectionSet()

    private var dialog: UnsafeMutablePointer<GtkNativeDialog> { UnsafeMutablePointer(chooser) }

    /// Where Gnote keeps its notes (`~/.local/share/gnote`, or under `XDG_DATA_HOME`).
    static var gnoteFolder: String {
        String(cString: g_get_user_data_dir()) + "/gnote"
    }

    /// Asks which files to import.
    static func ask(over window: UnsafeMutablePointer<GtkWindow>, session: NoteSession) {
        let chooser = ImportChooser(over: window, session: session)
        ObjectAttachment.attach(chooser, to: chooser.dialog.object, key: "note-entry-import-chooser")
        chooser.connections.add(
            SignalConnection(
                chooser.dialog, "response",
                argument: { [weak chooser] response in
                    chooser?.answered(Int32(truncatingIfNeeded: Int(bitPattern: response)))
                }))
        gtk_native_dialog_show(chooser.dialog)
    }

    private init(over window: UnsafeMutablePointer<GtkWindow>, session: NoteSession) {
        self.session = session
        chooser = gtk_file_chooser_native_new(
            InterfaceText.translate("Import Notes"), window, GTK_FILE_CHOOSER_ACTION_OPEN,
            InterfaceText.translate("_Import"), InterfaceText.translate("_Cancel"))
        gtk_file_chooser_set_select_multiple(chooser, 1)
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, InterfaceText.translate("Notes (Gnote, Tomboy, Markdown, text)"))
        for pattern in ["*.note", "*.md", "*.markdown", "*.txt"] { gtk_file_filter_add_pattern(filter, pattern) }
        gtk_file_chooser_add_filter(chooser, filter)
        var status = stat()
        if stat(Self.gnoteFolder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            gtk_file_chooser_set_current_folder(chooser, Self.gnoteFolder)
        }
    }

    private func answered(_ response: Int32) {
        connections.disconnectAll()
        defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
        guard response == GTK_RESPONSE_ACCEPT.rawValue, let files = gtk_file_chooser_get_filenames(chooser) else {
            return
        }
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
