// Copies of the notes database that a file-sync tool left beside it.
//
// A sync tool (Syncthing, Nextcloud, Dropbox, ownCloud, Seafile) copies `notes.sqlite3` whole.
// When two computers changed it between two syncs, the tool keeps one computer's file as
// `notes.sqlite3` and the other's under a conflict name beside it, which this app would never
// read: the notes written on that computer would be silently dropped. A copy is found by its
// name and read without ever being written (as a damaged database is salvaged: whatever can be
// read of it, even a copy caught half-written); its notes that this store lacks are offered to
// the importer, which adds them by its rule that nothing is added twice.
import Glibc

/// A conflict copy of the notes database beside the live one, and what it holds that the store lacks.
public struct SyncConflictCopy: Sendable, Equatable {
    /// The copy's file, in the notes folder.
    public let file: FileSystemPath
    /// Its notes (not those in its trash) that the store does not have, title and body alike.
    public let missingNotes: [Note]
    /// Its notes that cannot be offered: stored as bytes that are not UTF-8 (the importer would
    /// not save them as they are), unreadable in a damaged copy, or larger than `largestNote`.
    public let unusableNoteCount: Int

    /// Whether `name` is the name a file-sync tool gives a conflict copy of `notes.sqlite3`:
    /// Syncthing's `notes.sync-conflict-YYYYMMDD-HHMMSS-DEVICEID.sqlite3`, Nextcloud's and
    /// Dropbox's `notes (… conflicted copy …).sqlite3`, ownCloud's `notes_conflict-….sqlite3` and
    /// Seafile's `notes (SFConflict …).sqlite3`.
    public static func isConflictCopyName(_ name: String) -> Bool {
        let stem = "notes"
        let suffix = ".sqlite3"
        guard name.count > stem.count + suffix.count, name.hasPrefix(stem), name.hasSuffix(suffix) else { return false }
        let marker = name.dropFirst(stem.count).dropLast(suffix.count).lowercased()
        if marker.hasPrefix(".sync-conflict-") || marker.hasPrefix("_conflict-") { return true }
        return marker.hasPrefix(" (") && marker.hasSuffix(")")
            && (holds(marker, "conflicted copy") || holds(marker, "sfconflict"))
    }

    /// Whether `part` occurs in `text`, by UTF-8 bytes (String's contains(_:) would link the
    /// regex modules, ~1 MB, for this).
    private static func holds(_ text: String, _ part: String) -> Bool {
        let bytes = Array(text.utf8)
        let wanted = Array(part.utf8)
        guard bytes.count >= wanted.count else { return false }
        return (0...bytes.count - wanted.count).contains { bytes[$0..<$0 + wanted.count].elementsEqual(wanted) }
    }

    /// The conflict copies in the folder `directory`, by name.
    public static func files(in directory: FileSystemPath) -> [FileSystemPath] {
        guard let folder = directory.withCString({ opendir($0) }) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let bytes = DirectoryEntryName.bytes(of: entry)
            guard entry.pointee.d_type == UInt8(DT_REG) || entry.pointee.d_type == UInt8(DT_UNKNOWN),
                let name = String(validating: bytes, as: UTF8.self), isConflictCopyName(name)
            else { continue }
            names.append(name)
        }
        return names.sorted().map { directory.appending($0) }
    }

    /// The largest note (title and body, bytes) read from a copy: a larger one is counted and
    /// passed over, never read into memory whole (a copy comes from elsewhere).
    public static let largestNote = 64 * 1_048_576

    /// How long reading one copy may take, in seconds: a copy is read at every start, and what
    /// it holds is bounded by its size, so a longer read is a hostile one.
    public static let readingTimeLimit = 20

    /// The notes in the database file `file` (a copy of a notes database), not those in its trash,
    /// read without writing to it; how many could not be had as text (not UTF-8, or unreadable);
    /// and how many are larger than `largestNote` (passed over).
    /// - Throws: `NoteStoreError.databaseFileUnavailable` when the file cannot be read or is
    ///   not an SQLite database.
    public static func notes(inCopy file: FileSystemPath, largestNote: Int = largestNote) throws -> (
        notes: [Note], unusableCount: Int, tooLargeCount: Int
    ) {
        try checkStartsLikeSQLite(file)
        let salvage = DamagedDatabaseSalvage.readNotes(
            from: file, largestNote: largestNote, timeLimit: readingTimeLimit)
        if salvage.notes.isEmpty, salvage.unreadableCount == 0, salvage.tooLargeCount == 0,
            !salvage.hasReadableNotesTable
        {
            throw NoteStoreError.databaseFileUnavailable(
                path: file.description, reason: "no notes could be read from it: it is damaged or not a notes database")
        }
        var notes: [Note] = []
        var unusable = salvage.unreadableCount
        for note in salvage.notes where note.trashed == nil {
            guard let title = String(validating: note.title, as: UTF8.self),
                let body = String(validating: note.body, as: UTF8.self)
            else {
                unusable += 1
                continue
            }
            notes.append(
                Note(
                    id: note.id, title: title, body: body, created: NoteTime(millisecondsSince1970: note.created),
                    updated: NoteTime(millisecondsSince1970: note.updated), revision: note.revision))
        }
        return (notes, unusable, salvage.tooLargeCount)
    }

    /// The copy at `file` as it compares with `store`.
    public init(file: FileSystemPath, comparedWith store: NoteStore) throws {
        let (notes, unusable, tooLarge) = try Self.notes(inCopy: file)
        self.file = file
        missingNotes = try store.notesMissing(notes)
        unusableNoteCount = unusable + tooLarge
    }

    /// The conflict copies beside `store`'s database that hold notes it lacks (a file that is not
    /// a database is passed over: it holds no notes to lose).
    public static func offered(besides store: NoteStore) throws -> [SyncConflictCopy] {
        try files(in: store.directoryPath).compactMap { file in
            do {
                let copy = try SyncConflictCopy(file: file, comparedWith: store)
                return copy.missingNotes.isEmpty ? nil : copy
            } catch NoteStoreError.databaseFileUnavailable {
                return nil
            }
        }
    }

    /// Throws unless `file` can be read and begins as an SQLite database does.
    private static func checkStartsLikeSQLite(_ file: FileSystemPath) throws {
        let descriptor = file.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else {
            throw NoteStoreError.databaseFileUnavailable(
                path: file.description, reason: "it cannot be read (\(OwnerOnlyFiles.describeErrno()))")
        }
        defer { close(descriptor) }
        var start = [UInt8](repeating: 0, count: NoteStore.sqliteHeader.count)
        let count = start.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count == NoteStore.sqliteHeader.count, start == NoteStore.sqliteHeader else {
            throw NoteStoreError.databaseFileUnavailable(path: file.description, reason: "it is not an SQLite database")
        }
    }
}

extension NoteStore {
    /// The notes of `notes` (read from a copy of a notes database) that this store does not have
    /// (`has(_:)`).
    public func notesMissing(_ notes: [Note]) throws -> [Note] {
        try notes.filter { try !has(IncomingNote(copied: $0)) }
    }
}

extension NoteStore.IncomingNote {
    /// `note`, read from a copy of a notes database, with its dates and its id there.
    public init(copied note: Note) {
        self.init(title: note.title, body: note.body, created: note.created, updated: note.updated, idInCopy: note.id)
    }
}
