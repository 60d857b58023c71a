// When the Done bar shows, whether ending editing takes the focus, and which keys end editing.

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

    func testEndingEditingTakesOnlyTheViewsOwnFocus() {
        XCTAssertTrue(DoneAccessoryPolicy.endingEditingClearsFocus(.textView))
        XCTAssertTrue(DoneAccessoryPolicy.endingEditingClearsFocus(.accessory))
        XCTAssertFalse(DoneAccessoryPolicy.endingEditingClearsFocus(.elsewhere), "another widget keeps its focus")
    }

    func testControlEnterAndEscapeEndEditing() {
        XCTAssertTrue(DoneAccessoryPolicy.endsEditing(.enter, control: true, isComposing: false))
        XCTAssertTrue(DoneAccessoryPolicy.endsEditing(.escape, control: false, isComposing: false))
        XCTAssertTrue(DoneAccessoryPolicy.endsEditing(.escape, control: true, isComposing: false))
    }

    func testPlainEnterAndOtherKeysDoNot() {
        XCTAssertFalse(DoneAccessoryPolicy.endsEditing(.enter, control: false, isComposing: false), "Enter types a new line")
        XCTAssertFalse(DoneAccessoryPolicy.endsEditing(.other, control: true, isComposing: false))
        XCTAssertFalse(DoneAccessoryPolicy.endsEditing(.other, control: false, isComposing: false))
    }

    func testNoKeyEndsEditingWhileAnInputMethodComposes() {
        for key in EditingKey.allCases {
            for control in [false, true] {
                XCTAssertFalse(DoneAccessoryPolicy.endsEditing(key, control: control, isComposing: true), "\(key), control \(control)")
            }
        }
    }
}
