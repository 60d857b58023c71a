// Where a file the user makes from a note goes unless they choose otherwise: the Documents
// folder, as GNOME apps save there, not the folder the app happened to start in.
import CGLib

/// The user's Documents folder (`XDG_DOCUMENTS_DIR`, through `g_get_user_special_dir`), or the
/// home folder when none is set: where a note is saved or printed to by default.
enum DocumentsFolder {
    /// The folder's path.
    static var path: String {
        if let documents = g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS) { return String(cString: documents) }
        return String(cString: g_get_home_dir())
    }

}
