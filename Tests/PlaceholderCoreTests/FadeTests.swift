// The hint's opacity over time: durations, easing, reversal, and what is instant.

import PlaceholderCore
import XCTest

final class FadeTests: XCTestCase {
    /// A state whose hint is hidden by one typed character at time 0, settled.
    private func stateWithOneCharacter(_ more: [PlaceholderEvent] = []) -> PlaceholderState {
        settledState([.placeholderTextChanged("Hint"), .characterCountChanged(1)] + more)
    }

    func testFadeInTakesDefaultQuarterSecond() {
        var state = stateWithOneCharacter()
        state.apply(.characterCountChanged(0), at: 1)
        XCTAssertEqual(state.presentation(at: 1).alpha, 0)
        XCTAssertTrue(state.presentation(at: 1).isAnimating)
        XCTAssertEqual(state.presentation(at: 1.125).alpha, 0.5, accuracy: 1e-12)
        XCTAssertEqual(state.presentation(at: 1.25).alpha, 1)
        XCTAssertFalse(state.presentation(at: 1.25).isAnimating)
        XCTAssertTrue(state.presentation(at: 1.25).isVisible)
    }

    func testTurningAnimationsOffMidFadeEndsTheFadeAtOnce() {
        var state = stateWithOneCharacter()
        state.apply(.characterCountChanged(0), at: 1)
        XCTAssertTrue(state.presentation(at: 1.1).isAnimating)
        state.apply(.animationsEnabledChanged(false), at: 1.1)
        XCTAssertEqual(state.presentation(at: 1.1).alpha, 1)
        XCTAssertFalse(state.presentation(at: 1.1).isAnimating)
    }

    func testSettleEndsAFadeAtItsTargetAtOnce() {
        var state = stateWithOneCharacter()
        state.apply(.characterCountChanged(0), at: 1)
        XCTAssertTrue(state.presentation(at: 1.1).isAnimating)
        state.settle(at: 1.1)
        XCTAssertEqual(state.presentation(at: 1.1).alpha, 1)
        XCTAssertFalse(state.presentation(at: 1.1).isAnimating)
        state.apply(.focusChanged(true), at: 2)
        state.apply(.hidePolicyChanged(.whileEmptyAndUnfocused), at: 2)
        state.settle(at: 2)
        XCTAssertEqual(state.presentation(at: 2).alpha, 0, "settling a fade-out ends hidden")
    }

    func testFadeEasesInAndOutAlongSmoothstep() {
        var state = stateWithOneCharacter()
        state.apply(.characterCountChanged(0), at: 0)
        // smoothstep(0.25) = 0.15625, smoothstep(0.75) = 0.84375.
        XCTAssertEqual(state.presentation(at: 0.0625).alpha, 0.15625, accuracy: 1e-12)
        XCTAssertEqual(state.presentation(at: 0.1875).alpha, 0.84375, accuracy: 1e-12)
    }

    func testFocusUnderUnfocusedPolicyFadesOut() {
        var state = stateShowing("Hint", [.hidePolicyChanged(.whileEmptyAndUnfocused)])
        state.apply(.focusChanged(true), at: 1)
        XCTAssertFalse(state.presentation(at: 1).isVisible)
        XCTAssertEqual(state.presentation(at: 1).alpha, 1)
        XCTAssertEqual(state.presentation(at: 1.125).alpha, 0.5, accuracy: 1e-12)
        XCTAssertEqual(state.presentation(at: 1.25).alpha, 0)
    }

    func testTypingHidesHintAtOnceEvenWhileItFadesIn() {
        var state = stateWithOneCharacter()
        state.apply(.characterCountChanged(0), at: 1)
        state.apply(.characterCountChanged(1), at: 1.1)
        XCTAssertEqual(state.presentation(at: 1.1).alpha, 0)
        XCTAssertFalse(state.presentation(at: 1.1).isAnimating)
    }

    func testTypingWhileHintFadesOutHidesItAtOnce() {
        var state = stateShowing("Hint", [.hidePolicyChanged(.whileEmptyAndUnfocused)])
        state.apply(.focusChanged(true), at: 1)
        state.apply(.characterCountChanged(1), at: 1.05)
        XCTAssertEqual(state.presentation(at: 1.05).alpha, 0, "a fading hint would overlap the first typed glyph")
        XCTAssertFalse(state.presentation(at: 1.05).isAnimating)
    }

    func testCompositionWhileHintFadesOutHidesItAtOnce() {
        var state = stateShowing("Hint")
        state.apply(.placeholderTextChanged(""), at: 1)
        state.apply(.preeditChanged("か"), at: 1.05)
        XCTAssertEqual(state.presentation(at: 1.05).alpha, 0, "a fading hint would overlap the preedit")
    }

    func testZeroDurationIsInstant() {
        var state = stateWithOneCharacter([.fadeDurationChanged(0)])
        state.apply(.characterCountChanged(0), at: 1)
        XCTAssertEqual(state.presentation(at: 1).alpha, 1)
        XCTAssertFalse(state.presentation(at: 1).isAnimating)
    }

    func testAnimationsDisabledIsInstant() {
        var state = stateWithOneCharacter([.animationsEnabledChanged(false)])
        state.apply(.characterCountChanged(0), at: 1)
        XCTAssertEqual(state.presentation(at: 1).alpha, 1)
        state.apply(.focusChanged(true), at: 2)
        state.apply(.hidePolicyChanged(.whileEmptyAndUnfocused), at: 2)
        XCTAssertEqual(state.presentation(at: 2).alpha, 0)
    }

    func testNaNAndNegativeDurationsAreInstant() {
        for duration in [Double.nan, -1, -Double.infinity] {
            var state = stateWithOneCharacter([.fadeDurationChanged(duration)])
            XCTAssertEqual(state.inputs.fadeDuration, 0, "\(duration)")
            state.apply(.characterCountChanged(0), at: 1)
            XCTAssertEqual(state.presentation(at: 1).alpha, 1, "\(duration)")
        }
    }

    func testHugeDurationIsClampedToTenSeconds() {
        for duration in [1e9, Double.infinity] {
            var state = stateWithOneCharacter([.fadeDurationChanged(duration)])
            XCTAssertEqual(state.inputs.fadeDuration, PlaceholderInputs.maximumFadeDuration)
            state.apply(.characterCountChanged(0), at: 0)
            XCTAssertEqual(state.presentation(at: 5).alpha, 0.5, accuracy: 1e-12)
            XCTAssertEqual(state.presentation(at: 10).alpha, 1)
        }
    }

    func testCustomDurationIsUsed() {
        var state = stateWithOneCharacter([.fadeDurationChanged(1)])
        state.apply(.characterCountChanged(0), at: 0)
        XCTAssertEqual(state.presentation(at: 0.5).alpha, 0.5, accuracy: 1e-12)
        XCTAssertTrue(state.presentation(at: 0.99).isAnimating)
    }

    func testReversedFadeContinuesFromCurrentAlpha() {
        var state = stateShowing("Hint", [.hidePolicyChanged(.whileEmptyAndUnfocused)])
        state.apply(.focusChanged(true), at: 0)
        let halfWay = state.presentation(at: 0.125).alpha
        XCTAssertEqual(halfWay, 0.5, accuracy: 1e-12)
        state.apply(.focusChanged(false), at: 0.125)
        XCTAssertEqual(state.presentation(at: 0.125).alpha, halfWay, "no jump when the fade turns round")
        XCTAssertTrue(state.presentation(at: 0.125).isVisible)
        // The way back is half a fade, so it takes half the duration.
        XCTAssertLessThan(state.presentation(at: 0.2).alpha, 1)
        XCTAssertGreaterThan(state.presentation(at: 0.2).alpha, halfWay)
        XCTAssertEqual(state.presentation(at: 0.25).alpha, 1)
    }

    func testStateCreatedWithHintShowsItWithoutFading() {
        let state = PlaceholderState(inputs: inputs(after: [.placeholderTextChanged("Hint")]))
        XCTAssertEqual(state.presentation(at: 0).alpha, 1)
        XCTAssertFalse(state.presentation(at: 0).isAnimating)
    }

    func testEventsThatDoNotChangeVisibilityLeaveRunningFadeAlone() {
        var state = stateWithOneCharacter()
        state.apply(.characterCountChanged(0), at: 0)
        let before = state.presentation(at: 0.1).alpha
        state.apply(
            [.insetsChanged(EdgeInsets(left: 4)), .textFontChanged(FontDescription(family: "Serif", size: 14))], at: 0.1
        )
        XCTAssertEqual(state.presentation(at: 0.1).alpha, before)
        XCTAssertEqual(state.presentation(at: 0.25).alpha, 1)
    }

    func testFadeAnimationSettledAtAlphaStaysThere() {
        let fade = FadeAnimation(settledAt: 1)
        XCTAssertEqual(fade.alpha(at: 0), 1)
        XCTAssertEqual(fade.alpha(at: 1e9), 1)
        XCTAssertFalse(fade.isRunning(at: 0))
    }

    func testFadeAnimationRetargetToSameTargetKeepsFadeRunning() {
        var fade = FadeAnimation(settledAt: 0)
        fade.retarget(to: 1, at: 0, duration: 1)
        fade.retarget(to: 1, at: 0.5, duration: 1)
        XCTAssertEqual(fade.startTime, 0)
        XCTAssertEqual(fade.alpha(at: 0.5), 0.5, accuracy: 1e-12)
    }
}
