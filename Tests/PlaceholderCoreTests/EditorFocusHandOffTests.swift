// The focus hand-off's rules, against a window of numbered widgets instead of a toolkit's.
import PlaceholderCore
import TestSupport
import XCTest

final class EditorFocusHandOffTests: MainActorTestCase {
    /// A window whose widgets are numbers: a parent for each, a Tab order, the focus.
    @MainActor
    private final class NumberedWindow: FocusWindow {
        var focus: Int?
        var defaultWidget: Int?
        var parents: [Int: Int] = [:]
        var tabOrder: [Int] = []
        var unfocusable: Set<Int> = []
        var tabSkips: Set<Int> = []
        var hidden: Set<Int> = []
        var elsewhere: Set<Int> = []

        func contains(_ widget: Int) -> Bool { !elsewhere.contains(widget) }
        func isWithin(_ widget: Int, _ ancestor: Int) -> Bool {
            var current: Int? = widget
            while let node = current {
                if node == ancestor { return true }
                current = parents[node]
            }
            return false
        }
        func isFocusable(_ widget: Int) -> Bool { !unfocusable.contains(widget) }
        func canFocus(_ widget: Int) -> Bool { !tabSkips.contains(widget) }
        func setCanFocus(_ widget: Int, _ canFocus: Bool) {
            if canFocus { tabSkips.remove(widget) } else { tabSkips.insert(widget) }
        }
        func isVisible(_ widget: Int) -> Bool { !hidden.contains(widget) }
        func isSensitive(_ widget: Int) -> Bool { true }
        func grabFocus(_ widget: Int) { focus = widget }
        func moveFocusForward(in container: Int?) {
            let takers = tabOrder.filter { isFocusable($0) && canFocus($0) && isVisible($0) }
            if let container {
                focus = takers.first { isWithin($0, container) } ?? focus
                return
            }
            let start = focus.flatMap { takers.firstIndex(of: $0) } ?? -1
            if !takers.isEmpty { focus = takers[(start + 1) % takers.count] }
        }
    }

    // Widgets: 1 the view (root) holding 2 the text and 3 the Done button, 4 its frame; 5 a button
    // after the view, 6 a list holding row 7.
    @MainActor
    private static func makeWindow() -> NumberedWindow {
        let window = NumberedWindow()
        window.parents = [2: 1, 3: 1, 4: 1, 7: 6]
        window.tabOrder = [3, 2, 5, 7]
        window.focus = 2
        return window
    }

    func testDoneMovesToTheNextWidgetPassingOverTheDoneButton() async {
        let window = Self.makeWindow()
        window.tabOrder = [2, 3, 5]
        let place = EditorFocusHandOff(end: .done, window: window, editor: 2, region: 1, passedOver: [3], frame: 4)
            .perform()
        XCTAssertEqual(place, .next)
        XCTAssertEqual(window.focus, 5)
        XCTAssertEqual(window.tabSkips, [], "the Done button is in the Tab order again")
    }

    func testABackgroundClickParksTheFocusInTheFrameBeforeTheTabOrder() async {
        let window = Self.makeWindow()
        let place = EditorFocusHandOff(end: .backgroundClick, window: window, editor: 2, region: 1, frame: 4).perform()
        XCTAssertEqual(place, .viewFrame)
        XCTAssertEqual(window.focus, 4)
    }

    func testTheNamedWidgetComesFirstAndAContainerGivesItsFirstFocus() async {
        let window = Self.makeWindow()
        XCTAssertEqual(
            EditorFocusHandOff(end: .done, window: window, editor: 2, region: 1, named: 6, frame: 4).perform(), .named)
        XCTAssertEqual(window.focus, 7)
    }

    func testANamedWidgetInsideTheViewOrInAnotherWindowIsPassedOver() async {
        let window = Self.makeWindow()
        window.elsewhere = [6]
        XCTAssertEqual(
            EditorFocusHandOff(end: .backgroundClick, window: window, editor: 2, region: 1, named: 3, frame: 4)
                .perform(), .viewFrame)
        window.focus = 2
        XCTAssertEqual(
            EditorFocusHandOff(end: .backgroundClick, window: window, editor: 2, region: 1, named: 6, frame: 4)
                .perform(), .viewFrame)
    }

    func testWithNowhereToGoTheEditorKeepsTheFocus() async {
        let window = Self.makeWindow()
        window.tabOrder = [2]
        window.unfocusable = [4]
        XCTAssertNil(EditorFocusHandOff(end: .done, window: window, editor: 2, region: 1, frame: 4).perform())
        XCTAssertEqual(window.focus, 2)
    }
}
