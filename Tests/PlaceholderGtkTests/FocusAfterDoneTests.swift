// Where the focus goes when editing ends: the widget the app named, else on as Tab would go, else
// the window's default widget; never nowhere.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

/// A window holding widgets before and after a PlaceholderTextView, in one vertical box.
@MainActor
private final class FormWindow {
    let window: TestWindow
    let view: PlaceholderTextView
    let box: UnsafeMutablePointer<GtkWidget>

    init(
        before: [UnsafeMutablePointer<GtkWidget>] = [], after: [UnsafeMutablePointer<GtkWidget>] = [],
        configure: (PlaceholderTextView) -> Void = { _ in }
    ) throws {
        try TestDisplay.start()
        view = PlaceholderTextView(placeholder: "Hint")
        configure(view)
        box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
        for widget in before + [view.widget] + after { gtk_box_pack_start(box.cast(), widget, 0, 0, 0) }
        gtk_widget_set_size_request(view.widget, -1, 120)
        window = try TestWindow(containing: box, width: 420, height: 360)
    }

    var textView: UnsafeMutablePointer<GtkWidget> { view.textView.cast() }
    var focus: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window.window) }

    func focusTextView(file: StaticString = #filePath, line: UInt = #line) {
        RealInput.click(textView, at: WidgetPoint(x: 40, y: 6), file: file, line: line)
        MainLoop.wait(until: { self.focus == self.textView }, "the text view to take focus", file: file, line: line)
    }

    /// Ends editing with Escape and waits until the focus is on `expected`.
    func pressEscape(
        expecting expected: UnsafeMutablePointer<GtkWidget>, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        RealInput.press("Escape", file: file, line: line)
        MainLoop.wait(until: { self.focus == expected }, "Escape to move the focus to \(what)", file: file, line: line)
    }

    func close() { window.close() }
}

final class FocusAfterDoneTests: MainActorTestCase {
    func testDoneMovesTheFocusToTheNextWidgetInTheTabOrderPassingOverDone() async throws {
        try TestDisplay.start()  // before any widget: one made before gtk_init has no style
        let entry = UnsafeMutablePointer(widget: gtk_entry_new())
        let button = UnsafeMutablePointer(widget: gtk_button_new_with_label("After"))
        let form = try FormWindow(before: [entry], after: [button])
        defer { form.close() }
        form.focusTextView()
        MainLoop.wait(
            until: { gtk_widget_get_mapped(form.view.doneButton) != 0 }, "the Done bar to show below the text")
        form.pressEscape(expecting: button, "the button after the view")
        XCTAssertEqual(gtk_widget_get_can_focus(form.view.doneButton), 1, "Done stays reachable by Tab")
    }

    func testDoneAboveTheTextCountsTheTabOrderFromTheText() async throws {
        try TestDisplay.start()  // before any widget: one made before gtk_init has no style
        let button = UnsafeMutablePointer(widget: gtk_button_new_with_label("After"))
        let form = try FormWindow(after: [button]) {
            $0.accessoryPosition = .above
            $0.doneButtonVisibility = .always
        }
        defer { form.close() }
        gtk_widget_grab_focus(form.view.doneButton)
        RealInput.press("space")
        MainLoop.wait(until: { form.focus == button }, "Done, above the text, to move the focus past the text")
    }

    func testTheNamedWidgetTakesTheFocus() async throws {
        try TestDisplay.start()  // before any widget: one made before gtk_init has no style
        let entry = UnsafeMutablePointer(widget: gtk_entry_new())
        let button = UnsafeMutablePointer(widget: gtk_button_new_with_label("After"))
        let form = try FormWindow(before: [entry], after: [button]) { $0.focusAfterDone = entry }
        defer { form.close() }
        form.focusTextView()
        form.pressEscape(expecting: entry, "the entry the app named")
    }

    func testANamedListGivesItsSelectedRowTheFocusAndTypingThereGoesIntoTheText() async throws {
        try TestDisplay.start()  // before any widget: one made before gtk_init has no style
        let list = UnsafeMutablePointer(widget: gtk_list_box_new())
        var rows: [UnsafeMutablePointer<GtkWidget>] = []
        for title in ["First", "Second", "Third"] {
            let row = UnsafeMutablePointer(widget: gtk_list_box_row_new())
            gtk_container_add(row.cast(), gtk_label_new(title))
            gtk_container_add(list.cast(), row)
            rows.append(row)
        }
        let form = try FormWindow(before: [list]) { $0.focusAfterDone = list }
        defer { form.close() }
        gtk_list_box_select_row(UnsafeMutablePointer(OpaquePointer(list)), UnsafeMutablePointer(OpaquePointer(rows[1])))
        form.view.resumeEditing(onTypingIn: list)
        form.focusTextView()
        form.pressEscape(expecting: rows[1], "the list's selected row")
        RealInput.type("xyz")
        MainLoop.wait(until: { form.view.text == "xyz" }, "\"xyz\" typed on the row to reach the text")
        XCTAssertTrue(form.focus == form.textView, "typing on the row resumes editing")
        // Keys that type nothing keep their meaning on the row: Down moves to the next row.
        form.pressEscape(expecting: rows[1], "the selected row again")
        RealInput.press("Down")
        MainLoop.wait(until: { form.focus == rows[2] }, "Down on the row to move to the next row")
        XCTAssertEqual(form.view.text, "xyz")
    }

    func testANamedWidgetThatCannotTakeTheFocusGivesWayToTheNextOne() async throws {
        try TestDisplay.start()  // before any widget: one made before gtk_init has no style
        let hidden = UnsafeMutablePointer(widget: gtk_button_new_with_label("Hidden"))
        let button = UnsafeMutablePointer(widget: gtk_button_new_with_label("After"))
        let form = try FormWindow(before: [hidden], after: [button]) { $0.focusAfterDone = hidden }
        defer { form.close() }
        gtk_widget_hide(hidden)
        form.focusTextView()
        form.pressEscape(expecting: button, "the next widget, the named one being hidden")
        gtk_widget_destroy(hidden)
        XCTAssertNil(form.view.focusAfterDone, "the view holds the named widget weakly")
    }

    func testTheWindowsDefaultWidgetWhenTheTabOrderHasNothingElse() async throws {
        try TestDisplay.start()  // before any widget: one made before gtk_init has no style
        let button = UnsafeMutablePointer(widget: gtk_button_new_with_label("Default"))
        let form = try FormWindow(after: [button])
        defer { form.close() }
        gtk_widget_set_can_default(button, 1)
        gtk_window_set_default(form.window.window, button)
        // The button declines the Tab order (as a custom focus order leaves a widget out): it is
        // reached by Enter, not by Tab.
        let declining = SignalConnection(
            button, "focus",
            decidingOnArgument: { _ in
                g_signal_stop_emission_by_name(button.raw, "focus")
                return false
            })
        defer { declining.disconnect() }
        form.focusTextView()
        form.pressEscape(expecting: button, "the window's default widget")
    }

    func testWithNowhereElseToGoTheTextKeepsTheFocus() async throws {
        try TestDisplay.start()  // before any widget: one made before gtk_init has no style
        var delivered: [String] = []
        let form = try FormWindow { view in
            view.onDone = { delivered.append($0) }
            view.hidePolicy = .whileEmptyAndUnfocused
            gtk_widget_set_can_focus(view.scrolledWindow.cast(), 0)
        }
        defer { form.close() }
        form.focusTextView()
        RealInput.press("Escape")
        MainLoop.wait(until: { delivered == [""] }, "Escape to end editing")
        XCTAssertTrue(form.focus == form.textView, "the text keeps the focus: the keys typed next are not lost")
        XCTAssertFalse(form.view.isPlaceholderVisible, "the hint follows the focus the text kept")
        RealInput.type("xyz")
        MainLoop.wait(until: { form.view.text == "xyz" }, "\"xyz\" typed after Done to reach the text")
    }
}
