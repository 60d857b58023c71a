// The toolkit-neutral controller: notifications once per real change, renders, the fade loop,
// ending editing; through a front end that records what it was asked, with no display.

import PlaceholderCore
import TestSupport
import XCTest

/// A front end that records every call, in order.
@MainActor
private final class RecordingFrontEnd: PlaceholderFrontEnd {
    var calls: [String] = []
    var notified: [PlaceholderProperty] = []
    var shown: [PlaceholderRender] = []
    var frames: [PlaceholderRender] = []
    var isOnScreen = true
    var textHasFocus = true
    var documentText = ""
    /// Whether releasing the focus takes it from the text (false: nothing else in the window can).
    var focusMovesOnRelease = true

    func show(_ render: PlaceholderRender) {
        calls.append("show")
        shown.append(render)
    }
    func showFrame(_ render: PlaceholderRender) {
        calls.append("frame")
        frames.append(render)
    }
    func startFrameTicks() { calls.append("startTicks") }
    func stopFrameTicks() { calls.append("stopTicks") }
    func notify(_ property: PlaceholderProperty) {
        calls.append("notify \(property.name)")
        notified.append(property)
    }
    func releaseFocus(after end: EditingEnd) {
        calls.append("release \(end)")
        if focusMovesOnRelease { textHasFocus = false }
    }
    func emitDone(text: String) { calls.append("done \(text)") }
}

/// A clock the test moves by hand.
private final class ManualClock {
    var now = 0.0
}

final class PlaceholderControllerTests: MainActorTestCase {
    /// A controller starting from `events`, its front end (the caller keeps it: the controller
    /// holds it weakly) and its clock.
    @MainActor
    private static func make(
        _ events: [PlaceholderEvent] = []
    ) -> (controller: PlaceholderController, frontEnd: RecordingFrontEnd, clock: ManualClock) {
        let clock = ManualClock()
        let frontEnd = RecordingFrontEnd()
        let controller = PlaceholderController(
            driver: PlaceholderDriver(events: events, clock: { clock.now }, readMarkup: { .invalid($0) }))
        controller.frontEnd = frontEnd
        return (controller, frontEnd, clock)
    }

    func testEachSettingNotifiesOncePerRealChange() async {
        let (controller, frontEnd, _) = Self.make()
        controller.placeholderText = "Write a note"
        controller.placeholderText = "Write a note"
        controller.hidePolicy = .whileEmptyAndUnfocused
        controller.hidePolicy = .whileEmptyAndUnfocused
        controller.fadeDuration = 1
        controller.fadeDuration = 1
        controller.usesMarkup = true
        controller.usesMarkup = true
        XCTAssertEqual(frontEnd.notified, [.placeholderText, .hidePolicy, .fadeDuration, .useMarkup])
    }

    func testAFadeDurationBeyondTheMaximumNotifiesOnceForTheValueKept() async {
        let (controller, frontEnd, _) = Self.make()
        controller.fadeDuration = 20
        controller.fadeDuration = 30
        XCTAssertEqual(controller.fadeDuration, PlaceholderInputs.maximumFadeDuration)
        XCTAssertEqual(frontEnd.notified, [.fadeDuration])
    }

    func testSettingsWithoutAPropertyRenderAndNotifyNothing() async {
        let (controller, frontEnd, _) = Self.make()
        controller.fontOverride = FontOverride(style: .italic)
        controller.direction = .rightToLeft
        XCTAssertEqual(frontEnd.notified, [])
        XCTAssertEqual(frontEnd.shown.count, 2)
        XCTAssertEqual(frontEnd.shown.last?.presentation.layout.direction, .rightToLeft)
    }

    func testAValueKeptOutsideTheCoreNotifiesOnlyWhenItChanges() async {
        final class Box { var label: String? }
        let (controller, frontEnd, _) = Self.make()
        let box = Box()
        controller.assign("Send", to: \.label, of: box, notifying: .doneLabel)
        controller.assign("Send", to: \.label, of: box, notifying: .doneLabel)
        controller.assign(nil, to: \.label, of: box, notifying: .doneLabel)
        XCTAssertEqual(box.label, nil)
        XCTAssertEqual(frontEnd.notified, [.doneLabel, .doneLabel])
    }

    func testUndoStateNotifiesEachValueOnlyWhenItChanges() async {
        let (controller, frontEnd, _) = Self.make()
        controller.undoStateChanged(canUndo: false, canRedo: false)
        controller.undoStateChanged(canUndo: true, canRedo: false)
        controller.undoStateChanged(canUndo: true, canRedo: false)
        controller.undoStateChanged(canUndo: false, canRedo: true)
        XCTAssertEqual(frontEnd.notified, [.canUndo, .canUndo, .canRedo])
    }

    func testTheDocumentRendersOnlyWhenItsEmptinessChanges() async {
        let (controller, frontEnd, _) = Self.make([.placeholderTextChanged("Hint")])
        controller.documentChanged(characterCount: 1)
        controller.documentChanged(characterCount: 2)
        controller.documentChanged(characterCount: 3)
        XCTAssertEqual(frontEnd.shown.count, 1, "one render, when the document stopped being empty")
        XCTAssertFalse(frontEnd.shown[0].presentation.isVisible)
        controller.documentChanged(characterCount: 0)
        XCTAssertEqual(frontEnd.shown.count, 2)
        XCTAssertTrue(frontEnd.shown[1].presentation.isVisible)
    }

    func testAFadeRunsOnFrameTicksThatStopWhenItEnds() async {
        let (controller, frontEnd, clock) = Self.make([.placeholderTextChanged("Hint"), .characterCountChanged(1)])
        controller.render()
        clock.now = 1
        controller.documentChanged(characterCount: 0)
        XCTAssertEqual(frontEnd.calls.filter { $0 == "startTicks" }.count, 1)
        XCTAssertTrue(controller.isTicking)
        controller.render()
        XCTAssertEqual(frontEnd.calls.filter { $0 == "startTicks" }.count, 1, "a running loop is not started again")
        controller.frame(at: 1.1)
        XCTAssertTrue(controller.isTicking)
        XCTAssertGreaterThan(frontEnd.frames.last!.presentation.alpha, 0)
        controller.frame(at: 1 + PlaceholderInputs.defaultFadeDuration)
        XCTAssertEqual(frontEnd.frames.last?.presentation.alpha, 1)
        XCTAssertFalse(controller.isTicking)
        XCTAssertEqual(frontEnd.calls.last, "stopTicks")
    }

    func testOffScreenAFadeIsSettledWithoutTicks() async {
        let (controller, frontEnd, clock) = Self.make([.characterCountChanged(1)])
        frontEnd.isOnScreen = false
        controller.render()
        clock.now = 1
        controller.placeholderText = "Hint"
        controller.documentChanged(characterCount: 0)
        XCTAssertFalse(frontEnd.calls.contains("startTicks"))
        XCTAssertEqual(frontEnd.shown.last?.presentation.alpha, 1)
    }

    func testEndingEditingMovesTheFocusThenHandsTheTextToOnDoneThenToTheSignal() async {
        let (controller, frontEnd, _) = Self.make([.placeholderTextChanged("Hint"), .focusChanged(true)])
        controller.hidePolicy = .whileEmptyAndUnfocused
        frontEnd.documentText = "Groceries"
        frontEnd.isOnScreen = false  // the hint's return is settled, not faded
        frontEnd.calls = []
        controller.onDone = { [frontEnd] text in frontEnd.calls.append("onDone \(text)") }
        controller.endEditing(after: .done)
        XCTAssertEqual(frontEnd.calls, ["release done", "show", "onDone Groceries", "done Groceries"])
        XCTAssertFalse(controller.driver.inputs.isFocused)
    }

    func testEndingEditingWhereNothingElseTakesTheFocusKeepsEditing() async {
        let (controller, frontEnd, _) = Self.make([.focusChanged(true)])
        frontEnd.focusMovesOnRelease = false
        frontEnd.calls = []
        controller.endEditing(after: .backgroundClick)
        XCTAssertEqual(frontEnd.calls, ["release backgroundClick", "done "])
        XCTAssertTrue(controller.driver.inputs.isFocused)
    }

    func testWithoutAFrontEndNothingIsShownOrNotified() async {
        let (controller, frontEnd, _) = Self.make()
        controller.frontEnd = nil
        controller.placeholderText = "Hint"
        controller.endEditing(after: .done)
        XCTAssertEqual(controller.placeholderText, "Hint")
        XCTAssertEqual(frontEnd.calls, [])
    }
}
