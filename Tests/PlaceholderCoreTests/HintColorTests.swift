// The hint's default colour.

import PlaceholderCore
import XCTest

final class HintColorTests: XCTestCase {
    func testTheThemesPlaceholderColourWinsWhereItHasOne() {
        XCTAssertEqual(
            HintColor.fallback(themeDefinesPlaceholderColor: true, entry: .middleGrey), .themePlaceholderColor)
        XCTAssertEqual(
            HintColor.fallback(themeDefinesPlaceholderColor: true, entry: .dimmedText), .themePlaceholderColor)
    }

    func testOtherwiseGtk3sHintIsGtkEntrysMiddleGrey() {
        XCTAssertEqual(HintColor.fallback(themeDefinesPlaceholderColor: false, entry: .middleGrey), .grey(level: 0.5))
    }

    func testOtherwiseGtk4sHintIsTheTextDimmedAsAdwaitaDimsAnEntrysPlaceholder() {
        XCTAssertEqual(
            HintColor.fallback(themeDefinesPlaceholderColor: false, entry: .dimmedText),
            .dimmedForeground(opacity: 0.55))
    }
}
