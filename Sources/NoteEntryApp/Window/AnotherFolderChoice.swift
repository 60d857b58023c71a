// "Choose Another Folder…": the desktop's folder chooser, then note-entry over that folder.
import CGtk
import Glibc
import GtkBinding

/// Asks for a notes folder with the desktop's own chooser (`GtkFileChooserNative`: the portal's
/// inside a sandbox, GTK's dialog otherwise) and opens it in a new note-entry, exactly as
/// `note-entry --data-dir FOLDER` does: that folder's own instance, with every check a start
/// makes. The window asking then closes (saving, or keeping its text for its own folder).
@MainActor
enum AnotherFolderChoice {
    /// Shows the chooser over `window`, open at `folder` (the one holding the notes folder that
    /// failed, where another is likeliest to be); `chosen` gets the folder if the user picks one.
    static func ask(
        over window: UnsafeMutablePointer<GtkWindow>, startingIn folder: String, chosen: @escaping (String) -> Void
    ) {
        let chooser = gtk_file_chooser_native_new(
            InterfaceText.chooseNotesFolder, window, GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
            InterfaceText.chooseFolderAccept, InterfaceText.chooseFolderCancel)!
        gtk_native_dialog_set_modal(UnsafeMutablePointer(chooser), 1)
        gtk_file_chooser_set_current_folder(chooser, folder)
        FileChooserAnswer.show(chooser) { chooser in
            guard let path = gtk_file_chooser_get_filename(chooser) else { return }
            defer { g_free(path) }
            chosen(String(cString: path))
        }
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
}
