// The report of a salvaged database is shown at every opening until the user dismisses it,
// not only in the run that moved the file.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class SalvageReportTests: XCTestCase {
    private func damagedStore(_ scratch: ScratchFolder) throws -> DatabaseSalvageReport {
        do {
            let store = try scratch.openStore()
            for index in 0..<20 { try store.createNote(title: "\(index)", body: "body \(index)") }
            try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: scratch.databasePath))
        bytes[28] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: scratch.databasePath))
        return try XCTUnwrap(try scratch.openStore().salvageReport)
    }

    func testReportIsKeptAcrossOpeningsUntilDismissed() throws {
        let scratch = try ScratchFolder()
        let first = try damagedStore(scratch)
        XCTAssertEqual(first.salvagedNoteCount, 20)
        XCTAssertEqual(try scratch.openStore().salvageReport, first, "the next start still reports it")
        XCTAssertEqual(
            try NoteStore(directoryPath: FileSystemPath(scratch.url), access: .readOnly).salvageReport, first)
        let store = try scratch.openStore()
        try store.dismissSalvageReport()
        XCTAssertNil(store.salvageReport)
        XCTAssertNil(try scratch.openStore().salvageReport, "dismissed for good")
        XCTAssertEqual(try scratch.openStore().count(), 20)
    }

    func testReportKeepsANonUTF8PathByteForByte() throws {
        let scratch = try ScratchFolder()
        let folder = FileSystemPath(scratch.url).appending(FileSystemPath(bytes: Array("caf".utf8) + [0xE9]))
        do {
            let store = try NoteStore(directoryPath: folder)
            try store.createNote(title: "in café", body: "")
            try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let database = folder.appending(NoteStoreLocation.databaseFileName)
        let descriptor = database.withCString { open($0, O_WRONLY) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        var flipped: UInt8 = 0xFF
        XCTAssertEqual(pwrite(descriptor, &flipped, 1, 28), 1)
        close(descriptor)
        let report = try XCTUnwrap(try NoteStore(directoryPath: folder).salvageReport)
        XCTAssertEqual(Array(report.movedAsideFile.bytes.prefix(folder.bytes.count)), folder.bytes)
        XCTAssertEqual(try NoteStore(directoryPath: folder).salvageReport?.movedAsideFile, report.movedAsideFile)
        XCTAssertNotNil(DatabaseFileIdentity(of: report.movedAsideFile), "the kept path names the moved-aside file")
    }
}
