// A short, stable name for a folder, for file names and D-Bus ids.
import Glibc
import NoteStore

/// FNV-1a (64 bits), in hexadecimal, of a folder's real path (links and `..` resolved when it
/// exists, else as written): the folder reached by any path gives the same name, different
/// folders almost never the same.
enum FolderFingerprint {
    static func hex(of folder: FileSystemPath) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in resolved(folder).bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// `path` with links and `..` resolved when it exists, else standardized as written.
    static func resolved(_ path: FileSystemPath) -> FileSystemPath {
        guard let real = path.withCString({ realpath($0, nil) }) else { return path.standardized }
        defer { free(real) }
        return FileSystemPath(cString: real)
    }
}
