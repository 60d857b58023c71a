// The name of an entry `readdir` returned, read where it lies.
import Glibc

/// The name of a directory entry, as bytes.
public enum DirectoryEntryName {
    /// The name of `entry` (a `readdir` result), without its terminating NUL.
    ///
    /// Read in place up to its NUL: glibc's records are only as long as their names, so copying
    /// `d_name` (a 256-byte array in Swift) whole reads bytes past the record that nothing wrote,
    /// which valgrind reported as uninitialised values deciding the name's scan.
    public static func bytes(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let name = (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self)
        return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
    }
}
