// Text that could not be saved when the app had to quit, kept in a file of its own until the
// next start saves it into the notes.
//
// The notes folder may be the problem (full disk, removed, not writable), so the file goes to
// the user's state folder ($XDG_STATE_HOME/note-entry/unsaved, ~/.local/state by default), in
// a sub-folder per notes folder, owner-only, written whole (fsync, then rename) or not at all.
import Foundation
import NoteStore

/// The recovery files of one notes folder.
///
/// ```swift
/// let recovery = UnsavedTextRecovery(notesFolder: folder)
/// try recovery.keep(request)                 // on quit, when saving failed
/// for file in recovery.pending() { … save file.request … ; recovery.remove(file) }
/// ```
struct UnsavedTextRecovery {
    /// One kept request and where it is.
    struct File {
        let path: String
        let request: SaveRequest
    }

    /// Why text could not be kept.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The folder holding this notes folder's recovery files.
    let folder: URL

    /// The recovery folder for the notes in `notesFolder` (the default folder when nil).
    init(notesFolder: FileSystemPath?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let notes = (notesFolder ?? NoteStoreLocation.defaultDirectoryPath()).standardized
        let state: URL
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            state = URL(fileURLWithPath: stateHome, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
            state = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state", isDirectory: true)
        }
        folder = state.appendingPathComponent("note-entry/unsaved/\(Self.key(for: notes))", isDirectory: true)
    }

    /// A short stable name for a notes folder path (FNV-1a of its bytes, in hex).
    static func key(for path: FileSystemPath) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// Writes `request` to a new recovery file and returns its path.
    /// - Throws: `Failure` when it cannot be written whole (nothing is left half written).
    @discardableResult
    func keep(_ request: SaveRequest) throws(Failure) -> String {
        let data: Data
        do {
            data = try JSONEncoder().encode(request)
            try Self.makeOwnerOnlyFolders(folder)
        } catch {
            throw Failure(description: "cannot prepare \(folder.path): \(error)")
        }
        let name = "unsaved-\(Int(Date().timeIntervalSince1970 * 1000))-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let temporary = folder.appendingPathComponent(name + ".partial").path
        let final = folder.appendingPathComponent(name + ".json").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(description: "cannot create \(temporary): \(String(cString: strerror(errno)))") }
        let written = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 { if errno == EINTR { continue } else { return false } }
                offset += count
            }
            return true
        }
        let reason = String(cString: strerror(errno))
        let synced = written && fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporary, final) == 0 else {
            unlink(temporary)
            throw Failure(description: "cannot write \(final): \(reason)")
        }
        // The rename is durable once the folder is synced.
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 { fsync(folderDescriptor); close(folderDescriptor) }
        return final
    }

    /// Every recovery file of this notes folder, oldest first; unreadable ones are left alone.
    func pending() -> [File] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("unsaved-") && $0.hasSuffix(".json") }.sorted().compactMap { name in
            let path = folder.appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path),
                  let request = try? JSONDecoder().decode(SaveRequest.self, from: data) else { return nil }
            return File(path: path, request: request)
        }
    }

    /// Deletes a recovery file whose text is saved now.
    func remove(_ file: File) {
        unlink(file.path)
    }

    private static func makeOwnerOnlyFolders(_ folder: URL) throws {
        var missing: [URL] = []
        var current = folder
        while !FileManager.default.fileExists(atPath: current.path) && current.path != "/" {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        for folder in missing.reversed() {
            guard mkdir(folder.path, 0o700) == 0 || errno == EEXIST else {
                throw Failure(description: "cannot create \(folder.path): \(String(cString: strerror(errno)))")
            }
            chmod(folder.path, 0o700)
        }
    }
}
