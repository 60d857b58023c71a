// The label values that put the hint's lines where the core placed them, in either direction.

import PlaceholderCore
import XCTest

final class LabelAlignmentTests: XCTestCase {
    private func label(_ justification: Justification, _ direction: ResolvedDirection) -> LabelAlignment {
        LabelAlignment(PlaceholderLayout(inputs(after: [.justificationChanged(justification)]), direction: direction))
    }

    func testLeftToRightValuesAreTheScreenValues() {
        let cases: [(Justification, Double)] = [(.left, 0), (.right, 1), (.center, 0.5), (.fill, 0)]
        for (justification, xalign) in cases {
            XCTAssertEqual(label(justification, .leftToRight).startRelativeXAlign, xalign, "\(justification)")
            XCTAssertEqual(label(justification, .leftToRight).justification, justification)
        }
    }

    /// A right-to-left paragraph's `left` justification is its start, the right edge on screen:
    /// the label, whose values are start-relative too, gets the start again.
    func testRightToLeftValuesAreRelativeToTheLabelsStart() {
        let cases: [(Justification, screenFraction: Double, xalign: Double)] = [
            (.left, 1, 0), (.right, 0, 1), (.center, 0.5, 0.5), (.fill, 1, 0),
        ]
        for (justification, screenFraction, xalign) in cases {
            let layout = PlaceholderLayout(
                inputs(after: [.justificationChanged(justification)]), direction: .rightToLeft)
            XCTAssertEqual(layout.alignment.fraction, screenFraction, "\(justification) on screen")
            XCTAssertEqual(LabelAlignment(layout).startRelativeXAlign, xalign, "\(justification) in the label")
            XCTAssertEqual(
                LabelAlignment(layout).justification, justification, "start and end, as the text view reads them")
        }
    }
}
