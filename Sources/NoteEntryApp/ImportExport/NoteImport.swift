// `note-entry --import PATH...`: notes from files, Gnote's and Tomboy's among them.
import Glibc
import NoteStore

/// Saves the notes in files, or in the files of folders, as new notes: Gnote and Tomboy
/// `.note` files (`GnoteNoteFile`), Markdown (`# Title` on the first line is the title, else
/// the file name; `--export` writes them so), plain text (the file name is the title), and
/// copies of a notes database (`.sqlite3`, such as a sync tool's conflict copy: its notes
/// outside its trash, with their dates).
///
/// An import only adds notes: nothing stored is changed, and a note already stored with the same
/// title and body is not added again. A file that cannot be read, is not
/// UTF-8 or not a note is named on standard error with the reason, and the others are
/// imported; the exit status is then 1. In a folder, a symbolic link is never followed (it is
/// named as such): whoever shares or syncs a folder could point one at a private file.
enum NoteImport {
    /// The largest file read (bytes), as for recovery files.
    static let largestFile = UnsavedTextRecovery.largestFile

    /// One note read from a file, with the times the app that wrote it gave (nil: unknown).
    struct ImportedNote: Equatable {
        let title: String
        let body: String
        var created: Int64? = nil
        /// When the note last changed: its file's own date, else the file's modification time.
        var changed: Int64? = nil
        /// The notebook the file itself names (a Gnote note's), before its folder's.
        var notebook: String? = nil
    }

    /// Imports every file of `paths` (a folder: the `.note`, `.md` and `.txt` files in it)
    /// into the store in `directory` (the default folder when nil), which is made if needed.
    /// - Returns: the exit status: 0, or 1 when a file or the store failed.
    static func run(_ paths: [FileSystemPath], into directory: FileSystemPath?) -> Int32 {
        let program = CommandLineOptions.programName
        do {
            let store = try NoteStore(directoryPath: directory ?? NoteStoreLocation.defaultDirectoryPath())
            let result = importNotes(paths, into: store)
            result.nameFailures()
            return result.failures.isEmpty ? 0 : 1
        } catch {
            StandardStream.error("\(program): \(error)")
            return 1
        }
    }

    /// What an import did.
    struct Result: Sendable {
        /// The notes made, in the order of the files.
        var imported: [Note] = []
        /// The files not imported, and why (in English, for standard error).
        var failures: [(path: FileSystemPath, reason: String)] = []
        /// How many files held a note that is already stored, title and body alike.
        var alreadyThere = 0

        /// Names each file not imported, and why, on standard error (the path quoted as one
        /// shell word: a name from elsewhere can never forge a line).
        func nameFailures() {
            for failure in failures {
                StandardStream.error(
                    "\(CommandLineOptions.programName): not importing \(ShellWord.shown(failure.path)): "
                        + failure.reason)
            }
        }
    }

    /// How many notes one transaction adds at most.
    static let batchSize = 500
    /// How many bytes of titles and bodies one transaction adds at most (a note larger than
    /// this goes alone).
    static let batchBytes = 16 * 1_048_576

    /// Reads every file of `paths` (a folder: its note files) and saves each note in `store`.
    static func importNotes(_ paths: [FileSystemPath], into store: NoteStore) -> Result {
        importNotes(paths) { try store.addMissing($0) }
    }

    /// Reads every file of `paths` (a folder: its note files) and hands their notes to `commit`
    /// in batches of at most `batchSize` notes and `batchBytes` bytes, one transaction each (a
    /// note is in the store whole or not at all, even when the process is killed), calling
    /// `progress` with the notes added so far after each batch. `commit` answers for each note
    /// the note made, or nil when the store had it (`NoteStore.addMissing`).
    static func importNotes(
        _ paths: [FileSystemPath], committing commit: ([NoteStore.IncomingNote]) throws -> [Note?],
        progress: (_ imported: Int) -> Void = { _ in }
    ) -> Result {
        var batch = ImportBatch()
        for path in paths {
            let (files, failure, inFolder) = files(at: path)
            if let failure { batch.result.failures.append((path, failure)) }
            for (file, notebook) in files {
                if inFolder, isSymbolicLink(file) {
                    batch.result.failures.append((file, linkRefusal))
                    continue
                }
                if Kind(name: fileName(file)) == .notesDatabase {
                    readNotes(inDatabaseCopy: file, into: &batch, commit, progress)
                    continue
                }
                do {
                    let note = try read(file, followingLinks: !inFolder)
                    batch.add(
                        NoteStore.IncomingNote(
                            title: note.title, body: note.body,
                            created: note.created.map(NoteTime.init(millisecondsSince1970:)),
                            updated: note.changed.map(NoteTime.init(millisecondsSince1970:)),
                            notebook: note.notebook ?? notebook),
                        from: file, commit, progress)
                } catch {
                    batch.result.failures.append((file, "\(error)"))
                }
            }
        }
        batch.commitPending(commit, progress)
        return batch.result
    }

    /// Adds the notes of the notes database `file` (read, never written) to `batch`, by the same
    /// rule as a file's note, so a note twice in the copy comes in once.
    private static func readNotes(
        inDatabaseCopy file: FileSystemPath, into batch: inout ImportBatch,
        _ commit: ([NoteStore.IncomingNote]) throws -> [Note?], _ progress: (Int) -> Void
    ) {
        do {
            let (notes, unusable, tooLarge) = try SyncConflictCopy.notes(inCopy: file, largestNote: largestFile)
            for note in notes { batch.add(NoteStore.IncomingNote(copied: note), from: file, commit, progress) }
            if unusable > 0 {
                batch.result.failures.append(
                    (file, "\(unusable) of its notes cannot be read as UTF-8 text and are not imported"))
            }
            if tooLarge > 0 {
                batch.result.failures.append(
                    (
                        file,
                        "\(tooLarge) of its notes are larger than the \(largestFile / 1_048_576) MB imported "
                            + "and are not imported"
                    ))
            }
        } catch {
            batch.result.failures.append((file, "\(error)"))
        }
    }

    /// Why a symbolic link in an imported folder is not imported.
    static let linkRefusal = "it is a symbolic link, which an import of a folder never follows"

    /// Whether `file` is a symbolic link (not followed).
    private static func isSymbolicLink(_ file: FileSystemPath) -> Bool {
        var status = stat()
        return file.withCString { lstat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The files `path` names: itself, or the note files in it when it is a folder (`inFolder`),
    /// by name, then those of each folder in it, one level down, filed under a notebook of that
    /// folder's name (as `--export` writes a notebook's notes); or why it cannot be read. A path
    /// given is followed if it is a link: the user named it. A link inside is listed, to be
    /// refused; a folder inside that is a link is not looked into.
    private static func files(
        at path: FileSystemPath
    ) -> (files: [(file: FileSystemPath, notebook: String?)], failure: String?, inFolder: Bool) {
        var status = stat()
        guard path.withCString({ stat($0, &status) }) == 0 else {
            return ([], String(cString: strerror(errno)), false)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return ([(path, nil)], nil, false) }
        guard let (names, folders) = entries(of: path) else {
            return ([], String(cString: strerror(errno)), true)
        }
        var files = names.map { (file: path.appending(FileSystemPath(bytes: $0)), notebook: String?.none) }
        for folder in folders {
            let notebook = String(decoding: folder, as: UTF8.self)
            let inside = path.appending(FileSystemPath(bytes: folder))
            files += (entries(of: inside)?.notes ?? []).map { (inside.appending(FileSystemPath(bytes: $0)), notebook) }
        }
        return (files, nil, true)
    }

    /// The names of the note files in `folder` and of the folders in it (not links, not hidden),
    /// each sorted; nil when it cannot be read (`errno` says why).
    private static func entries(of folder: FileSystemPath) -> (notes: [[UInt8]], folders: [[UInt8]])? {
        guard let handle = folder.withCString({ opendir($0) }) else { return nil }
        defer { closedir(handle) }
        var notes: [[UInt8]] = []
        var folders: [[UInt8]] = []
        while let entry = readdir(handle) {
            let name = DirectoryEntryName.bytes(of: entry)
            if Kind(name: name) != nil {
                notes.append(name)
            } else if name.first != UInt8(ascii: "."), entry.pointee.d_type == UInt8(DT_DIR) {
                folders.append(name)
            }
        }
        return (
            notes.sorted { $0.lexicographicallyPrecedes($1) }, folders.sorted { $0.lexicographicallyPrecedes($1) }
        )
    }

    /// What a file holds, by its name's ending.
    enum Kind {
        case gnoteNote, markdown, plainText, notesDatabase

        init?(name: [UInt8]) {
            let lowercased = String(decoding: name, as: UTF8.self).lowercased()
            if lowercased.hasSuffix(".note") {
                self = .gnoteNote
            } else if lowercased.hasSuffix(".md") || lowercased.hasSuffix(".markdown") {
                self = .markdown
            } else if lowercased.hasSuffix(".txt") {
                self = .plainText
            } else if lowercased.hasSuffix(".sqlite3") {
                self = .notesDatabase
            } else {
                return nil
            }
        }
    }

    private struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The note in `file`; a symbolic link at `file` is refused unless `followingLinks`.
    static func read(_ file: FileSystemPath, followingLinks: Bool = true) throws -> ImportedNote {
        let name = fileName(file)
        guard let kind = Kind(name: name), kind != .notesDatabase else {
            throw Failure(description: "it is not a .note, .md or .txt file")
        }
        // A byte order mark (Notepad writes one) is no part of the text.
        var (text, modified) = try contents(of: file, followingLinks: followingLinks)
        if text.unicodeScalars.first == "\u{FEFF}" { text = String(text.unicodeScalars.dropFirst()) }
        let stem = String(decoding: name, as: UTF8.self).split(separator: ".", omittingEmptySubsequences: false)
            .dropLast().joined(separator: ".")
        switch kind {
        case .gnoteNote:
            let note = try GnoteNoteFile(parsing: text)
            return ImportedNote(
                title: note.title, body: note.body, created: note.created, changed: note.changed ?? modified,
                notebook: note.notebook)
        case .markdown:
            guard text.hasPrefix("# ") else { return ImportedNote(title: stem, body: text, changed: modified) }
            let (title, body) = headingAndRest(text)
            return ImportedNote(title: title, body: body, changed: modified)
        case .plainText, .notesDatabase:
            return ImportedNote(title: stem, body: text, changed: modified)
        }
    }

    /// A Markdown text's `# ` heading line and what follows the blank line after it. Lines end
    /// in "\n" or "\r\n" (Windows); split by scalars, as "\r\n" is one Character in Swift.
    private static func headingAndRest(_ text: String) -> (heading: String, rest: String) {
        let scalars = text.unicodeScalars
        var heading = scalars.dropFirst(2)
        var rest = scalars[scalars.endIndex...]
        if let newline = heading.firstIndex(of: "\n") {
            rest = scalars[scalars.index(after: newline)...]
            heading = heading[..<newline]
        }
        if heading.last == "\r" { heading = heading.dropLast() }
        if rest.first == "\n" {
            rest = rest.dropFirst()
        } else if rest.starts(with: "\r\n".unicodeScalars) {
            rest = rest.dropFirst(2)
        }
        return (String(heading), String(rest))
    }

    /// The last component of `file`'s path, as bytes.
    private static func fileName(_ file: FileSystemPath) -> [UInt8] {
        file.bytes.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? []
    }

    /// The file's text: a regular file within the size ceiling, in UTF-8; and when it was last
    /// modified (milliseconds since 1970), the note's own date for a file with none inside (a
    /// Markdown or text file, as `--export` writes them with their note's last change): a folder
    /// of them comes into the list in the order they were written, not by name. Opened with
    /// O_NOFOLLOW unless `followingLinks`, so a link put in place after the check is refused too.
    private static func contents(of file: FileSystemPath, followingLinks: Bool) throws -> (
        text: String, modified: Int64
    ) {
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW)
        let descriptor = file.withCString { open($0, flags) }
        guard descriptor >= 0 else {
            if errno == ELOOP, !followingLinks { throw Failure(description: linkRefusal) }
            throw Failure(description: "it cannot be opened (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw Failure(description: "it is not a regular file")
        }
        guard status.st_size <= largestFile else {
            throw Failure(
                description:
                    "it is \(status.st_size) bytes, larger than the \(largestFile / 1_048_576) MB imported")
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "it could not be read whole") }
            offset += count
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(description: "it is not UTF-8 text, and would not be saved as it is")
        }
        return (text, Int64(status.st_mtim.tv_sec) * 1_000 + Int64(status.st_mtim.tv_nsec) / 1_000_000)
    }
}
