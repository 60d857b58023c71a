// When the Done bar shows, where ending editing moves the focus, and which keys end editing.

import PlaceholderCore
import XCTest

final class DoneAccessoryPolicyTests: XCTestCase {
    func testWhileFocusedShowsTheBarWhileTheTextViewOrTheBarHasFocus() {
        let policy = DoneAccessoryPolicy(visibility: .whileFocused)
        XCTAssertTrue(policy.showsBar(focus: .textView))
        XCTAssertTrue(policy.showsBar(focus: .accessory), "clicking Done must not hide the bar under the pointer")
        XCTAssertFalse(policy.showsBar(focus: .elsewhere))
    }

    func testAlwaysAndNeverIgnoreTheFocus() {
        for focus in EditingFocus.allCases {
            XCTAssertTrue(DoneAccessoryPolicy(visibility: .always).showsBar(focus: focus), "\(focus)")
            XCTAssertFalse(DoneAccessoryPolicy(visibility: .never).showsBar(focus: focus), "\(focus)")
        }
    }

    func testTheDefaultIsWhileFocused() {
        XCTAssertEqual(DoneAccessoryPolicy().visibility, .whileFocused)
    }

    func testEndingEditingMovesOnlyTheViewsOwnFocus() {
        XCTAssertTrue(DoneAccessoryPolicy.endingEditingMovesFocus(.textView))
        XCTAssertTrue(DoneAccessoryPolicy.endingEditingMovesFocus(.accessory))
        XCTAssertFalse(DoneAccessoryPolicy.endingEditingMovesFocus(.elsewhere), "another widget keeps its focus")
    }

    func testDoneSendsTheFocusWhereTheAppSaidElseOnAsTabWould() {
        XCTAssertEqual(FocusHandOff.order(after: .done), [.named, .next, .windowDefault, .viewFrame])
    }

    func testAClickOnTheBackgroundKeepsTheFocusInTheViewsFrameUnlessTheAppSaidOtherwise() {
        XCTAssertEqual(FocusHandOff.order(after: .backgroundClick), [.named, .viewFrame, .next, .windowDefault])
    }

    func testEveryEndTriesEveryPlaceOnce() {
        for end in EditingEnd.allCases {
            XCTAssertEqual(Set(FocusHandOff.order(after: end)), Set(FocusHandOff.allCases), "\(end)")
            XCTAssertEqual(FocusHandOff.order(after: end).count, FocusHandOff.allCases.count, "\(end)")
        }
    }

    func testControlEnterAndEscapeEndEditing() {
        XCTAssertTrue(DoneAccessoryPolicy.endsEditing(.enter, control: true, isComposing: false))
        XCTAssertTrue(DoneAccessoryPolicy.endsEditing(.escape, control: false, isComposing: false))
        XCTAssertTrue(DoneAccessoryPolicy.endsEditing(.escape, control: true, isComposing: false))
    }

    func testPlainEnterAndOtherKeysDoNot() {
        XCTAssertFalse(
            DoneAccessoryPolicy.endsEditing(.enter, control: false, isComposing: false), "Enter types a new line")
        XCTAssertFalse(DoneAccessoryPolicy.endsEditing(.other, control: true, isComposing: false))
        XCTAssertFalse(DoneAccessoryPolicy.endsEditing(.other, control: false, isComposing: false))
    }

    func testNoKeyEndsEditingWhileAnInputMethodComposes() {
        for key in EditingKey.allCases {
            for control in [false, true] {
                XCTAssertFalse(
                    DoneAccessoryPolicy.endsEditing(key, control: control, isComposing: true),
                    "\(key), control \(control)")
            }
        }
    }
}
