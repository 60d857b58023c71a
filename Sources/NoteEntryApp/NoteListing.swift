// `note-entry --list`: every note as a JSON line, without a display, changing nothing.
//
// A backup script relies on it: it only reads (nothing is created, moved, repaired or
// upgraded), and anything that keeps it from printing every note is an error on standard
// error with exit status 1, never an empty listing that looks like success.
import Foundation
import NoteStore

/// Prints the notes of a folder as JSON lines (`id`, `title`, `body`, `updated`).
enum NoteListing {
    /// Writes every note in `directory` (the default folder when nil) to standard output.
    ///
    /// The default folder, or its database, not existing yet (before the app's first run) is
    /// no notes: nothing is printed. A folder given with `--data-dir` must hold a notes database.
    /// - Returns: the exit status: 0, or 1 when the notes cannot all be read.
    static func run(directory: FileSystemPath?) -> Int32 {
        do {
            let store: NoteStore
            if let directory {
                store = try NoteStore(directoryPath: directory, access: .readOnly)
            } else {
                let folder = NoteStoreLocation.defaultDirectoryPath()
                do {
                    store = try NoteStore(directoryPath: folder, access: .readOnly)
                } catch NoteStoreError.dataDirectoryNotFound, NoteStoreError.databaseNotFound {
                    return 0
                }
            }
            FileHandle.standardOutput.write(Data(try NoteJSONLineEncoder().lines(for: store.allNotes()).utf8))
            return 0
        } catch {
            StandardStream.error("\(CommandLineOptions.programName): \(error)")
            return 1
        }
    }
}
