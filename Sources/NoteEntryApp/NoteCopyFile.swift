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
        let temporary = path + ".partial-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(description: "cannot create \(temporary): \(String(cString: strerror(errno)))") }
        var failure = DescriptorWriting.writeAll(NoteExport.contents(of: note), to: descriptor)
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw Failure(description: "cannot write \(path): \(String(cString: strerror(failure)))")
        }
    }
}
