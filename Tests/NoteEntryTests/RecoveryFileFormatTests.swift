// Recovery files' JSON as the app reads it: what earlier versions wrote through Foundation's
// JSONEncoder, and what a damaged or hostile file holds.
import Foundation
import XCTest

@testable import NoteEntryApp

final class RecoveryFileFormatTests: XCTestCase {
    /// Each request the app writes reads back as it was, with its store or without one.
    func testWhatTheAppWritesReadsBackAsItWas() throws {
        for (request, store) in Self.samples {
            let read = try RecoveryFileFormat.request(in: RecoveryFileFormat.bytes(of: request, forStore: store))
            XCTAssertEqual(read.request, request)
            XCTAssertEqual(read.store, store)
        }
    }

    /// Files Foundation's JSONEncoder wrote before the app dropped Foundation, in both shapes
    /// (with the store, and the oldest: the request alone), and with every JSONEncoder option
    /// a file on disk may have been written with, read as they were kept.
    func testFilesFoundationsJSONEncoderWroteAreRead() throws {
        for (request, store) in Self.samples {
            for formatting: JSONEncoder.OutputFormatting in [
                [], [.prettyPrinted, .sortedKeys], .withoutEscapingSlashes,
            ] {
                let encoder = JSONEncoder()
                encoder.outputFormatting = formatting
                let kept = try encoder.encode(EarlierKeptText(store: store, request: EarlierSaveRequest(request)))
                let read = try RecoveryFileFormat.request(in: Array(kept))
                XCTAssertEqual(read.request, request, String(decoding: kept, as: UTF8.self))
                XCTAssertEqual(read.store, store)
                let bare = try RecoveryFileFormat.request(in: Array(encoder.encode(EarlierSaveRequest(request))))
                XCTAssertEqual(bare.request, request)
                XCTAssertNil(bare.store)
            }
        }
    }

    /// What the app writes now, Foundation's JSONDecoder reads as the earlier app's types: the
    /// format did not change.
    func testWhatTheAppWritesIsTheFormatFoundationRead() throws {
        for (request, store) in Self.samples {
            let bytes = RecoveryFileFormat.bytes(of: request, forStore: store)
            let decoded = try JSONDecoder().decode(EarlierKeptText.self, from: Data(bytes))
            XCTAssertEqual(decoded.store, store)
            XCTAssertEqual(decoded.request, EarlierSaveRequest(request))
        }
    }

    /// Damaged and hostile files are refused with a reason naming what is wrong; none crashes
    /// the reader, however deep, long or strange.
    func testHostileJSONIsRefusedWithAReason() {
        let valid = String(
            decoding: RecoveryFileFormat.bytes(of: Self.samples[0].request, forStore: "S"), as: UTF8.self)
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let cases: [(String, [UInt8], String)] = [
            ("deep nesting", Array(deep.utf8), "nested deeper than"),
            (
                "deep objects",
                Array((String(repeating: "{\"a\":", count: 50) + "1" + String(repeating: "}", count: 50)).utf8),
                "nested deeper than"
            ),
            (
                "an unknown escape",
                Array(valid.replacingOccurrences(of: "\"title\":\"", with: "\"title\":\"\\q").utf8),
                "unknown escape \\'q'"
            ),
            (
                "a short \\u", Array(valid.replacingOccurrences(of: "\"title\":\"", with: "\"title\":\"\\u12").utf8),
                "four hexadecimal digits"
            ),
            (
                "a lone high surrogate",
                Array(valid.replacingOccurrences(of: "\"title\":\"", with: "\"title\":\"\\ud83d").utf8),
                "lone high surrogate"
            ),
            (
                "a lone low surrogate",
                Array(valid.replacingOccurrences(of: "\"title\":\"", with: "\"title\":\"\\ude00").utf8),
                "lone low surrogate"
            ),
            (
                "an unpaired high surrogate",
                Array(valid.replacingOccurrences(of: "\"title\":\"", with: "\"title\":\"\\ud83d\\u0041").utf8),
                "not followed by a low one"
            ),
            (
                "a huge number",
                Array(
                    valid.replacingOccurrences(of: "\"_0\":", with: "\"_0\":" + String(repeating: "9", count: 5000))
                        .utf8), "more than 100 digits"
            ),
            (
                "a number past Int64",
                Array(valid.replacingOccurrences(of: "\"_0\":", with: "\"_0\":9223372036854775808").utf8),
                "no integer number"
            ),
            (
                "an exponent without digits",
                Array(valid.replacingOccurrences(of: "\"_0\":3", with: "\"_0\":1.5e").utf8), "digits in its exponent"
            ),
            (
                "a fraction", Array(valid.replacingOccurrences(of: "\"_0\":3", with: "\"_0\":3.0").utf8),
                "no integer number"
            ),
            ("trailing garbage", Array((valid + " x").utf8), "text after the JSON value"),
            ("two documents", Array((valid + valid).utf8), "text after the JSON value"),
            ("invalid UTF-8", Array("{\"title\":\"".utf8) + [0xC3, 0x28] + Array("\"}".utf8), "not valid UTF-8"),
            (
                "a raw newline in a string",
                Array(valid.replacingOccurrences(of: "\"title\":\"", with: "\"title\":\"\n").utf8), "control character"
            ),
            (
                "a duplicate key",
                Array(valid.replacingOccurrences(of: "\"title\":", with: "\"body\":\"x\",\"title\":").utf8),
                "appears twice"
            ),
            ("a cut file", Array(valid.utf8.prefix(30)), "not closed"),
            ("an empty file", [], "ends where a value should be"),
            (
                "a leading zero", Array(valid.replacingOccurrences(of: "\"_0\":", with: "\"_0\":01").utf8),
                "leading zero"
            ),
            (
                "a wrong type",
                Array(valid.replacingOccurrences(of: "\"titleEdited\":true", with: "\"titleEdited\":1").utf8),
                "\"titleEdited\" is not true or false"
            ),
            (
                "a missing member", Array(valid.replacingOccurrences(of: "\"body\":", with: "\"bodies\":").utf8),
                "has no \"body\""
            ),
            (
                "an unknown target", Array(valid.replacingOccurrences(of: "\"draft\"", with: "\"other\"").utf8),
                "neither a draft nor a note"
            ),
            ("an array", Array("[]".utf8), "does not hold a JSON object"),
        ]
        for (name, bytes, reason) in cases {
            XCTAssertThrowsError(try RecoveryFileFormat.request(in: bytes), name) { error in
                XCTAssertTrue("\(error)".contains(reason), "\(name): \(error)")
            }
        }
    }

    /// Escapes decode to the characters they name, surrogate pairs to one scalar.
    func testEscapesDecodeToTheirCharacters() throws {
        let text = #"{"a":"\"\\\/\b\f\n\r\t\u0000\u00e9\uD83D\uDE00 é"}"#
        XCTAssertEqual(
            try JSONValue(parsing: Array(text.utf8))["a"]?.string, "\"\\/\u{8}\u{C}\n\r\t\u{0}é😀 é")
    }

    static let samples: [(request: SaveRequest, store: String?)] = [
        (
            SaveRequest(
                target: .draft(3), title: "Plan / \"quoted\"", body: "Line\nTab\t\u{0}\u{1F}\u{7F} é 😀 \u{2028} \\",
                titleEdited: true, bodyEdited: false), "3F2A-identity"
        ),
        (
            SaveRequest(
                target: .note(id: 9_007_199_254_740_993, revision: -2), title: "", body: "",
                titleEdited: false, bodyEdited: true), nil
        ),
    ]
}

/// The recovery file of the app before it dropped Foundation: the Codable Swift synthesized for
/// its `KeptText` and `SaveRequest`, member for member.
struct EarlierKeptText: Codable {
    let store: String?
    let request: EarlierSaveRequest
}

/// `SaveRequest` as the earlier app declared it, Codable.
struct EarlierSaveRequest: Codable, Equatable {
    enum Target: Codable, Equatable {
        case draft(Int)
        case note(id: Int64, revision: Int64)
    }

    var target: Target
    var title: String
    var body: String
    var titleEdited: Bool
    var bodyEdited: Bool

    init(_ request: SaveRequest) {
        target =
            switch request.target {
            case .draft(let number): .draft(number)
            case .note(let id, let revision): .note(id: id, revision: revision)
            }
        (title, body, titleEdited, bodyEdited) = (request.title, request.body, request.titleEdited, request.bodyEdited)
    }
}
