// "Choose Another Folder…": the desktop's folder chooser, then note-entry over that folder.
import CGtk
import Glibc
import GtkBinding

/// Asks for a notes folder with the desktop's own chooser (`GtkFileChooserNative`: the portal's
/// inside a sandbox, GTK's dialog otherwise) and opens it in a new note-entry, exactly as
/// `note-entry --data-dir FOLDER` does: that folder's own instance, with every check a start
/// makes. The window asking then closes (saving, or keeping its text for its own folder).
@MainActor
final class AnotherFolderChoice {
    /// A `GtkFileChooserNative` (an opaque type in C), owned here until it answers.
    private let chooser: OpaquePointer
    private var connections = SignalConnectionSet()
    private let chosen: (String) -> Void

    private init(
        over window: UnsafeMutablePointer<GtkWindow>, startingIn folder: String, chosen: @escaping (String) -> Void
    ) {
        chooser = gtk_file_chooser_native_new(
            InterfaceText.chooseNotesFolder, window, GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
            InterfaceText.chooseFolderAccept, InterfaceText.chooseFolderCancel)
        self.chosen = chosen
        gtk_native_dialog_set_modal(dialog, 1)
        gtk_file_chooser_set_current_folder(chooser, folder)
    }

    private var dialog: UnsafeMutablePointer<GtkNativeDialog> { UnsafeMutablePointer(chooser) }

    /// Shows the chooser over `window`, open at `folder` (the one holding the notes folder that
    /// failed, where another is likeliest to be); `chosen` gets the folder if the user picks one.
    static func ask(
        over window: UnsafeMutablePointer<GtkWindow>, startingIn folder: String, chosen: @escaping (String) -> Void
    ) {
        let choice = AnotherFolderChoice(over: window, startingIn: folder, chosen: chosen)
        // The chooser keeps its Swift side alive until it answers and is released.
        ObjectAttachment.attach(choice, to: choice.dialog.object, key: "note-entry-another-folder-choice")
        choice.connections.add(
            SignalConnection(
                choice.dialog, "response",
                argument: { [weak choice] response in
                    choice?.answered(Int32(truncatingIfNeeded: Int(bitPattern: response)))
                }))
        gtk_native_dialog_show(choice.dialog)
    }

    /// Starts `note-entry --data-dir folder` beside this process; throws when it cannot start.
    static func launch(dataDirectory folder: String) throws {
        guard let executable = RunningExecutable.path() else {
            throw LaunchFailure(description: "cannot read /proc/self/exe: \(String(cString: strerror(errno)))")
        }
        var arguments: [UnsafeMutablePointer<CChar>?] =
            [executable, "--data-dir", folder].map { (text: String) in strdup(text) } + [nil]
        defer { arguments.forEach { free($0) } }
        var error: UnsafeMutablePointer<GError>?
        guard g_spawn_async(nil, &arguments, nil, G_SPAWN_DEFAULT, nil, nil, nil, &error) != 0 else {
            throw LaunchFailure(description: GLibErrorMessage.take(&error))
        }
    }

    /// Why another note-entry could not be started (GLib's message).
    struct LaunchFailure: Error, CustomStringConvertible {
        let description: String
    }

    private func answered(_ response: Int32) {
        connections.disconnectAll()
        defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
        guard response == GTK_RESPONSE_ACCEPT.rawValue, let path = gtk_file_chooser_get_filename(chooser) else {
            return
        }
        defer { g_free(path) }
        chosen(String(cString: path))
    }
}
