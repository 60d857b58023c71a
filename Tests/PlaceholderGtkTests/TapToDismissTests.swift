// A click on the window's background ends editing without losing the keys typed next; clicks on
// anything interactive do not end it.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

/// A window with a padded layout: a label, a PlaceholderTextView, a button, an entry, a second
/// text view, and a label inside a scrolled window.
@MainActor
private final class DismissWindow {
    let window: TestWindow
    let view: PlaceholderTextView
    let label: UnsafeMutablePointer<GtkWidget>
    let button: UnsafeMutablePointer<GtkWidget>
    let entry: UnsafeMutablePointer<GtkWidget>
    let secondView: PlaceholderTextView
    let scrolledLabel: UnsafeMutablePointer<GtkWidget>
    let dismissal: TapToDismiss

    init() throws {
        // GTK first: widgets made before gtk_init (as stored-property defaults would be, ahead
        // of this body) style themselves with no CSS provider, a critical when run alone.
        try TestDisplay.start()
        view = PlaceholderTextView(placeholder: "Tap outside to finish")
        label = UnsafeMutablePointer(widget: gtk_label_new("A label"))
        button = UnsafeMutablePointer(widget: gtk_button_new_with_label("A button"))
        entry = UnsafeMutablePointer(widget: gtk_entry_new())
        secondView = PlaceholderTextView(placeholder: "Second editor")
        scrolledLabel = UnsafeMutablePointer(widget: gtk_label_new("A label in a scrolled window"))
        let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
        gtk_container_set_border_width(column.cast(), 24)
        let nested = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
        gtk_box_pack_start(nested.cast(), label, 0, 0, 0)
        gtk_box_pack_start(nested.cast(), button, 0, 0, 0)
        gtk_box_pack_start(nested.cast(), entry, 1, 1, 0)
        gtk_widget_set_size_request(view.widget, -1, 90)
        gtk_widget_set_size_request(secondView.widget, -1, 60)
        let scrolled = UnsafeMutablePointer(widget: gtk_scrolled_window_new(nil, nil))
        gtk_widget_set_size_request(scrolled, -1, 40)
        gtk_container_add(scrolled.cast(), scrolledLabel)
        for child in [nested, view.widget, secondView.widget, scrolled] {
            gtk_box_pack_start(column.cast(), child, 0, 0, 0)
        }
        window = try TestWindow(containing: column, width: 480, height: 360)
        dismissal = TapToDismiss.install(on: window.window)
    }

    var textView: UnsafeMutablePointer<GtkWidget> { view.textView.cast() }
    var focus: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window.window) }

    /// The frame (scrolled window) of `editor`, where the focus waits after a click ends its editing.
    func frame(of editor: PlaceholderTextView? = nil) -> UnsafeMutablePointer<GtkWidget> {
        (editor ?? view).scrolledWindow.cast()
    }

    func focusEditor(_ editor: PlaceholderTextView? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let target: UnsafeMutablePointer<GtkWidget> = (editor ?? view).textView.cast()
        RealInput.click(target, at: WidgetPoint(x: 150, y: 8), file: file, line: line)
        MainLoop.wait(until: { self.focus == target }, "the editor to take focus", file: file, line: line)
    }

    /// Waits until the Done bar that focus shows has its first allocation: until then the text
    /// view keeps the height it had without the bar, and a point near its bottom computed from
    /// that height lands on the bar's background once the layout catches up.
    func waitForTheDoneBarsLayout(file: StaticString = #filePath, line: UInt = #line) {
        let bar = gtk_widget_get_parent(view.doneButton)!
        MainLoop.wait(
            until: { gtk_widget_get_mapped(bar) != 0 && gtk_widget_get_allocated_height(bar) > 1 },
            "the Done bar to be laid out beside the editor", file: file, line: line)
    }

    func close() { window.close() }
}

final class TapToDismissTests: MainActorTestCase {
    func testClicksOnBackgroundLabelsAndPaddingDismiss() async throws {
        let fixture = try DismissWindow()
        defer { fixture.close() }
        let places: [(String, UnsafeMutablePointer<GtkWidget>, WidgetPoint?)] = [
            ("a label", fixture.label, nil),
            ("the window padding", fixture.window.widget, WidgetPoint(x: 6, y: 6)),
            ("the space between widgets", fixture.window.widget, WidgetPoint(x: 240, y: 350)),
            ("a label in a scrolled window", fixture.scrolledLabel, nil),
        ]
        for (place, widget, point) in places {
            fixture.focusEditor()
            RealInput.click(widget, at: point)
            MainLoop.wait(until: { fixture.focus == fixture.frame() }, "a click on \(place) to end editing")
        }
    }

    /// The click ends editing as Done does, and the keys typed next go back into the text: they
    /// went nowhere (the window had no focused widget).
    func testAClickEndsEditingAsDoneDoesAndTypingResumesIt() async throws {
        let fixture = try DismissWindow()
        defer { fixture.close() }
        var delivered: [String] = []
        fixture.view.onDone = { delivered.append($0) }
        fixture.focusEditor()
        RealInput.type("abc")
        MainLoop.wait(until: { fixture.view.text == "abc" }, "the typing to reach the text")
        RealInput.click(fixture.label)
        MainLoop.wait(until: { fixture.focus == fixture.frame() }, "a click on the label to end editing")
        XCTAssertEqual(delivered, ["abc"], "the click ends editing with the text, as Done does")
        RealInput.type("xyz")
        MainLoop.wait(until: { fixture.view.text == "abcxyz" }, "\"xyz\" typed after the click to reach the text")
        XCTAssertTrue(fixture.focus == fixture.textView, "typing resumes editing")
    }

    func testAClickGivesTheFocusToTheWidgetTheAppNamed() async throws {
        let fixture = try DismissWindow()
        defer { fixture.close() }
        fixture.view.focusAfterDone = fixture.button
        fixture.focusEditor()
        RealInput.click(fixture.label)
        MainLoop.wait(
            until: { fixture.focus == fixture.button }, "a click on the label to give the named button the focus")
    }

    func testAnEntryGivesTheFocusToTheNextWidgetOrToTheOneTheAppNamed() async throws {
        let fixture = try DismissWindow()
        defer { fixture.close() }
        RealInput.click(fixture.entry)
        MainLoop.wait(until: { fixture.focus == fixture.entry }, "the entry to take focus")
        RealInput.click(fixture.label)
        MainLoop.wait(
            until: { fixture.focus == fixture.textView }, "a click on the label to move on from the entry as Tab would")
        fixture.dismissal.focusAfterDismiss = fixture.button
        RealInput.click(fixture.entry)
        MainLoop.wait(until: { fixture.focus == fixture.entry }, "the entry to take focus again")
        RealInput.click(fixture.label)
        MainLoop.wait(
            until: { fixture.focus == fixture.button }, "a click on the label to give the named button the focus")
    }

    func testClicksInsideTheTextAndOnTheHintDoNotDismiss() async throws {
        let fixture = try DismissWindow()
        defer { fixture.close() }
        fixture.focusEditor()
        fixture.waitForTheDoneBarsLayout()
        let width = Double(gtk_widget_get_allocated_width(fixture.textView))
        let height = Double(gtk_widget_get_allocated_height(fixture.textView))
        for (place, point) in [
            ("start", WidgetPoint(x: 2, y: 4)), ("middle", WidgetPoint(x: width / 2, y: height / 2)),
            ("end", WidgetPoint(x: width - 3, y: height - 3)), ("hint", WidgetPoint(x: 20, y: 8)),
        ] {
            RealInput.click(fixture.textView, at: point)
            MainLoop.drain()
            XCTAssertTrue(fixture.focus == fixture.textView, "a click at the text's \(place) dropped focus")
        }
        fixture.view.text = "Some text in the editor"
        RealInput.click(fixture.textView, at: WidgetPoint(x: 30, y: 8))
        MainLoop.drain()
        XCTAssertTrue(fixture.focus == fixture.textView, "a click on the text dropped focus")
    }

    func testClicksOnButtonsAndEntriesBehaveAsBefore() async throws {
        let fixture = try DismissWindow()
        defer { fixture.close() }
        var clicks = 0
        let counter = SignalConnection(fixture.button.cast(to: GtkButton.self), "clicked") { clicks += 1 }
        defer { counter.disconnect() }
        fixture.focusEditor()
        RealInput.click(fixture.button)
        MainLoop.wait(until: { clicks == 1 }, "the button to be clicked")
        XCTAssertTrue(fixture.focus == fixture.button, "GTK gives a clicked button focus, as without tap-to-dismiss")
        fixture.focusEditor()
        RealInput.click(fixture.entry)
        MainLoop.wait(until: { fixture.focus == fixture.entry }, "the entry to take focus")
    }

    func testSecondTextViewIsDismissedToo() async throws {
        let fixture = try DismissWindow()
        defer { fixture.close() }
        fixture.focusEditor(fixture.secondView)
        RealInput.click(fixture.label)
        MainLoop.wait(
            until: { fixture.focus == fixture.frame(of: fixture.secondView) },
            "a click on the label to end the second editor's editing")
        XCTAssertTrue(fixture.secondView.isPlaceholderVisible)
    }

    func testRemovedDismissalLeavesTheWindowAsItWas() async throws {
        let fixture = try DismissWindow()
        defer { fixture.close() }
        XCTAssertTrue(TapToDismiss.isInstalled(on: fixture.window.window))
        XCTAssertTrue(
            TapToDismiss.install(on: fixture.window.window) === fixture.dismissal,
            "installing twice is one installation")
        fixture.dismissal.remove()
        XCTAssertFalse(TapToDismiss.isInstalled(on: fixture.window.window))
        fixture.focusEditor()
        RealInput.click(fixture.label)
        MainLoop.drain()
        XCTAssertTrue(fixture.focus == fixture.textView, "a removed dismissal still dropped focus")
    }
}
