// `note-entry --list [--trash]`: every note (or every note in the trash) as a JSON line, without
// a display, changing nothing.
//
// A backup script relies on it: it only reads (nothing is created, moved, repaired or
// upgraded), and anything that keeps it from printing every note is an error on standard
// error with exit status 1, never an empty listing that looks like success. A note whose
// stored bytes are not UTF-8 cannot be printed exactly in JSON: it is printed with U+FFFD,
// named on standard error, and the status is 1, so a backup never silently changes bytes.
import Glibc
import NoteStore

/// Prints the notes of a folder as JSON lines (`id`, `title`, `body`, `updated`).
enum NoteListing {
    /// Writes every note in `directory` (the default folder when nil) to standard output: the
    /// notes in the trash when `trash`, else all the others.
    ///
    /// The default folder, or its database, not existing yet (before the app's first run) is
    /// no notes: nothing is printed. A folder given with `--data-dir` must hold a notes database.
    /// - Returns: the exit status: 0, or 1 when the notes cannot all be read or printed exactly.
    static func run(directory: FileSystemPath?, trash: Bool = false) -> Int32 {
        do {
            guard let store = try openForReading(directory) else { return 0 }
            let notes = try trash ? store.allTrashedNotes() : store.allNotes()
            let failure = StandardStream.outputText(try NoteJSONLineEncoder().lines(for: notes))
            guard failure == 0 else {
                StandardStream.error(
                    "\(CommandLineOptions.programName): the notes could not be written to standard output: "
                        + String(cString: strerror(failure)))
                return 1
            }
            let inexact = notes.filter(\.storedBytesWereNotUTF8).map(\.id)
            guard inexact.isEmpty else {
                StandardStream.error(
                    "\(CommandLineOptions.programName): notes \(inexact.map(String.init).joined(separator: ", ")) hold bytes "
                        + "that are not valid UTF-8; JSON cannot carry them, so they are printed as U+FFFD and this listing is not an exact copy"
                )
                return 1
            }
            return 0
        } catch {
            StandardStream.error("\(CommandLineOptions.programName): \(error)")
            return 1
        }
    }

    /// The store in `directory` (the default folder when nil) opened read-only, changing
    /// nothing; nil when the default folder or its database does not exist yet (no notes).
    /// A folder given with `--data-dir` must hold a notes database.
    static func openForReading(_ directory: FileSystemPath?) throws -> NoteStore? {
        if let directory { return try NoteStore(directoryPath: directory, access: .readOnly) }
        do {
            return try NoteStore(directoryPath: NoteStoreLocation.defaultDirectoryPath(), access: .readOnly)
        } catch NoteStoreError.dataDirectoryNotFound, NoteStoreError.databaseNotFound {
            return nil
        }
    }
}
