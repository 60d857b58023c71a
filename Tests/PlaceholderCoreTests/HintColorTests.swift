// The hint's default colour.

import PlaceholderCore
import XCTest

final class HintColorTests: XCTestCase {
    func testTheThemesPlaceholderColourWinsWhereItHasOne() {
        XCTAssertEqual(HintColor.fallback(themeDefinesPlaceholderColor: true), .themePlaceholderColor)
    }

    func testOtherwiseTheHintIsGtkEntrysMiddleGrey() {
        XCTAssertEqual(HintColor.fallback(themeDefinesPlaceholderColor: false), .grey(level: 0.5))
    }
}
