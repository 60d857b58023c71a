// Where the notes live when the app is not told otherwise.
//
// Follows the XDG Base Directory specification, so notes go where the desktop expects user
// data and a user can move them all with one environment variable. The variables are read as
// bytes: a home folder whose name is not UTF-8 is used as it is, not "repaired".
import Glibc

/// The default folder and the file name of the notes database.
public enum NoteStoreLocation {
    /// The application's folder under the XDG data directory.
    public static let folderName = "note-entry"

    /// The database file's name inside the notes folder.
    public static let databaseFileName = "notes.sqlite3"

    /// `$XDG_DATA_HOME/note-entry`, or `$HOME/.local/share/note-entry` when XDG_DATA_HOME is unset,
    /// empty or relative (the specification says to ignore a relative value), byte for byte as
    /// the variables hold them.
    ///
    /// - Parameter variable: reads one environment variable's bytes; the process's by default.
    public static func defaultDirectoryPath(
        variable: (String) -> [UInt8]? = environmentVariable
    ) -> FileSystemPath {
        userFolder(xdgVariable: "XDG_DATA_HOME", fallback: ".local/share", variable: variable).appending(folderName)
    }

    /// The XDG base folder `xdgVariable` names when it is absolute, else `fallback` under the
    /// home folder (`homeFolder(variable:)`).
    package static func userFolder(
        xdgVariable: String, fallback: String, variable: (String) -> [UInt8]? = environmentVariable
    ) -> FileSystemPath {
        absolute(variable(xdgVariable)) ?? homeFolder(variable: variable).appending(fallback)
    }

    /// `$HOME` when it is absolute, else the user's home folder in the password database ("/"
    /// when there is none).
    package static func homeFolder(variable: (String) -> [UInt8]? = environmentVariable) -> FileSystemPath {
        absolute(variable("HOME")) ?? passwordDatabaseHome() ?? FileSystemPath("/")
    }

    /// The process's environment variable `name`, byte for byte; nil when unset.
    public static func environmentVariable(_ name: String) -> [UInt8]? {
        getenv(name).map { FileSystemPath(cString: $0).bytes }
    }

    private static func absolute(_ bytes: [UInt8]?) -> FileSystemPath? {
        bytes.flatMap { $0.first == UInt8(ascii: "/") ? FileSystemPath(bytes: $0) : nil }
    }

    /// The home folder getpwuid_r(3) gives for this process's user.
    private static func passwordDatabaseHome() -> FileSystemPath? {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        while true {
            let status = getpwuid_r(getuid(), &entry, &buffer, buffer.count, &found)
            if status == ERANGE && buffer.count < 1 << 20 {
                buffer = [CChar](repeating: 0, count: buffer.count * 4)
                continue
            }
            guard status == 0, found != nil, let directory = entry.pw_dir else { return nil }
            return absolute(FileSystemPath(cString: directory).bytes)
        }
    }
}
