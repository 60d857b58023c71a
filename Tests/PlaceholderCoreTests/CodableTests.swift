// Values read back from JSON keep the same ranges as values built in code.

import Foundation
import PlaceholderCore
import XCTest

final class CodableTests: XCTestCase {
    func testInsetsRoundTrip() throws {
        let insets = EdgeInsets(left: 1, right: 2, top: 3, bottom: 4)
        XCTAssertEqual(try JSONDecoder().decode(EdgeInsets.self, from: JSONEncoder().encode(insets)), insets)
    }

    func testFontRoundTrip() throws {
        let font = FontDescription(family: "DejaVu Serif", size: 18, isAbsoluteSize: true, weight: 700, style: .italic)
        XCTAssertEqual(try JSONDecoder().decode(FontDescription.self, from: JSONEncoder().encode(font)), font)
    }

    func testEnumsRoundTripByName() throws {
        let policy = try JSONDecoder().decode([HidePolicy].self, from: Data(#"["whileEmpty", "whileEmptyAndUnfocused"]"#.utf8))
        XCTAssertEqual(policy, HidePolicy.allCases)
    }
}
