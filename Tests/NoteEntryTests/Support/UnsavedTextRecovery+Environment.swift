// Recovery folders as the app finds them under a given environment.
import NoteStore

@testable import NoteEntryApp

extension UnsavedTextRecovery {
    /// The recovery folder for the notes in `notesFolder`, with the environment variables
    /// `environment` holds (and no others).
    init(notesFolder: FileSystemPath?, environment: [String: String]) {
        self.init(notesFolder: notesFolder, variable: { environment[$0].map { Array($0.utf8) } })
    }
}
