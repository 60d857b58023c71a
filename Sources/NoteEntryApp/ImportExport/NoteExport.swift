// `note-entry --export FOLDER`: every note as a Markdown file a person or another program reads.
import Glibc
import NoteStore

/// Writes the notes of a folder (not the trash) into another folder, one Markdown file each:
/// `# Title`, a blank line and the body, byte for byte as stored (so a note that is not UTF-8
/// or holds a NUL is copied exactly); a note without a title is its body alone.
///
/// A note in a notebook goes into a folder named after the notebook, which `--import` of the
/// export reads back as that notebook; a pin is not exported.
///
/// Files are named after the title (made safe for a file name, "Untitled" when empty) with
/// " 2", " 3" … when taken, so an export never overwrites a file; they are owner-only, as the
/// notes are, and carry the note's last change as their modification time. The folder is made
/// (owner-only) when it does not exist.
enum NoteExport {

    /// Exports the notes in `directory` (the default folder when nil) to `folder`.
    /// - Returns: the exit status: 0, or 1 when a note or the folder could not be written.
    static func run(to folder: FileSystemPath, from directory: FileSystemPath?) -> Int32 {
        let program = CommandLineOptions.programName
        do {
            guard folder.withCString({ mkdir($0, 0o700) }) == 0 || errno == EEXIST else {
                StandardStream.error(
                    "\(program): cannot create \(ShellWord.shown(folder)): \(String(cString: strerror(errno)))")
                return 1
            }
            var status = stat()
            guard folder.withCString({ stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                StandardStream.error("\(program): \(ShellWord.shown(folder)) is not a folder")
                return 1
            }
            guard let store = try NoteListing.openForReading(directory) else { return 0 }
            let windowsNames = WindowsNamedFileSystem.holds(folder)
            // Learnt at the first note: without hard links, each note is written once, not twice.
            var hasHardLinks = true
            var failed = false
            for note in try store.allNotes() {
                guard let bytes = try store.storedBytes(ofNote: note.id) else { continue }
                do {
                    let into = try note.notebook.map { try notebookFolder($0, in: folder, windowsNames: windowsNames) }
                    try write(
                        bytes, updated: note.updated.millisecondsSince1970, into: into ?? folder,
                        named: fileName(for: note.title, windowsNames: windowsNames), hasHardLinks: &hasHardLinks)
                } catch {
                    StandardStream.error("\(program): note \(note.id) not exported: \(error)")
                    failed = true
                }
            }
            return failed ? 1 : 0
        } catch {
            StandardStream.error("\(program): \(error)")
            return 1
        }
    }

    /// The folder of `notebook`'s notes inside `folder`, named after it as a note's file is after
    /// its title, made owner-only when missing (`--import` of the export files them back under
    /// it). A pin has no place in a Markdown file without front matter, so it is not exported.
    private static func notebookFolder(
        _ notebook: Notebook, in folder: FileSystemPath, windowsNames: Bool
    ) throws -> FileSystemPath {
        let path = folder.appending(fileName(for: notebook.name, windowsNames: windowsNames))
        var status = stat()
        guard path.withCString({ mkdir($0, 0o700) }) == 0 || errno == EEXIST,
            path.withCString({ lstat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFDIR
        else {
            throw Failure(description: "\(ShellWord.shown(path)) is not a folder it can write into")
        }
        return path
    }

    /// A file name (without ".md") for a note titled `title` (`NoteFileName.name(for:…)`), "Untitled"
    /// in the user's language for a title that leaves nothing.
    static func fileName(for title: String, windowsNames: Bool = false) -> String {
        NoteFileName.name(for: title, windowsNames: windowsNames) ?? InterfaceText.untitled
    }

    /// The Markdown file's bytes for a note stored as `note`.
    static func contents(of note: StoredNoteBytes) -> [UInt8] {
        note.title.isEmpty ? note.body : Array("# ".utf8) + note.title + Array("\n\n".utf8) + note.body
    }

    private struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Creates `name.md` (or `name 2.md` … when taken) in `folder`, never replacing a file: the
    /// bytes go to a temporary file first, and only a whole, synced file is linked under the
    /// final name (link(2) fails on a name that is taken), so a full disk leaves no half file.
    /// A file system without hard links (FAT, exFAT: a USB stick) gets the file written under its
    /// final name directly, created only if the name is free and removed again if the write fails;
    /// `hasHardLinks` turns false when the folder is found to be one.
    private static func write(
        _ note: StoredNoteBytes, updated milliseconds: Int64, into folder: FileSystemPath, named name: String,
        hasHardLinks: inout Bool
    ) throws {
        // Floored, so a time before 1970 keeps tv_nsec in 0..<1e9, as utimensat requires.
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let time =
            fraction < 0
            ? timespec(tv_sec: Int(seconds - 1), tv_nsec: Int(fraction + 1000) * 1_000_000)
            : timespec(tv_sec: Int(seconds), tv_nsec: Int(fraction) * 1_000_000)
        guard hasHardLinks else {
            return try writeWithoutLinks(note, modified: time, into: folder, named: name, from: 1)
        }
        let temporary = folder.appending(".note-entry-export-\(getpid())")
        temporary.withCString { _ = unlink($0) }
        if let failure = DescriptorWriting.writeSyncedFile(contents(of: note), at: temporary, modified: time) {
            throw Failure(description: "\(ShellWord.shown(folder.appending("\(name).md"))) not written: \(failure)")
        }
        defer { temporary.withCString { _ = unlink($0) } }
        var attempt = 1
        while true {
            let path = numbered(name, attempt, in: folder)
            if temporary.withCString({ from in path.withCString { link(from, $0) } }) == 0 { return }
            switch errno {
            case EEXIST:
                attempt += 1
            case EPERM, EOPNOTSUPP, ENOSYS:
                hasHardLinks = false
                return try writeWithoutLinks(note, modified: time, into: folder, named: name, from: attempt)
            default:
                throw Failure(
                    description: "cannot create \(ShellWord.shown(path)): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// `write`'s way on a file system without hard links, from the name numbered `attempt` on.
    private static func writeWithoutLinks(
        _ note: StoredNoteBytes, modified time: timespec, into folder: FileSystemPath, named name: String,
        from attempt: Int
    ) throws {
        var attempt = attempt
        while true {
            let path = numbered(name, attempt, in: folder)
            guard let failure = DescriptorWriting.writeSyncedFile(contents(of: note), at: path, modified: time) else {
                return
            }
            guard failure.errorNumber == EEXIST else { throw Failure(description: failure.description) }
            attempt += 1
        }
    }

    /// `name.md` in `folder` for the first attempt, then `name 2.md`, `name 3.md` …
    private static func numbered(_ name: String, _ attempt: Int, in folder: FileSystemPath) -> FileSystemPath {
        folder.appending(attempt == 1 ? "\(name).md" : "\(name) \(attempt).md")
    }
}
