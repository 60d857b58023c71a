// The integrity check run ahead on a background thread may spare the store's opening its own
// check, but never hides damage from an opening it did not check for, and changes nothing.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class IntegrityCheckAheadTests: XCTestCase {
    private static let pageSize = 4096

    /// A database of 50 notes in `scratch`, all in the main file (no -wal left), closed.
    private func plantHealthyDatabase(in scratch: ScratchFolder) throws {
        let store = try scratch.openStore()
        for index in 0..<50 { try store.createNote(title: "\(index)", body: String(repeating: "x", count: 3000)) }
        try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// Overwrites page 3 of the database at `path` in place (same inode); page 1's header stays valid.
    private func damagePageInPlace(at path: String) throws {
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: path))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(2 * Self.pageSize))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: Self.pageSize))
        try handle.synchronize()
    }

    /// The healthy database, and beside it a copy with page 3 damaged; returns the copy's path.
    private func plantHealthyDatabaseAndDamagedCopy(in scratch: ScratchFolder) throws -> String {
        try plantHealthyDatabase(in: scratch)
        let damagedCopy = scratch.path("damaged-copy")
        try FileManager.default.copyItem(atPath: scratch.databasePath, toPath: damagedCopy)
        try damagePageInPlace(at: damagedCopy)
        return damagedCopy
    }

    private func checkAhead(_ scratch: ScratchFolder) {
        IntegrityCheckAhead.start(directoryPath: FileSystemPath(scratch.url.path))
        IntegrityCheckAhead.waitUntilFinished()
    }

    func testAHealthyDatabaseCheckedAheadOpensWithAllItsNotes() throws {
        let scratch = try ScratchFolder()
        try plantHealthyDatabase(in: scratch)
        checkAhead(scratch)
        let store = try scratch.openStore()
        XCTAssertNil(store.salvageReport)
        XCTAssertEqual(try store.count(), 50)
    }

    func testDamageTheCheckAheadFoundIsStillMovedAsideByTheOpening() throws {
        let scratch = try ScratchFolder()
        try plantHealthyDatabase(in: scratch)
        try damagePageInPlace(at: scratch.databasePath)
        checkAhead(scratch)
        let report = try XCTUnwrap(try scratch.openStore().salvageReport, "the damage must be found and reported")
        XCTAssertTrue(FileManager.default.fileExists(atPath: report.movedAsidePath))
    }

    /// A file put in the database's place after the check (another inode) is checked again.
    func testADamagedFileSwappedInAfterTheCheckIsFoundByTheOpening() throws {
        let scratch = try ScratchFolder()
        let damagedCopy = try plantHealthyDatabaseAndDamagedCopy(in: scratch)
        checkAhead(scratch)
        XCTAssertEqual(rename(damagedCopy, scratch.databasePath), 0)
        XCTAssertNotNil(
            try scratch.openStore().salvageReport, "the swapped-in damaged file must be checked and moved aside")
    }

    /// A damaged copy written over the checked file after the check (`cp damaged notes.sqlite3`:
    /// truncated and rewritten, the same inode) is checked again by the opening.
    func testADamagedCopyWrittenOverTheCheckedFileIsFoundByTheOpening() throws {
        let scratch = try ScratchFolder()
        let damagedCopy = try plantHealthyDatabaseAndDamagedCopy(in: scratch)
        let inode = try XCTUnwrap(DatabaseFileIdentity(of: FileSystemPath(scratch.databasePath)))
        checkAhead(scratch)
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: scratch.databasePath))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: try Data(contentsOf: URL(fileURLWithPath: damagedCopy)))
        try handle.close()
        XCTAssertEqual(
            DatabaseFileIdentity(of: FileSystemPath(scratch.databasePath)), inode, "the same file, rewritten")
        XCTAssertNotNil(try scratch.openStore().salvageReport, "the damaged copy must be checked and moved aside")
    }

    /// Only the first opening after the check takes its finding: the same file opened again
    /// later, damaged meanwhile in place, is checked and its damage found.
    func testOnlyTheFirstOpeningAfterTheCheckTakesItsFinding() throws {
        let scratch = try ScratchFolder()
        try plantHealthyDatabase(in: scratch)
        checkAhead(scratch)
        do {
            let first = try scratch.openStore()
            XCTAssertNil(first.salvageReport)
        }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: scratch.databasePath + "-wal"), "closed, its log folded in")
        try damagePageInPlace(at: scratch.databasePath)
        XCTAssertNotNil(try scratch.openStore().salvageReport, "the second opening must check for itself")
    }

    /// A file's times beyond what nanoseconds since 1970 hold in 64 bits (after 2262 or before
    /// 1678: a machine with a wrong clock, `touch -d`, a copy from another file system) are only
    /// compared, so the check ahead and the opening read such a database like any other.
    func testADatabaseModifiedAfterTheYear2262OpensAfterTheCheckAhead() throws {
        let scratch = try ScratchFolder()
        try plantHealthyDatabase(in: scratch)
        for seconds in [Int(10_000_000_000), -10_000_000_000] {  // 2286 and 1653
            var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
            XCTAssertEqual(utimensat(AT_FDCWD, scratch.databasePath, &times, 0), 0, String(cString: strerror(errno)))
            checkAhead(scratch)
            let store = try scratch.openStore()
            XCTAssertNil(store.salvageReport)
            XCTAssertEqual(try store.count(), 50)
        }
    }

    /// The check only reads: a store's folder keeps its files byte for byte, with their modes,
    /// and a folder that does not exist is not created.
    func testTheCheckAheadCreatesAndChangesNothing() throws {
        let scratch = try ScratchFolder()
        try plantHealthyDatabase(in: scratch)
        let before = try folderSnapshot(scratch.url.path)
        XCTAssertEqual(before.keys.sorted(), [NoteStoreLocation.databaseFileName])
        checkAhead(scratch)
        XCTAssertEqual(try folderSnapshot(scratch.url.path), before)

        let missing = scratch.url.appendingPathComponent("not-yet")
        IntegrityCheckAhead.start(directoryPath: FileSystemPath(missing.path))
        IntegrityCheckAhead.waitUntilFinished()
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
    }

    /// A -wal without its -shm (a backup that left the -shm out): a read-only SQLite connection
    /// would create the -shm, so the check leaves such a folder to the opening.
    func testTheCheckAheadCreatesNoSharedMemoryFileBesideALoneWriteAheadLog() throws {
        let live = try ScratchFolder()
        let store = try live.openStore()
        try store.createNote(title: "in the log", body: "not yet in the main file")
        let copy = try ScratchFolder()
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: live.databasePath + suffix, toPath: copy.databasePath + suffix)
        }
        let before = try folderSnapshot(copy.url.path)
        XCTAssertEqual(before.keys.sorted(), ["notes.sqlite3", "notes.sqlite3-wal"])
        checkAhead(copy)
        XCTAssertEqual(try folderSnapshot(copy.url.path), before, "nothing created or changed")
        withExtendedLifetime(store) {}
    }

    /// Every file in `path`: its mode, size and a digest of its bytes.
    private func folderSnapshot(_ path: String) throws -> [String: [String]] {
        var snapshot: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
            let file = (path as NSString).appendingPathComponent(name)
            let mode = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            // FNV-1a: a failure names files, modes, sizes, not megabytes of base64.
            let digest = bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
            snapshot[name] = [String(mode, radix: 8), "\(bytes.count) bytes", String(digest, radix: 16)]
        }
        return snapshot
    }
}
