// Whatever text goes in comes back byte for byte.
import Foundation
import TestSupport
import XCTest

@testable import NoteStore

final class ContentFidelityTests: XCTestCase {
    /// Stores `title`/`body`, reopens the database, and compares the bytes read back.
    private func assertRoundTrip(title: String, body: String, file: StaticString = #filePath, line: UInt = #line) throws
    {
        let scratch = try ScratchFolder()
        let id = try scratch.openStore().createNote(title: title, body: body).id
        let read = try XCTUnwrap(try scratch.openStore().note(id: id), file: file, line: line)
        XCTAssertEqual(utf8Bytes(read.title), utf8Bytes(title), file: file, line: line)
        XCTAssertEqual(utf8Bytes(read.body), utf8Bytes(body), file: file, line: line)
    }

    func testTenMegabyteBodyRoundTrips() throws {
        let paragraph = "Lorem ipsum dolor sit amet, ünïcödé ✓ 👩‍💻\n"
        var body = String(repeating: paragraph, count: 10_000_000 / paragraph.utf8.count + 1)
        body += "end"
        XCTAssertGreaterThan(body.utf8.count, 10_000_000)
        try assertRoundTrip(title: "big", body: body)
    }

    func testEmptyAndOneCharacterTitlesRoundTrip() throws {
        try assertRoundTrip(title: "", body: "")
        try assertRoundTrip(title: "a", body: "b")
        try assertRoundTrip(title: "👩‍👩‍👧‍👦", body: "one grapheme title")
    }

    func testUnicodeOfEveryKindRoundTrips() throws {
        let samples = [
            "family 👩‍👩‍👧‍👦 flag 🇺🇦 skin 👋🏽 keycap 1️⃣",
            "combining e\u{301}\u{302}\u{303} and precomposed é, Hangul 한국어 and jamo \u{1112}\u{1161}\u{11AB}",
            "RTL עברית العربية with LRM\u{200E} RLO\u{202E}reversed\u{202C}",
            "zero width\u{200B}space, BOM \u{FEFF}, noncharacter \u{FFFF}, astral 𝕏 𐍈",
            "CR\r LF\n CRLF\r\n tab\t form feed\u{C}",
        ]
        for sample in samples { try assertRoundTrip(title: sample, body: sample) }
    }

    func testNULCharactersRoundTrip() throws {
        try assertRoundTrip(title: "a\u{0}b", body: "\u{0}")
        try assertRoundTrip(title: "\u{0}", body: "before\u{0}after\u{0}\u{0}")
    }

    func testTextEqualToAPlaceholderIsStoredAsText() throws {
        // Apps that put the hint into the text lose notes that equal the hint; we must not.
        for placeholder in ["Write something…", "Note", "Notiz schreiben …", "写点什么…", "اكتب شيئا…"] {
            try assertRoundTrip(title: placeholder, body: placeholder)
        }
    }

    func testCanonicallyEquivalentTextsStayDistinct() throws {
        let scratch = try ScratchFolder()
        let store = try scratch.openStore()
        let composed = try store.createNote(title: "", body: "\u{E9}")
        let decomposed = try store.createNote(title: "", body: "e\u{301}")
        XCTAssertEqual(utf8Bytes(try XCTUnwrap(store.note(id: composed.id)).body), [0xC3, 0xA9])
        XCTAssertEqual(utf8Bytes(try XCTUnwrap(store.note(id: decomposed.id)).body), [0x65, 0xCC, 0x81])
    }
}
