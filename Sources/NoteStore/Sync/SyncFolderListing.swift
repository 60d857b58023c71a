// The sync folder's entries as a pass sees them: names, sizes and times, without reading a file.
import Glibc

/// The regular files in the sync folder (symbolic links and folders are not notes).
struct SyncFolderListing {
    struct Entry {
        var mayHoldNote: Bool
        var size: Int64 = -1
        var modified: Int64 = -1
    }

    /// Every regular file by name.
    var files: [[UInt8]: Entry] = [:]
    /// Every name in the folder, whatever it names (a folder, a link): a note's file never takes one.
    private(set) var names: Set<[UInt8]> = []
    /// Whether the folder holds `SyncFolderName.marker`.
    private(set) var hasMarker = false

    init(_ folder: FileSystemPath) {
        guard let directory = folder.withCString({ opendir($0) }) else { return }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        while let entry = readdir(directory) {
            let name = DirectoryEntryName.bytes(of: entry)
            guard name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] else { continue }
            names.insert(name)
            var status = Glibc.stat()
            guard
                FileSystemPath(bytes: name).withCString({ fstatat(descriptor, $0, &status, AT_SYMLINK_NOFOLLOW) }) == 0,
                status.st_mode & S_IFMT == S_IFREG
            else { continue }
            if name.elementsEqual(SyncFolderName.marker.utf8) { hasMarker = true }
            files[name] = Entry(
                mayHoldNote: SyncFolderName.mayHoldNote(name), size: Int64(status.st_size),
                modified: Self.modified(status))
        }
    }

    /// Records that a note's file `name` was written, so no later note of the pass takes it.
    mutating func add(_ name: [UInt8]) {
        names.insert(name)
        files[name] = Entry(mayHoldNote: true)
    }

    /// A file's modification time in nanoseconds, which a pass compares with the one it recorded.
    static func modified(_ status: stat) -> Int64 {
        Int64(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_mtim.tv_nsec)
    }

    /// The name for `file`: `current` while it still starts with the name the title gives (a
    /// person's rename of a note's file stands until the title changes) and is no conflict copy;
    /// else the title's name (the first line's, "Untitled") numbered past the names in use.
    func name(for file: SyncNoteFile, keeping current: [UInt8]?, always: Bool = false) -> [UInt8] {
        let firstLine = String(file.body.prefix { $0 != "\n" })
        let base =
            NoteFileName.name(for: file.title) ?? NoteFileName.name(for: firstLine) ?? "Untitled"
        if let current, !SyncFolderName.isConflictCopy(current),
            always || current.starts(with: Array(base.utf8))
        {
            return current
        }
        var attempt = 1
        while true {
            let candidate = SyncFolderName.numbered(base, attempt)
            if files[candidate] == nil && !names.contains(candidate) { return candidate }
            attempt += 1
        }
    }
}
