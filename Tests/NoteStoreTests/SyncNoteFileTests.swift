// A note's file in the sync folder: written and read back exactly, whatever the title or text
// holds; a cut file never read; a person's file read as a note of its own.
import XCTest

@testable import NoteStore

final class SyncNoteFileTests: XCTestCase {
    private let sample = SyncNoteFile(
        id: "0123456789abcdef0123456789abcdef", title: "Quote \" back\\slash\nline \u{1} 🎉 漢字",
        body: "---\nnot front matter\n<!-- note-entry: end of note -->\nlast line",
        created: NoteTime(millisecondsSince1970: -5),
        edited: NoteTime(millisecondsSince1970: 1_795_000_000_123), notebook: "Work \"A\"", isPinned: true)

    func testEveryFieldIsReadBackExactly() {
        XCTAssertEqual(SyncNoteFile.read(sample.bytes), .note(sample))
        var plain = sample
        plain.notebook = nil
        plain.isPinned = false
        plain.body = ""
        XCTAssertEqual(SyncNoteFile.read(plain.bytes), .note(plain))
    }

    func testAFileCutAnywhereIsIncompleteNeverANote() {
        let bytes = sample.bytes
        for length in 4..<bytes.count - 1 {
            let reading = SyncNoteFile.read(Array(bytes.prefix(length)))
            XCTAssertEqual(reading, .incomplete, "cut at \(length) of \(bytes.count)")
        }
    }

    func testAnEditorsLineEndsAndTextAfterTheEndLineAreKept() throws {
        let text = String(decoding: sample.bytes, as: UTF8.self)
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        guard case .note(let read) = SyncNoteFile.read(Array(crlf.utf8)) else { return XCTFail("not read") }
        XCTAssertEqual(read.title, sample.title)
        guard case .note(let appended) = SyncNoteFile.read(Array((text + "added later\n").utf8)) else {
            return XCTFail("not read")
        }
        XCTAssertEqual(appended.body, sample.body + "\nadded later")
    }

    func testAPersonsFileIsAPlainNote() {
        XCTAssertEqual(SyncNoteFile.read(Array("# Title\n\nbody\n".utf8)), .plain(title: "Title", body: "body"))
        XCTAssertEqual(SyncNoteFile.read(Array("just text".utf8)), .plain(title: "", body: "just text"))
    }

    func testSyncToolsNamesAreToldApart() {
        for name in [
            "Plan.sync-conflict-20261206-102232-ABCDEFG.md", "Plan (conflicted copy 2026-12-06 102232).md",
            "Plan (Ana's conflicted copy 2026-12-06).md", "Plan_conflict-20261206-102232.md",
        ] {
            XCTAssertTrue(SyncFolderName.isConflictCopy(Array(name.utf8)), name)
            XCTAssertTrue(SyncFolderName.mayHoldNote(Array(name.utf8)), name)
        }
        for name in [
            ".syncthing.Plan.md.tmp", "~syncthing~Plan.md.tmp", "Plan.md.part", ".Plan.md.swp", "Plan.md~",
            ".note-entry-sync",
        ] {
            XCTAssertFalse(SyncFolderName.mayHoldNote(Array(name.utf8)), name)
        }
    }

    func testTheDecisionNeverLetsARemovalBeatAnEdit() {
        let agreed = SyncAgreement(fingerprint: "a")
        let edited = SyncSide.present(fingerprint: "b", edited: NoteTime(millisecondsSince1970: 2))
        let same = SyncSide.present(fingerprint: "a", edited: NoteTime(millisecondsSince1970: 1))
        XCTAssertEqual(SyncDecision.action(store: edited, folder: .absent, agreement: agreed), .writeFile)
        XCTAssertEqual(SyncDecision.action(store: .absent, folder: edited, agreement: agreed), .takeFile)
        XCTAssertEqual(SyncDecision.action(store: same, folder: .absent, agreement: agreed), .trashNote)
        XCTAssertEqual(SyncDecision.action(store: .absent, folder: same, agreement: agreed), .removeFile)
        XCTAssertEqual(SyncDecision.action(store: same, folder: same, agreement: agreed), .nothing)
        // Both changed: each computer, seeing the other's side as the folder, keeps the same text.
        let older = SyncSide.present(fingerprint: "c", edited: NoteTime(millisecondsSince1970: 1))
        XCTAssertEqual(SyncDecision.action(store: edited, folder: older, agreement: agreed), .merge(keepStore: true))
        XCTAssertEqual(SyncDecision.action(store: older, folder: edited, agreement: agreed), .merge(keepStore: false))
        let tie = SyncSide.present(fingerprint: "c", edited: NoteTime(millisecondsSince1970: 2))
        XCTAssertEqual(SyncDecision.action(store: edited, folder: tie, agreement: agreed), .merge(keepStore: false))
        XCTAssertEqual(SyncDecision.action(store: tie, folder: edited, agreement: agreed), .merge(keepStore: true))
    }

    func testTimestampsReadBackAsWritten() {
        for milliseconds: Int64 in [0, -1, 1_795_000_000_123, 253_402_300_799_999, -62_167_219_200_000] {
            let time = NoteTime(millisecondsSince1970: milliseconds)
            XCTAssertEqual(UTCTimestamp.parse(UTCTimestamp(time).extended), time, "\(milliseconds)")
        }
        XCTAssertNil(UTCTimestamp.parse("2026-13-01T00:00:00.000Z"))
        XCTAssertEqual(UTCTimestamp.parse("2026-12-06T10:22:32Z"), UTCTimestamp.parse("2026-12-06T10:22:32.000Z"))
    }
}
