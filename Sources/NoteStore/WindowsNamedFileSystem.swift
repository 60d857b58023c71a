// Whether a folder is on a file system that takes only the names Windows allows.

/// FAT, exFAT and NTFS (a USB stick, a camera's card, a Windows partition) refuse `"`, `*`, `:`,
/// `<`, `>`, `?`, `\\` and `|` in a file name, which every Linux file system takes; GNOME Files
/// replaces them when it copies onto such a file system, and so must anything that names files
/// there from a user's text.
public enum WindowsNamedFileSystem {
    /// The characters these file systems refuse in a name (besides "/" and the controls).
    public static let refusedCharacters: Set<Unicode.Scalar> = ["\"", "*", ":", "<", ">", "?", "\\", "|"]

    /// statfs(2)'s magic numbers of the kernel's drivers (linux/magic.h; ntfs3's own).
    static let magicNumbers: Set<Int> = [
        0x4D44 /* FAT */, 0x2011_BAB0 /* exFAT */, 0x5346_544E /* NTFS */, 0x7366_746E /* ntfs3 */,
    ]
    /// The mount table's types of the FUSE drivers (ntfs-3g and exfat-fuse mount as "fuseblk").
    static let fuseTypes: Set<String> = ["fuse.fusefat", "fuse.exfat", "fuse.ntfs", "fuse.ntfs-3g", "fuseblk"]

    /// Whether `folder` is on FAT, exFAT or NTFS (false when it cannot be told).
    public static func holds(_ folder: FileSystemPath) -> Bool {
        guard let magicNumber = FileSystemMagic.number(holding: folder) else { return false }
        if magicNumbers.contains(magicNumber) { return true }
        guard magicNumber == FileSystemMagic.fuse, let type = MountTable.fileSystemType(holding: folder)
        else { return false }
        return fuseTypes.contains(type)
    }
}
