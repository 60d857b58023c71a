// A short, stable name for a folder path, for file names and D-Bus ids.
import NoteStore

/// FNV-1a (64 bits) of a path's bytes, in hexadecimal: the same path always gives the same
/// name, different paths almost never the same.
enum FolderFingerprint {
    static func hex(of path: FileSystemPath) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
