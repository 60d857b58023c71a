// The store's byte paths as the tests' scratch folders give them: Foundation URLs.
//
// The shipped NoteStore takes `FileSystemPath` only (it links no Foundation); the tests build
// their folders with FileManager, so they hand the store URLs through these.
import Foundation
import NoteStore

extension FileSystemPath {
    /// The path of a file URL, byte for byte as Foundation gives it to the file system.
    public init(_ url: URL) {
        self.init(
            bytes: url.withUnsafeFileSystemRepresentation { representation in
                representation.map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
                    ?? Array(url.path.utf8)
            })
    }

    /// A file URL for the path; lossy when the path is not UTF-8.
    public var url: URL { URL(fileURLWithPath: description) }
}

extension NoteStore {
    /// Opens the notes database in `directory` (the default folder when nil), read-write.
    public convenience init(directory: URL? = nil, clock: @escaping () -> NoteTime = NoteTime.now) throws {
        try self.init(
            directoryPath: directory.map(FileSystemPath.init) ?? NoteStoreLocation.defaultDirectoryPath(),
            clock: clock)
    }

    /// The folder holding the database, as a URL.
    public var directory: URL { directoryPath.url }
}

extension NoteTime {
    /// The moment `date` names, to the nearest millisecond.
    public init(_ date: Date) {
        self.init(millisecondsSince1970: Int64((date.timeIntervalSince1970 * 1000).rounded()))
    }
}
