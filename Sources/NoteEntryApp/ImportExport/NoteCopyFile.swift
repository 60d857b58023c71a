// "Save a Copy…": a note written to a file the user chose, byte for byte.
import Glibc
import NoteStore

/// Writes a note's stored bytes to a file the user chose, as `--export` writes each note
/// (`NoteExport.contents`: `# Title`, a blank line and the body, exactly as the database holds
/// them: a note the editor opened read-only may hold a NUL or bytes that are not UTF-8).
///
/// The file is written whole or not at all (a temporary file beside it, synced, then renamed
/// over it) and is owner-only, as the notes are.
enum NoteCopyFile {
    /// Why the copy could not be written, in English for standard error, with the path.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes `note` to `path`, replacing a file there (the file chooser asked first).
    static func write(_ note: StoredNoteBytes, to path: String) throws(Failure) {
        let temporary = FileSystemPath(path + ".partial-\(getpid())")
        switch DescriptorWriting.replaceFile(
            FileSystemPath(path), with: NoteExport.contents(of: note), through: temporary)
        {
        case nil: return
        case .temporaryFile(let failure): throw Failure(description: failure.description)
        case .rename(let error):
            throw Failure(description: "cannot write \(ShellWord.shown(path)): \(String(cString: strerror(error)))")
        }
    }
}
