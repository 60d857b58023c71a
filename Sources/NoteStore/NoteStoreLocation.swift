// Where the notes live when the app is not told otherwise.
//
// Follows the XDG Base Directory specification, so notes go where the desktop expects user
// data and a user can move them all with one environment variable. The variables are read as
// bytes: a home folder whose name is not UTF-8 is used as it is, not "repaired".
import FoundationEssentials
import Glibc

/// The default folder and the file name of the notes database.
public enum NoteStoreLocation {
    /// The application's folder under the XDG data directory.
    public static let folderName = "note-entry"

    /// The database file's name inside the notes folder.
    public static let databaseFileName = "notes.sqlite3"

    /// `$XDG_DATA_HOME/note-entry`, or `~/.local/share/note-entry` when XDG_DATA_HOME is unset,
    /// empty or relative (the specification says to ignore a relative value).
    ///
    /// - Parameter environment: the variables to read; the process environment by default.
    public static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome, isDirectory: true)
                .appendingPathComponent(folderName, isDirectory: true)
        }
        let home =
            environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            .map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/share", isDirectory: true)
            .appendingPathComponent(folderName, isDirectory: true)
    }

    /// `$XDG_DATA_HOME/note-entry`, or `$HOME/.local/share/note-entry`, byte for byte as the
    /// variables hold them (the same rules as `defaultDirectory(environment:)`).
    ///
    /// - Parameter variable: reads one environment variable's bytes; the process's by default.
    public static func defaultDirectoryPath(
        variable: (String) -> [UInt8]? = { name in getenv(name).map { Array(FileSystemPath(cString: $0).bytes) } }
    ) -> FileSystemPath {
        let absolute = { (bytes: [UInt8]?) in
            bytes.flatMap { $0.first == UInt8(ascii: "/") ? FileSystemPath(bytes: $0) : nil }
        }
        if let dataHome = absolute(variable("XDG_DATA_HOME")) {
            return dataHome.appending(folderName)
        }
        let home = absolute(variable("HOME")) ?? FileSystemPath(FileManager.default.homeDirectoryForCurrentUser)
        return home.appending(".local/share").appending(folderName)
    }
}
