// Text that could not be saved when the app had to quit, kept in a file of its own until the
// next start saves it into the notes.
//
// The notes folder may be the problem (full disk, removed, not writable), so the file goes to
// the user's state folder ($XDG_STATE_HOME/note-entry/unsaved, ~/.local/state by default), in
// a sub-folder per notes folder, owner-only, written whole (fsync, then rename) or not at all.
//
// The files are read back only under the rules the notes folder follows: every folder from the
// state folder down is the user's own, not writable by others and not a link; every file is a
// regular file of the user's, owner-only, opened without following a link, and not larger
// than `largestFile`. Anything else is left untouched and reported, never imported.
import Glibc
import NoteStore

/// The recovery files of one notes folder.
///
/// ```swift
/// let recovery = UnsavedTextRecovery(notesFolder: folder)
/// try recovery.keep(request, forStore: store.identity)   // on quit, when saving failed
/// for file in recovery.contents().files { … save file.request … ; recovery.remove(file) }
/// ```
struct UnsavedTextRecovery: Sendable {
    /// One kept request, the store it was kept for, and where it is.
    struct File: Sendable {
        /// Where the file is, byte for byte.
        let location: FileSystemPath
        let request: SaveRequest
        /// The identity of the notes store the text was kept for (`NoteStore.identity`); nil
        /// when it was not known, or in a file written before stores had one.
        let store: String?

    }

    /// Why text could not be kept.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A file or folder that is not read, and why (in English, for standard error).
    struct Refusal: Error, Equatable {
        /// The file or folder, byte for byte (a name that is not UTF-8 is shown escaped).
        let path: FileSystemPath
        let reason: String
    }

    /// What the recovery folder holds: the files to save, oldest first, and what is refused.
    struct Contents: Sendable {
        var files: [File] = []
        var refused: [Refusal] = []
    }

    /// The largest recovery file read (bytes): three times the 20 MB note the app is tested
    /// with, whose JSON may grow by escapes. A larger one is reported, not read.
    static let largestFile = 64 * 1024 * 1024

    /// The user's state folder, the first folder whose ownership and mode are checked.
    let stateFolder: FileSystemPath
    /// The folder holding this notes folder's recovery files.
    let folder: FileSystemPath

    /// The recovery folder for the notes in `notesFolder` (the default folder when nil).
    ///
    /// - Parameter variable: reads one environment variable's bytes; the process's by default.
    init(
        notesFolder: FileSystemPath?,
        variable: (String) -> [UInt8]? = NoteStoreLocation.environmentVariable
    ) {
        let notes = (notesFolder ?? NoteStoreLocation.defaultDirectoryPath(variable: variable)).standardized
        stateFolder = NoteStoreLocation.userFolder(
            xdgVariable: "XDG_STATE_HOME", fallback: ".local/state", variable: variable)
        folder = stateFolder.appending("note-entry/unsaved/\(FolderFingerprint.hex(of: notes))")
    }

    /// Writes `request`, kept for the store `store` names, to a new recovery file and returns
    /// its path.
    /// - Throws: `Failure` when it cannot be written whole (nothing is left half written).
    @discardableResult
    func keep(_ request: SaveRequest, forStore store: String?) throws(Failure) -> String {
        let bytes = RecoveryFileFormat.bytes(of: request, forStore: store)
        do {
            try Self.makeOwnerOnlyFolders(folder)
        } catch {
            throw Failure(description: "cannot prepare \(ShellWord.shown(folder.description)): \(error)")
        }
        // The user's text never goes into a folder someone else owns or may write.
        if let refusal = folderRefusal() {
            throw Failure(description: "\(ShellWord.shown(refusal.path)) \(refusal.reason)")
        }
        let name =
            "unsaved-\(NoteTime.now().millisecondsSince1970)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let temporary = folder.appending(name + ".partial")
        let final = folder.appending(name + ".json")
        let descriptor = temporary.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else {
            throw Failure(description: "cannot create \(temporary): \(String(cString: strerror(errno)))")
        }
        let failure = bytes.withUnsafeBytes { DescriptorWriting.writeAll($0, to: descriptor) }
        let reason = String(cString: strerror(failure != 0 ? failure : errno))
        let synced = failure == 0 && fsync(descriptor) == 0
        close(descriptor)
        guard synced, temporary.withCString({ from in final.withCString { rename(from, $0) } }) == 0 else {
            temporary.withCString { _ = unlink($0) }
            throw Failure(description: "cannot write \(final): \(reason)")
        }
        // The rename is durable once the folder is synced.
        DescriptorWriting.syncEntries(of: folder)
        return final.description
    }

    /// Every recovery file of this notes folder that may be read, oldest first, and the files
    /// and folders refused; nothing refused is read, changed or removed.
    func contents() -> Contents {
        var status = stat()
        // Missing, or under a file (ENOTDIR): no file can have been kept there.
        guard folder.withCString({ lstat($0, &status) }) == 0 || (errno != ENOENT && errno != ENOTDIR) else {
            return Contents()
        }
        if let refusal = folderRefusal() { return Contents(refused: [refusal]) }
        var contents = Contents()
        let names = Self.names(in: folder)
        // A .partial file is one a run was stopped while writing: whole, it is offered like the
        // others (it was killed between the fsync and the rename); cut short, it is reported.
        // Names are compared and opened as bytes: one that is not UTF-8 is still the file.
        let (prefix, json, partial) = (Array("unsaved-".utf8), Array(".json".utf8), Array(".partial".utf8))
        let kept = names.filter { name in
            name.starts(with: prefix)
                && (name.reversed().starts(with: json.reversed()) || name.reversed().starts(with: partial.reversed()))
        }
        for name in kept.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let location = folder.appending(FileSystemPath(bytes: name))
            switch Self.read(location) {
            case .success(let bytes):
                do {
                    let (request, store) = try RecoveryFileFormat.request(in: bytes)
                    contents.files.append(File(location: location, request: request, store: store))
                } catch {
                    let reason =
                        name.reversed().starts(with: partial.reversed())
                        ? "was cut short as it was written (the app was stopped)"
                        : "is not a recovery file note-entry wrote (\(error))"
                    contents.refused.append(Refusal(path: location, reason: reason))
                }
            case .failure(let refusal):
                contents.refused.append(refusal)
            }
        }
        return contents
    }

    /// The first folder from the state folder down to this recovery folder that is a link,
    /// not a folder, another user's, or writable by others.
    private func folderRefusal() -> Refusal? {
        var chain = [folder]
        while let last = chain.last, last.bytes.count > stateFolder.bytes.count {
            chain.append(last.parent)
        }
        for path in chain.reversed() {
            var status = stat()
            guard path.withCString({ lstat($0, &status) }) == 0 else {
                return Refusal(path: path, reason: "cannot be examined: \(String(cString: strerror(errno)))")
            }
            if status.st_mode & S_IFMT == S_IFLNK { return Refusal(path: path, reason: "is a symbolic link") }
            if status.st_mode & S_IFMT != S_IFDIR { return Refusal(path: path, reason: "is not a folder") }
            if status.st_uid != getuid() {
                return Refusal(path: path, reason: "belongs to another user (uid \(status.st_uid))")
            }
            if status.st_mode & 0o022 != 0 {
                return Refusal(
                    path: path, reason: "may be written by others (mode \(String(status.st_mode & 0o7777, radix: 8)))")
            }
        }
        return nil
    }

    /// The bytes of the recovery file at `path`, read through one descriptor opened without
    /// following a link, when it is a regular owner-only file of the user's within the size ceiling.
    private static func read(_ path: FileSystemPath) -> Result<[UInt8], Refusal> {
        let descriptor = path.withCString { open($0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let reason = errno == ELOOP ? "is a symbolic link" : "cannot be opened: \(String(cString: strerror(errno)))"
            return .failure(Refusal(path: path, reason: reason))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(Refusal(path: path, reason: "cannot be examined"))
        }
        if status.st_mode & S_IFMT != S_IFREG { return .failure(Refusal(path: path, reason: "is not a regular file")) }
        if status.st_uid != getuid() {
            return .failure(Refusal(path: path, reason: "belongs to another user (uid \(status.st_uid))"))
        }
        if status.st_mode & 0o077 != 0 {
            return .failure(
                Refusal(
                    path: path,
                    reason: "may be read or written by others (mode \(String(status.st_mode & 0o7777, radix: 8)))"))
        }
        if status.st_size > largestFile {
            return .failure(
                Refusal(
                    path: path,
                    reason:
                        "is \(status.st_size) bytes, larger than the \(largestFile / 1_048_576) MB read automatically"
                ))
        }
        var contents = [UInt8](repeating: 0, count: Int(status.st_size))
        let complete = contents.withUnsafeMutableBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.read(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        return complete ? .success(contents) : .failure(Refusal(path: path, reason: "could not be read whole"))
    }

    /// Deletes a recovery file whose text is saved now.
    func remove(_ file: File) {
        file.location.withCString { _ = unlink($0) }
    }

    /// The names of the entries of `folder`, byte for byte (none when it cannot be read).
    private static func names(in folder: FileSystemPath) -> [[UInt8]] {
        guard let directory = folder.withCString({ opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = DirectoryEntryName.bytes(of: entry)
            if name != Array(".".utf8) && name != Array("..".utf8) { names.append(name) }
        }
        return names
    }

    private static func makeOwnerOnlyFolders(_ folder: FileSystemPath) throws {
        var missing: [FileSystemPath] = []
        var current = folder
        var status = stat()
        while current.withCString({ stat($0, &status) }) != 0 && current.bytes != [UInt8(ascii: "/")] {
            missing.append(current)
            current = current.parent
        }
        for folder in missing.reversed() {
            guard folder.withCString({ mkdir($0, 0o700) }) == 0 || errno == EEXIST else {
                throw Failure(
                    description:
                        "cannot create \(ShellWord.shown(folder.description)): \(String(cString: strerror(errno)))")
            }
            folder.withCString { _ = chmod($0, 0o700) }
        }
    }
}
