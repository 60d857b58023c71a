// Which running window a start hands over to: only one over the same notes folder.
//
// GApplication makes one process per application id the primary instance on the session bus;
// a later start with that id hands its activation over and ends. The user's usual folder
// (~/.local/share/note-entry under the account's home) keeps the published id, which the
// .desktop file and the search provider name; any other default folder, one that
// XDG_DATA_HOME or HOME points elsewhere, gets an id of its own derived from the folder, so a
// start over it meets only a window over it, and opens one if there is none.
import Glibc
import NoteStore

enum SingleInstanceIdentity {
    /// The application id for a start whose notes are in `folder` (its default folder).
    static func applicationID(forFolder folder: FileSystemPath, published: String) -> String {
        guard let home = getpwuid(getuid())?.pointee.pw_dir else { return published }
        let usual = FileSystemPath(cString: home).appending(".local/share").appending(NoteStoreLocation.folderName)
        if FolderFingerprint.resolved(folder) == FolderFingerprint.resolved(usual) { return published }
        // An element of a D-Bus name may not start with a digit.
        return published + ".Folder" + FolderFingerprint.hex(of: folder)
    }
}
