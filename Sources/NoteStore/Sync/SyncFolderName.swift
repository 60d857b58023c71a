// Which names in the sync folder are notes, which are a sync tool's conflict copies, and which
// are a sync tool's or an editor's files in the making.

/// The names of files in the sync folder.
public enum SyncFolderName {
    /// The hidden file that marks a folder as a sync folder: present in every copy of it. A folder
    /// without it, once synced, is not there (an unmounted disk leaves an empty mount point), and
    /// its missing files mean nothing.
    public static let marker = ".note-entry-sync"

    /// Whether a file named `name` may hold a note: `*.md`, not hidden (Syncthing's
    /// `.syncthing.NAME.tmp`, Nextcloud's and LibreOffice's locks, editors' swap files), not a file
    /// in the making (`~syncthing~NAME.tmp`, `NAME.part`, `NAME.md~`, Dropbox's `.~NAME`).
    public static func mayHoldNote(_ name: [UInt8]) -> Bool {
        guard let first = name.first, first != UInt8(ascii: "."), first != UInt8(ascii: "~") else { return false }
        return name.count > 3 && name.suffix(3).elementsEqual(".md".utf8)
    }

    /// Whether `name` is a copy a sync tool made when two computers changed one file: Syncthing's
    /// `NAME.sync-conflict-20261206-102232-ABCDEFG.md`, Nextcloud's and ownCloud's
    /// `NAME (conflicted copy 2026-12-06 102232).md` and `NAME_conflict-20261206-102232.md`, Dropbox's
    /// `NAME (Someone's conflicted copy 2026-12-06).md`.
    public static func isConflictCopy(_ name: [UInt8]) -> Bool {
        conflictMarks.contains { mark in
            // Byte by byte: String's `contains(_:)` of a string is _StringProcessing's, which
            // note-entry does not link.
            name.count >= mark.count
                && (0...name.count - mark.count).contains { start in
                    name[start..<start + mark.count].elementsEqual(mark)
                }
        }
    }

    private static let conflictMarks = [".sync-conflict-", "conflicted copy", "_conflict-"].map { Array($0.utf8) }

    /// `base.md`, or `base N.md` for `attempt` N above 1.
    static func numbered(_ base: String, _ attempt: Int) -> [UInt8] {
        Array((attempt == 1 ? "\(base).md" : "\(base) \(attempt).md").utf8)
    }
}
