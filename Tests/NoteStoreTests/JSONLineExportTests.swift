// `note-entry --list` output: one JSON object per note per line, parsed back exactly.
import Foundation
import NoteStoreTestSupport
import TestSupport
import XCTest

@testable import NoteStore

final class JSONLineExportTests: XCTestCase {
    private let awkwardBodies = [
        "plain",
        "two\nlines\r\nand \"quotes\" and \\ backslash / slash",
        "emoji 👩‍👩‍👧‍👦 🇺🇦, combining e\u{301} vs é, RTL שלום עולם مرحبا",
        "NUL \u{0} inside, tab \t, bell \u{7}, line separator \u{2028}",
        "",
    ]

    private func parse(_ line: Substring) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try XCTUnwrap(object as? [String: Any])
    }

    func testEveryNoteIsOneLineThatParsesBackToItsFields() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore(clock: SteppingClock(step: 0.123))
        for (index, body) in awkwardBodies.enumerated() {
            try store.createNote(title: "title \(index) ✓", body: body)
        }
        let notes = try store.allNotes()
        let text = try NoteJSONLineEncoder().lines(for: notes)
        XCTAssertTrue(text.hasSuffix("\n"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, notes.count)
        for (line, note) in zip(lines, notes) {
            let object = try parse(line)
            XCTAssertEqual(Set(object.keys), ["id", "title", "body", "updated", "notebook", "pinned"])
            XCTAssertTrue(object["notebook"] is NSNull)
            XCTAssertEqual(object["pinned"] as? Bool, false)
            XCTAssertEqual((object["id"] as? NSNumber)?.int64Value, note.id)
            XCTAssertEqual(utf8Bytes(try XCTUnwrap(object["title"] as? String)), utf8Bytes(note.title))
            XCTAssertEqual(utf8Bytes(try XCTUnwrap(object["body"] as? String)), utf8Bytes(note.body))
            let updated = try XCTUnwrap(object["updated"] as? String)
            let parsed = try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(updated)
            // Parsing decimal milliseconds into binary seconds may differ in the last bits.
            XCTAssertEqual(
                parsed.timeIntervalSince1970, Double(note.updated.millisecondsSince1970) / 1000, accuracy: 0.0001)
        }
        XCTAssertEqual(
            zip(notes, awkwardBodies).filter { utf8Bytes($0.body) == utf8Bytes($1) }.count,
            awkwardBodies.count)
    }

    func testUpdatedIsISO8601UTCWithMilliseconds() throws {
        let time = NoteTime(Date(timeIntervalSince1970: 1_796_026_757.5))
        XCTAssertEqual(NoteJSONLineEncoder.timestamp(time), "2026-11-30T08:19:17.500Z")
        XCTAssertEqual(NoteJSONLineEncoder.timestamp(NoteTime(millisecondsSince1970: 0)), "1970-01-01T00:00:00.000Z")
        // .123 is not exact in binary; the printed milliseconds must still be 123.
        XCTAssertEqual(
            NoteJSONLineEncoder.timestamp(NoteTime(millisecondsSince1970: 1_795_000_000_123)),
            "2026-11-18T11:06:40.123Z")
        XCTAssertEqual(NoteJSONLineEncoder.timestamp(NoteTime(millisecondsSince1970: -1)), "1969-12-31T23:59:59.999Z")
    }

    func testKeysAreSortedSoOutputIsStable() throws {
        let note = Note(
            id: 7, title: "t", body: "b", created: NoteTime(millisecondsSince1970: 0),
            updated: NoteTime(millisecondsSince1970: 0))
        XCTAssertEqual(
            try NoteJSONLineEncoder().line(for: note),
            #"{"body":"b","id":7,"notebook":null,"pinned":false,"title":"t","updated":"1970-01-01T00:00:00.000Z"}"#)
    }

    /// A note's notebook is its name (escaped as any string), its pin a JSON boolean.
    func testNotebookIsNamedAndPinIsABoolean() throws {
        let note = Note(
            id: 7, title: "t", body: "b", created: NoteTime(millisecondsSince1970: 0),
            updated: NoteTime(millisecondsSince1970: 0), notebook: Notebook(id: 3, name: "Work \"A\""), isPinned: true)
        XCTAssertEqual(
            try NoteJSONLineEncoder().line(for: note),
            #"{"body":"b","id":7,"notebook":"Work \"A\"","pinned":true,"title":"t","updated":"1970-01-01T00:00:00.000Z"}"#
        )
    }

    func testNoNotesGiveEmptyOutput() throws {
        XCTAssertEqual(try NoteJSONLineEncoder().lines(for: []), "")
    }
}
