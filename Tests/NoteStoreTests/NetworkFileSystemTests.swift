// Telling a network file system from statfs(2)'s magic numbers, and the journal a store uses there.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class NetworkFileSystemTests: XCTestCase {
    /// The magic numbers Linux reports (linux/magic.h, fs/smb/client/cifsglob.h, fs/fuse/inode.c).
    func testNetworkFileSystemsAreToldByTheirMagicNumbers() {
        let network: [(Int, String?, String)] = [
            (0x6969, nil, "NFS"),
            (0x517B, nil, "SMB"),
            (0xFF53_4D42, nil, "SMB"),
            (0xFE53_4D42, nil, "SMB"),
            (0x00C3_6400, nil, "Ceph"),
            (0x0102_1997, nil, "9P"),
            (0x6573_5546, "sshfs", "sshfs"),
            (0x6573_5546, "rclone", "rclone"),
        ]
        for (magic, subtype, name) in network {
            XCTAssertEqual(
                NetworkFileSystem(magicNumber: magic, fuseSubtype: subtype)?.name, name, String(magic, radix: 16))
        }
        let local: [(Int, String?)] = [
            (0xEF53, nil),  // ext2/3/4
            (0x0102_1994, nil),  // tmpfs
            (0x9123_683E, nil),  // btrfs
            (0x5846_5342, nil),  // XFS
            (0x794C_7630, nil),  // overlayfs
            (0x6573_5546, "bindfs"),  // a FUSE file system over a local folder
            (0x6573_5546, nil),  // FUSE whose subtype cannot be read
        ]
        for (magic, subtype) in local {
            XCTAssertNil(NetworkFileSystem(magicNumber: magic, fuseSubtype: subtype), String(magic, radix: 16))
        }
    }

    /// The temporary folder is local: statfs(2) on it names no network file system, and a store
    /// there keeps its write-ahead log.
    func testALocalFolderKeepsTheWriteAheadLog() throws {
        let scratch = try ScratchFolder()
        XCTAssertNil(NetworkFileSystem.holding(FileSystemPath(scratch.url)))
        let store = try NoteStore(directory: scratch.url)
        XCTAssertNil(store.networkFileSystem)
        XCTAssertEqual(try store.database.text("PRAGMA journal_mode"), "wal")
    }
}
