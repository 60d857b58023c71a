// Values read back from JSON keep the same ranges as values built in code.

import Foundation
import PlaceholderCore
import XCTest

final class CodableTests: XCTestCase {
    func testInsetsRoundTrip() throws {
        let insets = EdgeInsets(left: 1, right: 2, top: 3, bottom: 4)
        XCTAssertEqual(try JSONDecoder().decode(EdgeInsets.self, from: JSONEncoder().encode(insets)), insets)
    }

    func testDecodedInsetsAreClamped() throws {
        let json = Data(#"{"left": -5, "right": 9999999, "top": 3, "bottom": 4}"#.utf8)
        let insets = try JSONDecoder().decode(EdgeInsets.self, from: json)
        XCTAssertEqual(insets, EdgeInsets(left: 0, right: EdgeInsets.maximum, top: 3, bottom: 4))
    }

    func testFontRoundTrip() throws {
        let font = FontDescription(family: "DejaVu Serif", size: 18, isAbsoluteSize: true, weight: 700, style: .italic)
        XCTAssertEqual(try JSONDecoder().decode(FontDescription.self, from: JSONEncoder().encode(font)), font)
    }

    func testDecodedFontIsClamped() throws {
        let json = Data(
            #"{"family": "Sans", "size": -5, "isAbsoluteSize": false, "weight": 5000, "style": "normal"}"#.utf8)
        let font = try JSONDecoder().decode(FontDescription.self, from: json)
        XCTAssertEqual(font, FontDescription(family: "Sans", size: 0, weight: 1_000))
    }

    func testEnumsRoundTripByName() throws {
        let policy = try JSONDecoder().decode(
            [HidePolicy].self, from: Data(#"["whileEmpty", "whileEmptyAndUnfocused"]"#.utf8))
        XCTAssertEqual(policy, HidePolicy.allCases)
    }
}
