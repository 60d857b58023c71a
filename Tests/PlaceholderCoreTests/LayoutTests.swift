// Where the hint goes and how its lines break.

import PlaceholderCore
import XCTest

final class LayoutTests: XCTestCase {
    private func layout(_ events: [PlaceholderEvent]) -> PlaceholderLayout {
        settled([.placeholderTextChanged("Hint"), .availableWidthChanged(300)] + events).layout
    }

    private let insets = PlaceholderEvent.insetsChanged(EdgeInsets(left: 8, right: 10, top: 6, bottom: 4))

    func testInsetsIndentAndPixelsAboveGiveOriginAndWidth() {
        let layout = layout([insets, .indentChanged(12), .pixelsAboveLinesChanged(3)])
        XCTAssertEqual(layout.x, 20)
        XCTAssertEqual(layout.y, 9)
        XCTAssertEqual(layout.width, 300 - 8 - 10 - 12)
    }

    func testNoInsetsPutHintAtTheCorner() {
        let layout = layout([])
        XCTAssertEqual([layout.x, layout.y, layout.width], [0, 0, 300])
    }

    /// GtkTextView draws a negative indent as a hanging indent: the first line stays at the
    /// margin (PlaceholderAlignmentTests.testHintFollowsANegativeIndent checks it in pixels).
    func testNegativeIndentLeavesTheFirstLineAtTheMargin() {
        let layout = layout([insets, .indentChanged(-5)])
        XCTAssertEqual(layout.x, 8)
        XCTAssertEqual(layout.width, 300 - 8 - 10)
        let large = self.layout([insets, .indentChanged(-50)])
        XCTAssertEqual([large.x, large.width], [8, 300 - 8 - 10])
    }

    func testRightToLeftIndentIsOnTheRightSide() {
        let layout = layout([insets, .indentChanged(12), .directionChanged(.rightToLeft)])
        XCTAssertEqual(layout.x, 8)
        XCTAssertEqual(layout.x + layout.width, 300 - 10 - 12)
    }

    func testRightToLeftNegativeIndentLeavesTheFirstLineAtTheRightMargin() {
        let layout = layout([insets, .indentChanged(-5), .directionChanged(.rightToLeft)])
        XCTAssertEqual(layout.x, 8)
        XCTAssertEqual(layout.x + layout.width, 300 - 10)
    }

    func testJustificationMapsToScreenAlignmentLeftToRight() {
        let expected: [Justification: HorizontalAlignment] = [
            .left: .left, .right: .right, .center: .center, .fill: .left,
        ]
        for (justification, alignment) in expected {
            let layout = layout([.justificationChanged(justification), .directionChanged(.leftToRight)])
            XCTAssertEqual(layout.alignment, alignment, "\(justification)")
            XCTAssertEqual(layout.fillsLines, justification == .fill)
        }
    }

    func testJustificationMeansStartAndEndRightToLeft() {
        let expected: [Justification: HorizontalAlignment] = [
            .left: .right, .right: .left, .center: .center, .fill: .right,
        ]
        for (justification, alignment) in expected {
            let layout = layout([.justificationChanged(justification), .directionChanged(.rightToLeft)])
            XCTAssertEqual(layout.alignment, alignment, "\(justification)")
            XCTAssertEqual(layout.direction, .rightToLeft)
        }
    }

    func testAlignmentFractionsAreLabelXAlign() {
        XCTAssertEqual(HorizontalAlignment.allCases.map(\.fraction), [0, 0.5, 1])
    }

    func testWrapNoneDoesNotWrapAndOtherModesWrapTheSameWay() {
        XCTAssertFalse(layout([.wrapModeChanged(.none)]).wraps)
        for mode in [WrapMode.character, .word, .wordOrCharacter] {
            let layout = layout([.wrapModeChanged(mode)])
            XCTAssertTrue(layout.wraps)
            XCTAssertEqual(layout.wrapMode, mode)
        }
    }

    func testDefaultWrapModeIsWord() {
        XCTAssertEqual(layout([]).wrapMode, .word)
    }

    func testNegativeWidthClampsToZero() {
        XCTAssertEqual(inputs(after: [.availableWidthChanged(-10)]).availableWidth, 0)
        XCTAssertEqual(layout([.availableWidthChanged(-10), insets]).width, 0)
    }

    func testHugeWidthClampsToMaximum() {
        XCTAssertEqual(inputs(after: [.availableWidthChanged(Int.max)]).availableWidth, PlaceholderInputs.maximumWidth)
        XCTAssertEqual(layout([.availableWidthChanged(Int.max)]).width, PlaceholderInputs.maximumWidth)
    }

    func testInsetsWiderThanTheViewLeaveZeroWidth() {
        XCTAssertEqual(layout([.insetsChanged(EdgeInsets(left: 200, right: 200))]).width, 0)
    }

    func testNegativeAndHugeInsetsAreClamped() {
        let clamped = EdgeInsets(left: -1, right: Int.max, top: Int.min, bottom: 100_001)
        XCTAssertEqual(clamped, EdgeInsets(left: 0, right: EdgeInsets.maximum, top: 0, bottom: EdgeInsets.maximum))
        var insets = EdgeInsets.zero
        insets.left = -7
        insets.top = 1_000_000
        XCTAssertEqual([insets.left, insets.top], [0, EdgeInsets.maximum])
    }

    func testPixelsAboveAndIndentAreClamped() {
        let clamped = inputs(after: [.pixelsAboveLinesChanged(-3), .indentChanged(Int.min)])
        XCTAssertEqual(clamped.pixelsAboveLines, 0)
        XCTAssertEqual(clamped.indent, -EdgeInsets.maximum)
        XCTAssertEqual(inputs(after: [.indentChanged(Int.max)]).indent, EdgeInsets.maximum)
    }

    func testExtremeInputsStillGiveALayoutInsideTheView() {
        let layout = layout([
            .availableWidthChanged(Int.max), .insetsChanged(EdgeInsets(left: Int.max, right: Int.max, top: Int.max)),
            .indentChanged(Int.max), .pixelsAboveLinesChanged(Int.max),
        ])
        XCTAssertGreaterThanOrEqual(layout.width, 0)
        XCTAssertLessThanOrEqual(layout.x + layout.width, PlaceholderInputs.maximumWidth)
        XCTAssertEqual(layout.y, 2 * EdgeInsets.maximum)
    }
}
