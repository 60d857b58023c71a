// A damaged database is moved aside byte for byte and a new one starts with every note that
// could still be read; nothing is deleted.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class CorruptDatabaseTests: XCTestCase {
    private func assertMovedAsideAndFresh(
        _ scratch: ScratchFolder, original: Data, salvaged: ClosedRange<Int> = 0...0,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let clock = SteppingClock(start: Date(timeIntervalSince1970: 1_796_026_757))
        let store = try scratch.openStore(clock: clock)
        let report = try XCTUnwrap(store.salvageReport, "damage not reported", file: file, line: line)
        XCTAssertEqual(report.originalPath, scratch.databasePath, file: file, line: line)
        XCTAssertEqual(
            report.movedAsidePath, scratch.databasePath + ".corrupt-20261130T081917Z", file: file, line: line)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: report.movedAsidePath)), original,
            "moved-aside file differs", file: file, line: line)
        XCTAssertTrue(report.message.contains(report.movedAsidePath), file: file, line: line)
        XCTAssertEqual(try store.count(), report.salvagedNoteCount, file: file, line: line)
        XCTAssertTrue(
            salvaged.contains(report.salvagedNoteCount), "\(report.salvagedNoteCount) notes salvaged", file: file,
            line: line)
        let note = try store.createNote(title: "fresh", body: "start")
        XCTAssertEqual(try store.note(id: note.id), note, file: file, line: line)
    }

    func testGarbageBytesAreMovedAsideAndANewDatabaseWorks() throws {
        let scratch = try ScratchFolder()
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try garbage.write(to: URL(fileURLWithPath: scratch.databasePath))
        try assertMovedAsideAndFresh(scratch, original: garbage)
    }

    func testTextFileIsMovedAsideAndANewDatabaseWorks() throws {
        let scratch = try ScratchFolder()
        let text = Data("These are my notes, not a database.\n".utf8)
        try text.write(to: URL(fileURLWithPath: scratch.databasePath))
        try assertMovedAsideAndFresh(scratch, original: text)
    }

    func testDamagedPagesBehindAValidHeaderAreDetected() throws {
        let scratch = try ScratchFolder()
        do {
            let store = try scratch.openStore()
            for index in 0..<50 { try store.createNote(title: "\(index)", body: String(repeating: "x", count: 3000)) }
            // Fold the WAL into the main file so the damage below lands in the only copy.
            try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: scratch.databasePath))
        let pageSize = 4096
        XCTAssertGreaterThan(bytes.count, 4 * pageSize)
        // Overwrite page 3 (a b-tree or overflow page) with a pattern; page 1's header stays valid.
        bytes.replaceSubrange(2 * pageSize..<3 * pageSize, with: Data(repeating: 0xA5, count: pageSize))
        try bytes.write(to: URL(fileURLWithPath: scratch.databasePath))
        try? FileManager.default.removeItem(atPath: scratch.databasePath + "-wal")
        try? FileManager.default.removeItem(atPath: scratch.databasePath + "-shm")
        // Page 3 holds part of the table or one note's overflow: the other notes come back.
        try assertMovedAsideAndFresh(scratch, original: bytes, salvaged: 40...50)
    }

    func testWalAndShmFilesMoveWithTheDamagedDatabase() throws {
        let scratch = try ScratchFolder()
        let junk = Data("not sqlite".utf8)
        try junk.write(to: URL(fileURLWithPath: scratch.databasePath))
        let wal = Data("wal bytes".utf8)
        try wal.write(to: URL(fileURLWithPath: scratch.databasePath + "-wal"))
        let store = try scratch.openStore()
        let aside = try XCTUnwrap(store.salvageReport).movedAsidePath
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: aside + "-wal")), wal)
    }

    func testAnEarlierMovedAsideCopyIsNeverOverwritten() throws {
        let scratch = try ScratchFolder()
        let stamp = Date(timeIntervalSince1970: 1_796_026_757)
        let first = Data("first damaged file".utf8)
        let second = Data("second damaged file".utf8)
        try first.write(to: URL(fileURLWithPath: scratch.databasePath))
        let firstAside = try XCTUnwrap(try NoteStore(directory: scratch.url, clock: { NoteTime(stamp) }).salvageReport)
            .movedAsidePath
        try FileManager.default.removeItem(atPath: scratch.databasePath)
        try? FileManager.default.removeItem(atPath: scratch.databasePath + "-wal")
        try? FileManager.default.removeItem(atPath: scratch.databasePath + "-shm")
        try second.write(to: URL(fileURLWithPath: scratch.databasePath))
        let secondAside = try XCTUnwrap(try NoteStore(directory: scratch.url, clock: { NoteTime(stamp) }).salvageReport)
            .movedAsidePath
        XCTAssertNotEqual(firstAside, secondAside)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: firstAside)), first)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: secondAside)), second)
    }

    func testHealthyDatabaseReportsNoSalvage() throws {
        let scratch = try ScratchFolder()
        try scratch.openStore().createNote(title: "fine", body: "")
        XCTAssertNil(try scratch.openStore().salvageReport)
    }
}
