// The front end's driver: its clock, settling off screen, frames, changes and announcements.

import PlaceholderCore
import XCTest

/// A clock the test moves by hand.
private final class ManualClock {
    var now = 0.0
}

final class PlaceholderDriverTests: XCTestCase {
    private func driver(
        _ clock: ManualClock, events: [PlaceholderEvent] = [],
        readMarkup: @escaping (String) -> MarkupReading = { .invalid($0) }
    ) -> PlaceholderDriver {
        PlaceholderDriver(events: events, clock: { clock.now }, readMarkup: readMarkup)
    }

    func testFirstRenderChangesEverythingAndAnnouncesTheHint() {
        let driver = driver(ManualClock())
        driver.setPlaceholderText("Write a note")
        let render = driver.render(isOnScreen: false)
        XCTAssertEqual(render.changes, .all)
        XCTAssertEqual(render.accessibleText, "Write a note")
        XCTAssertEqual(render.presentation.alpha, 1, "settled: the view is not on screen")
        XCTAssertFalse(render.needsFrameTicks)
    }

    func testARenderWithNothingNewChangesNothingAndAnnouncesNothing() {
        let driver = driver(ManualClock())
        driver.setPlaceholderText("Hint")
        _ = driver.render(isOnScreen: false)
        let again = driver.render(isOnScreen: false)
        XCTAssertEqual(again.changes, [])
        XCTAssertNil(again.accessibleText, "the hint is handed over only when it changed")
    }

    /// The hint is the accessible description only while the document is empty: a screen
    /// reader read the hint as the description of a note with text. It is handed over when it
    /// changes only.
    func testTheDescriptionIsTheHintOnlyWhileTheDocumentIsEmpty() {
        let driver = driver(ManualClock())
        driver.setPlaceholderText("Write a note")
        XCTAssertEqual(driver.render(isOnScreen: false).accessibleDescription, "Write a note")
        driver.apply(.characterCountChanged(5))
        XCTAssertEqual(
            driver.render(isOnScreen: false).accessibleDescription, "", "a note with text is not described by the hint")
        driver.apply(.characterCountChanged(6))
        XCTAssertNil(driver.render(isOnScreen: false).accessibleDescription, "unchanged: not handed over again")
        driver.apply(.characterCountChanged(0))
        XCTAssertEqual(driver.render(isOnScreen: false).accessibleDescription, "Write a note")
    }

    func testChangesNameOnlyWhatChanged() {
        let driver = driver(ManualClock())
        driver.setPlaceholderText("Hint")
        _ = driver.render(isOnScreen: false)
        driver.apply(.sensitiveChanged(false))
        XCTAssertEqual(driver.render(isOnScreen: false).changes, .sensitivity)
        driver.apply(.availableWidthChanged(300))
        XCTAssertEqual(driver.render(isOnScreen: false).changes, .layout)
        driver.setPlaceholderText("Other")
        let render = driver.render(isOnScreen: false)
        XCTAssertTrue(render.changes.contains(.content))
        XCTAssertEqual(render.accessibleText, "Other")
    }

    func testOnScreenAFadeRunsOnFramesUntilItEnds() {
        let clock = ManualClock()
        let driver = driver(clock)
        _ = driver.render(isOnScreen: true)
        clock.now = 1
        driver.setPlaceholderText("Hint")
        let start = driver.render(isOnScreen: true)
        XCTAssertTrue(start.needsFrameTicks)
        XCTAssertEqual(start.presentation.alpha, 0)
        let middle = driver.frame(at: 1.125)
        XCTAssertTrue(middle.needsFrameTicks)
        XCTAssertEqual(middle.changes, .opacity)
        XCTAssertGreaterThan(middle.presentation.alpha, 0)
        let end = driver.frame(at: 1.25)
        XCTAssertFalse(end.needsFrameTicks)
        XCTAssertEqual(end.presentation.alpha, 1)
    }

    func testOffScreenAFadeIsSettledAtOnce() {
        let clock = ManualClock()
        let driver = driver(clock)
        clock.now = 1
        driver.setPlaceholderText("Hint")
        let render = driver.render(isOnScreen: false)
        XCTAssertFalse(render.needsFrameTicks)
        XCTAssertEqual(render.presentation.alpha, 1)
    }

    func testOnlyEmptinessOfTheDocumentReachesTheCore() {
        let driver = driver(ManualClock())
        XCTAssertTrue(driver.documentChanged(characterCount: 1), "empty to non-empty")
        XCTAssertFalse(driver.documentChanged(characterCount: 2), "a keystroke inside a non-empty document")
        XCTAssertEqual(driver.inputs.characterCount, 1)
        XCTAssertTrue(driver.documentChanged(characterCount: 0), "back to empty")
        XCTAssertTrue(
            driver.documentChanged(characterCount: 0), "an empty document is always reported (buffer replaced)")
    }

    func testTheInitialEventsSetWhetherTheDocumentWasEmpty() {
        let driver = driver(ManualClock(), events: [.characterCountChanged(5)])
        XCTAssertFalse(driver.documentChanged(characterCount: 6))
        XCTAssertTrue(driver.documentChanged(characterCount: 0))
    }

    func testMarkupIsReadOncePerChangeOfTheHint() {
        var read: [String] = []
        let driver = driver(ManualClock()) { markup in
            read.append(markup)
            return MarkupReading(markup: markup, isValid: true, text: "Bold")
        }
        driver.setPlaceholderText("<b>Bold</b>")
        XCTAssertEqual(read, [], "plain text needs no reading")
        driver.setUsesMarkup(true)
        driver.setUsesMarkup(true)
        driver.setPlaceholderText("<b>Bold</b>")
        XCTAssertEqual(read, ["<b>Bold</b>"])
        XCTAssertEqual(driver.presentation.accessibleText, "Bold")
        XCTAssertEqual(driver.presentation.content, .markup("<b>Bold</b>"))
        driver.setPlaceholderText("<i>Bold</i>")
        XCTAssertEqual(read, ["<b>Bold</b>", "<i>Bold</i>"])
    }

    func testInvalidMarkupIsShownAsWritten() {
        let driver = driver(ManualClock())
        driver.setUsesMarkup(true)
        driver.setPlaceholderText("<b>never closed")
        XCTAssertEqual(driver.presentation.content, .plain("<b>never closed"))
        XCTAssertEqual(driver.presentation.accessibleText, "<b>never closed")
        XCTAssertTrue(driver.presentation.isVisible)
    }
}
