// A store failure as the app passes it between threads and shows it.

/// A save's failure, Sendable: the store's error when it was one, else its description.
package enum NoteStoreFailure: Error, Sendable, Equatable {
    case store(NoteStoreError)
    case other(String)

    package init(_ error: Error) {
        self = (error as? NoteStoreError).map(Self.store) ?? .other("\(error)")
    }

    /// Whether the connection is no use any more and the store must be opened again (the
    /// folder or file is gone or was replaced): reopening recreates it with every check.
    package var needsReopening: Bool {
        switch self {
        case .store(.dataDirectoryUnavailable), .store(.dataDirectoryUnreadable), .store(.dataDirectoryNotWritable),
            .store(.databaseFileUnavailable), .store(.databaseVanished),
            .store(.dataDirectoryNotFound), .store(.databaseNotFound):
            true
        default: false
        }
    }
}
