// Time is an input: it never runs backwards, and odd values are ignored.

import PlaceholderCore
import XCTest

final class TimeTests: XCTestCase {
    /// A hint that starts fading in at time 1.
    private func fadingIn() -> PlaceholderState {
        var state = settledState([.placeholderTextChanged("Hint"), .characterCountChanged(1)])
        state.apply(.characterCountChanged(0), at: 1)
        return state
    }

    func testTimeGoingBackwardsIsIgnored() {
        var state = fadingIn()
        state.apply(.focusChanged(true), at: 0.5)
        XCTAssertEqual(state.now, 1)
        XCTAssertEqual(state.presentation(at: 0.2), state.presentation(at: 1))
        XCTAssertEqual(state.presentation(at: 1.125).alpha, 0.5, accuracy: 1e-12)
    }

    func testEventAtEarlierTimeHappensAtTheLatestTime() {
        var state = fadingIn()
        state.apply(.characterCountChanged(1), at: 1.1)
        state.apply(.characterCountChanged(0), at: 0)
        XCTAssertEqual(state.now, 1.1)
        XCTAssertEqual(state.presentation(at: 1.1).alpha, 0, "the new fade starts at 1.1, not 0")
        XCTAssertEqual(state.presentation(at: 1.35).alpha, 1)
    }

    func testNonFiniteEventTimesAreIgnored() {
        var state = fadingIn()
        for time in [Double.nan, .infinity, -.infinity] {
            state.apply(.focusChanged(true), at: time)
            XCTAssertEqual(state.now, 1, "\(time)")
        }
    }

    func testPresentationAtNaNTimeIsThePresentationAtTheLatestTime() {
        let state = fadingIn()
        XCTAssertEqual(state.presentation(at: .nan), state.presentation(at: 1))
        var finished = state
        finished.apply(.focusChanged(true), at: 5)
        XCTAssertEqual(finished.presentation(at: .nan).alpha, 1)
    }

    func testFarFutureTimeSettles() {
        let state = fadingIn()
        XCTAssertEqual(state.presentation(at: .infinity), PlaceholderPresentation(settled: state.inputs))
    }

    func testFadeAlphaIsInRangeForAnyTimeAndDuration() {
        var halfWay = FadeAnimation(settledAt: 0)
        halfWay.retarget(to: 1, at: 0, duration: 1)
        var reversed = halfWay
        reversed.retarget(to: 0, at: 0.5, duration: .leastNonzeroMagnitude)
        for fade in [halfWay, reversed] {
            for time in [-1, 0, 0.5, 0.75, 2, .nan, .infinity, -.infinity] {
                let alpha = fade.alpha(at: time)
                XCTAssertTrue((0...1).contains(alpha), "alpha \(alpha) at \(time) for \(fade)")
            }
        }
    }

    func testDocumentationExampleHolds() {
        var state = PlaceholderState()
        state.apply(.placeholderTextChanged("Write a note"), at: 0)
        state.apply(.characterCountChanged(1), at: 0.1)
        XCTAssertFalse(state.presentation(at: 0.1).isVisible)
    }
}
