// `note-entry --list`: every note as a JSON line, without a display.
import Foundation
import NoteStore

/// Prints the notes of a folder as JSON lines (`id`, `title`, `body`, `updated`).
enum NoteListing {
    /// Writes every note in `directory` (the default folder when nil) to standard output.
    /// A folder without a database has no notes: nothing is printed and nothing is created.
    /// - Returns: the exit status: 0, or 1 when the notes cannot be read.
    static func run(directory: URL?) -> Int32 {
        let directory = directory ?? NoteStoreLocation.defaultDirectory()
        let database = directory.appendingPathComponent(NoteStoreLocation.databaseFileName).path
        guard FileManager.default.fileExists(atPath: database) else { return 0 }
        do {
            let store = try NoteStore(directory: directory)
            if let recovery = store.recovery { StandardStream.error(recovery.message) }
            FileHandle.standardOutput.write(Data(try NoteJSONLineEncoder().lines(for: store.allNotes()).utf8))
            return 0
        } catch {
            StandardStream.error("\(CommandLineOptions.programName): \(error)")
            return 1
        }
    }
}
