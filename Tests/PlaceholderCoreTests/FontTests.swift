// The hint's font: the text view's, with the app's override applied.

import Foundation
import PlaceholderCore
import XCTest

final class FontTests: XCTestCase {
    private let body = FontDescription(family: "DejaVu Serif", size: 18, weight: 400, style: .normal)

    func testNaNOverrideSizeFollowsTheTextFontAndStaysComparable() {
        var override = FontOverride(size: .nan, style: .italic)
        XCTAssertNil(override.size)
        XCTAssertEqual(override, FontOverride(style: .italic), "NaN made the override unequal to itself")
        override.size = .nan
        XCTAssertNil(override.size)
        let state = settledState([
            .textFontChanged(FontDescription(family: "Serif", size: 12)), .fontOverrideChanged(override),
        ])
        XCTAssertEqual(state.presentation(at: 0).font.size, 12)
        XCTAssertEqual(state.inputs, state.inputs)
    }

    func testHintFollowsTextFont() {
        XCTAssertEqual(settled([.placeholderTextChanged("Hint"), .textFontChanged(body)]).font, body)
    }

    func testHintUsesFallbackFontUntilOneIsReported() {
        XCTAssertEqual(settled([]).font, FontDescription(family: "Sans", size: 10))
    }

    func testOverrideChangesOnlyItsOwnFields() {
        let font = settled([.textFontChanged(body), .fontOverrideChanged(FontOverride(style: .italic))]).font
        XCTAssertEqual(font, FontDescription(family: "DejaVu Serif", size: 18, style: .italic))
        let all = FontOverride(family: "Cantarell", size: 11, weight: 700, style: .oblique)
        XCTAssertEqual(
            settled([.textFontChanged(body), .fontOverrideChanged(all)]).font,
            FontDescription(family: "Cantarell", size: 11, weight: 700, style: .oblique))
    }

    func testOverrideWithEmptyFamilyKeepsTextFamily() {
        let font = settled([.textFontChanged(body), .fontOverrideChanged(FontOverride(family: ""))]).font
        XCTAssertEqual(font.family, "DejaVu Serif")
    }

    func testOverrideFollowsTextFontReportedAfterIt() {
        let font = settled([.fontOverrideChanged(FontOverride(weight: 700)), .textFontChanged(body)]).font
        XCTAssertEqual(font, FontDescription(family: "DejaVu Serif", size: 18, weight: 700))
    }

    func testRemovingOverrideRestoresTextFont() {
        let font = settled([
            .textFontChanged(body), .fontOverrideChanged(FontOverride(size: 30)), .fontOverrideChanged(nil),
        ]).font
        XCTAssertEqual(font, body)
    }

    func testAbsoluteSizeIsKept() {
        let pixels = FontDescription(family: "Sans", size: 24, isAbsoluteSize: true)
        XCTAssertTrue(
            settled([.textFontChanged(pixels), .fontOverrideChanged(FontOverride(style: .italic))]).font.isAbsoluteSize)
    }

    func testSizeAndWeightAreClamped() {
        XCTAssertEqual(FontDescription(family: "Sans", size: .nan).size, 0)
        XCTAssertEqual(FontDescription(family: "Sans", size: -4).size, 0)
        XCTAssertEqual(FontDescription(family: "Sans", size: 1e9).size, FontDescription.maximumSize)
        XCTAssertEqual(FontDescription(family: "Sans", size: 10, weight: 0).weight, 100)
        XCTAssertEqual(FontDescription(family: "Sans", size: 10, weight: 9_999).weight, 1_000)
        var font = body
        font.size = -1
        font.weight = 5_000
        XCTAssertEqual([font.size, Double(font.weight)], [0, 1_000])
    }

    func testOverrideSizeAndWeightAreClamped() {
        let font = FontOverride(size: 1e9, weight: -3).applied(to: body)
        XCTAssertEqual(font.size, FontDescription.maximumSize)
        XCTAssertEqual(font.weight, 100)
    }
}
