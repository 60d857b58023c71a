// The hint's default colour.

import PlaceholderCore
import XCTest

final class HintColorTests: XCTestCase {
    func testTheThemesPlaceholderColourWinsWhereItHasOne() {
        XCTAssertEqual(HintColor.fallback(themeDefinesPlaceholderColor: true), .themePlaceholderColor)
    }

    func testOtherwiseTheForegroundIsDimmedToFiftyFivePercent() {
        XCTAssertEqual(HintColor.fallback(themeDefinesPlaceholderColor: false), .dimmedForeground(opacity: 0.55))
    }
}
