// A scratch folder as a notes folder: its database's path, and a store opened on it.
import Foundation
import NoteStoreTestSupport
import TestSupport

@testable import NoteStore

extension ScratchFolder {
    /// The path of the notes database when the store is opened on this folder.
    var databasePath: String { path(NoteStoreLocation.databaseFileName) }

    /// A store on this folder, with an optional fake clock.
    func openStore(clock: SteppingClock? = nil) throws -> NoteStore {
        if let clock {
            return try NoteStore(directory: url, clock: { NoteTime(clock.next()) })
        }
        return try NoteStore(directory: url)
    }
}
