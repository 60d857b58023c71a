// The bounds of remembered window values, for any value a keyfile can hold: 10,000 seeded draws.
import TestSupport
import XCTest

@testable import NoteEntryApp

final class RememberedWindowBoundsTests: XCTestCase {
    /// Any stored width, height and divider on any screen: the window fits the screen, the list is
    /// at least its minimum and leaves the editor its room (when the window has it), a value in
    /// range is kept as it is, and a bounded one is written back only when the window's value is
    /// none the app gave it.
    func testEveryRestoredValueIsInRangeAndABoundedOneIsWrittenOnlyWhenChanged() {
        var generator = SplitMix64(seed: 409)
        let extremes: [Int32] = [Int32.min, -1, 0, 1, 179, 180, 860, 5_000, 100_000, Int32.max]
        func draw() -> Int32 {
            Bool.random(using: &generator)
                ? extremes.randomElement(using: &generator)!
                : Int32.random(in: Int32.min...Int32.max, using: &generator)
        }
        for _ in 0..<10_000 {
            let screen = (
                width: Int32.random(in: 320...8_000, using: &generator),
                height: Int32.random(in: 240...5_000, using: &generator)
            )
            let stored = (width: draw(), height: draw(), pane: draw())
            let bounds = RememberedWindowBounds(
                width: stored.width, height: stored.height, paneWidth: stored.pane, screen: screen,
                designed: (860, 560))
            let context = "\(stored) on \(screen)"
            XCTAssertTrue((1...screen.width).contains(bounds.width.restored), context)
            XCTAssertTrue((1...screen.height).contains(bounds.height.restored), context)
            XCTAssertGreaterThanOrEqual(bounds.paneWidth.restored, PaneDivider.minimumWidth, context)
            XCTAssertLessThanOrEqual(
                bounds.paneWidth.restored,
                max(PaneDivider.minimumWidth, bounds.width.restored - RememberedWindowBounds.editorMinimumWidth),
                context)
            for value in [bounds.width, bounds.height, bounds.paneWidth] {
                XCTAssertEqual(value.isWritten(value.restored), !value.wasBounded, context)
                XCTAssertTrue(value.isWritten(value.restored - 1, fitted: value.restored - 2), context)
            }
            if (1...screen.width).contains(stored.width) {
                XCTAssertEqual(bounds.width.restored, stored.width, "a width that fits is kept: \(context)")
            }
        }
    }
}
