// A hint attached to text views an app already has (a plain GtkTextView in the app's own
// scrolled window, a GtkSourceView with line numbers, a .ui file's view), driven by real input.
import CGtk
import CGtkSourceView
import GtkBinding
import PlaceholderCore
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

/// An app's own `GtkScrolledWindow > GtkTextView` in a focused test window, with a hint attached.
@MainActor
private final class AttachedHintFixture {
    let textView: UnsafeMutablePointer<GtkTextView>
    let hint: PlaceholderHint
    let window: TestWindow

    init(
        placeholder: String, textView made: UnsafeMutablePointer<GtkWidget>? = nil,
        configure: (UnsafeMutablePointer<GtkTextView>) -> Void = { _ in }
    ) throws {
        try TestDisplay.start()
        let view = made ?? UnsafeMutablePointer(widget: gtk_text_view_new())
        textView = view.cast()
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_cursor_visible(textView, 0)
        configure(textView)
        let scrolled = UnsafeMutablePointer(widget: gtk_scrolled_window_new(nil, nil))
        gtk_container_add(scrolled.cast(), view)
        hint = PlaceholderHint.attached(to: textView)
        hint.placeholder = placeholder
        hint.fadeDuration = 0
        window = try TestWindow(containing: scrolled, width: 420, height: 240)
    }

    var widget: UnsafeMutablePointer<GtkWidget> { textView.cast() }

    var text: String { TextBufferContent.text(of: gtk_text_view_get_buffer(textView)) }

    func focus(file: StaticString = #filePath, line: UInt = #line) {
        RealInput.click(widget, at: WidgetPoint(x: 200, y: 6), file: file, line: line)
        MainLoop.wait(
            until: { gtk_widget_has_focus(self.widget) != 0 }, "the text view to take focus", file: file, line: line)
    }

    func type(_ typed: String, file: StaticString = #filePath, line: UInt = #line) {
        RealInput.type(typed, file: file, line: line)
        MainLoop.wait(until: { self.text == typed }, "the buffer to read \"\(typed)\"", file: file, line: line)
    }

    func close() { window.close() }
}

extension Snapshot {
    /// The ink's bounding box right of `left` (a GtkSourceView's gutter draws its own ink).
    fileprivate func inkBox(rightOf left: Int) -> PixelRect? {
        let background = pixel(x: width - 1, y: height - 1).luminance
        var darkest = background
        for y in 0..<height { for x in left..<width { darkest = min(darkest, pixel(x: x, y: y).luminance) } }
        guard background - darkest > 30 else { return nil }
        let threshold = background - (background - darkest) / 2
        var box: PixelRect?
        for y in 0..<height {
            for x in left..<width where pixel(x: x, y: y).luminance <= threshold {
                guard let found = box else {
                    box = PixelRect(x: x, y: y, width: 1, height: 1)
                    continue
                }
                let minX = min(found.x, x)
                let minY = min(found.y, y)
                box = PixelRect(
                    x: minX, y: minY, width: max(found.maxX, x + 1) - minX, height: max(found.maxY, y + 1) - minY)
            }
        }
        return box
    }
}

final class AttachedHintTests: MainActorTestCase {
    /// Draws `text` as the hint, types it for real, and compares where the ink is, right of `left`.
    private func assertHintMatchesTypedText(
        _ text: String, label: String, textView: UnsafeMutablePointer<GtkWidget>? = nil,
        configure: @MainActor (UnsafeMutablePointer<GtkTextView>) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let testName = name
        let fixture = try AttachedHintFixture(placeholder: text, textView: textView, configure: configure)
        defer { fixture.close() }
        MainLoop.wait(until: { fixture.hint.presentation.alpha == 1 }, "the hint to show", file: file, line: line)
        let left = Int(gtk_text_view_get_border_window_size(fixture.textView, GTK_TEXT_WINDOW_LEFT))
        let hint = try Snapshot(of: fixture.widget)
        try hint.save(label: "\(label)-hint", testName: testName)
        fixture.focus(file: file, line: line)
        fixture.type(text, file: file, line: line)
        XCTAssertFalse(fixture.hint.isPlaceholderVisible, "typed text must hide the hint", file: file, line: line)
        let typed = try Snapshot(of: fixture.widget)
        try typed.save(label: "\(label)-typed", testName: testName)
        assertBoxesAgree(hint.inkBox(rightOf: left), typed.inkBox(rightOf: left), label, file: file, line: line)
    }

    func testHintOnAnAppsOwnTextViewSitsWhereTypedTextSits() async throws {
        try assertHintMatchesTypedText("Write a message", label: "plain")
    }

    func testHintFollowsMarginsAndTheContainersBorderWidth() async throws {
        try assertHintMatchesTypedText("Framed hint", label: "border-width") { textView in
            gtk_container_set_border_width(textView.cast(), 3)
            gtk_text_view_set_left_margin(textView, 12)
            gtk_text_view_set_top_margin(textView, 8)
        }
    }

    func testHintOnAGtkSourceViewWithLineNumbersStartsAfterTheGutter() async throws {
        try TestDisplay.start()
        let sourceView = gtk_source_view_new_with_buffer(gtk_source_buffer_new(nil))!
        let view = UnsafeMutableRawPointer(sourceView).assumingMemoryBound(to: GtkWidget.self)
        gtk_source_view_set_show_line_numbers(sourceView, 1)
        try assertHintMatchesTypedText("Paste a snippet", label: "source-view", textView: view)
    }

    func testLongHintWrapsAtTheViewsWidthLikeTypedText() async throws {
        let long = "A long hint that wraps over several lines in this text view, exactly as typed text would wrap."
        try assertHintMatchesTypedText(long, label: "wrapped") { textView in
            gtk_text_view_set_right_margin(textView, 80)
        }
    }

    func testTypedTextHidesTheHintAndTheBufferHoldsOnlyWhatWasTyped() async throws {
        let fixture = try AttachedHintFixture(placeholder: "Say something")
        defer { fixture.close() }
        XCTAssertTrue(fixture.hint.isPlaceholderVisible)
        fixture.focus()
        fixture.type("hi")
        XCTAssertFalse(fixture.hint.isPlaceholderVisible)
        XCTAssertEqual(fixture.text, "hi", "the hint must never enter the buffer")
        RealInput.press("BackSpace")
        RealInput.press("BackSpace")
        MainLoop.wait(until: { fixture.hint.isPlaceholderVisible }, "the hint to return once the text is erased")
        XCTAssertEqual(fixture.text, "")
    }

    func testAttachingTwiceGivesTheSameHintAndTheViewReleasesItWhenDestroyed() async throws {
        try TestDisplay.start()
        let before = PlaceholderHint.liveInstanceCount
        let view = UnsafeMutablePointer(widget: gtk_text_view_new())
        keepUnparented(view)
        do {
            let hint = PlaceholderHint.attached(to: view.cast())
            XCTAssertTrue(PlaceholderHint.attached(to: view.cast()) === hint, "a second call must return the same hint")
            XCTAssertEqual(PlaceholderHint.liveInstanceCount, before + 1)
            XCTAssertEqual(hint.textView, view.cast())
        }
        destroyUnparented(view)
        XCTAssertEqual(PlaceholderHint.liveInstanceCount, before, "the hint must go with its view")
    }

    func testTheAppsOwnEscapeAndControlEnterHandlersStillFireAndTheFocusStays() async throws {
        let fixture = try AttachedHintFixture(placeholder: "Message")
        defer { fixture.close() }
        var heard: [String] = []
        let keys = SignalConnection(fixture.widget, event: "key-press-event") { event in
            let keyval = event.pointee.key.keyval
            if keyval == guint(GDK_KEY_Escape) { heard.append("Escape") }
            if keyval == guint(GDK_KEY_Return), event.pointee.key.state & GDK_CONTROL_MASK.rawValue != 0 {
                heard.append("Ctrl+Return")
            }
            return false
        }
        defer { keys.disconnect() }
        fixture.focus()
        RealInput.press("Escape")
        RealInput.press("ctrl+Return")
        MainLoop.wait(until: { heard.count == 2 }, "the app's handler to hear both keys")
        XCTAssertEqual(heard, ["Escape", "Ctrl+Return"])
        XCTAssertNotEqual(gtk_widget_has_focus(fixture.widget), 0, "the hint must never move the focus")
        XCTAssertEqual(fixture.text, "\n", "Ctrl+Return is the view's own: a new line, as without a hint")
    }

    func testHintFollowsAReplacedBuffer() async throws {
        let fixture = try AttachedHintFixture(placeholder: "Empty")
        defer { fixture.close() }
        let full = gtk_text_buffer_new(nil)!
        gtk_text_buffer_set_text(full, "loaded", -1)
        gtk_text_view_set_buffer(fixture.textView, full)
        g_object_unref(full)
        XCTAssertFalse(fixture.hint.isPlaceholderVisible, "a buffer with text hides the hint")
        gtk_text_buffer_set_text(full, "", -1)
        XCTAssertTrue(fixture.hint.isPlaceholderVisible, "the new buffer's edits are followed")
    }

    func testAUIFileAttachesAHintToAViewItAlreadyHasByID() async throws {
        try TestDisplay.start()
        placeholder_init()
        let ui = """
            <interface>
              <object class="GtkScrolledWindow" id="scroll">
                <child><object class="GtkTextView" id="body"><property name="visible">1</property></object></child>
              </object>
              <object class="PlaceholderHint" id="hint">
                <property name="text-view">body</property>
                <property name="text">Write a message…</property>
                <property name="fade-duration">0</property>
              </object>
            </interface>
            """
        var error: UnsafeMutablePointer<GError>?
        let builder = gtk_builder_new()!
        XCTAssertNotEqual(
            gtk_builder_add_from_string(builder, ui, gsize(ui.utf8.count), &error), 0, "the .ui must load")
        if let error { g_error_free(error) }
        let body = gtk_builder_get_object(builder, "body")!
        let scroll = gtk_builder_get_object(builder, "scroll")!
        let scrolled = UnsafeMutableRawPointer(scroll).assumingMemoryBound(to: GtkWidget.self)
        g_object_ref(scroll)
        g_object_unref(builder)
        let textView = UnsafeMutableRawPointer(body).assumingMemoryBound(to: GtkTextView.self)
        let hint = try XCTUnwrap(PlaceholderHint.hint(of: textView), "the view must have the .ui's hint")
        XCTAssertEqual(hint.placeholder, "Write a message…")
        let window = try TestWindow(containing: scrolled)
        defer { window.close() }
        g_object_unref(scroll)
        MainLoop.wait(until: { (try? Snapshot(of: scrolled))?.hasInk == true }, "the hint to be drawn")
    }
}

/// Tap-to-dismiss from C on an app's own window, whose text view has an attached hint.
final class AttachedTapToDismissTests: MainActorTestCase {
    func testAClickOnTheBackgroundEndsEditingOfTheAppsTextViewAndTheHintComesBack() async throws {
        try TestDisplay.start()
        let label = UnsafeMutablePointer(widget: gtk_label_new("A label"))
        let textView = UnsafeMutablePointer(widget: gtk_text_view_new())
        let next = UnsafeMutablePointer(widget: gtk_button_new_with_label("Send"))
        let hint = PlaceholderHint.attached(to: textView.cast())
        hint.placeholder = "Message"
        hint.hidePolicy = .whileEmptyAndUnfocused
        hint.fadeDuration = 0
        let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
        gtk_container_set_border_width(column.cast(), 24)
        gtk_widget_set_size_request(textView, -1, 80)
        for child in [label, textView, next] { gtk_box_pack_start(column.cast(), child, 0, 0, 0) }
        let window = try TestWindow(containing: column, width: 400, height: 300)
        defer { window.close() }
        placeholder_tap_to_dismiss_install(window.window)
        RealInput.click(textView, at: WidgetPoint(x: 100, y: 10))
        MainLoop.wait(until: { gtk_widget_has_focus(textView) != 0 }, "the text view to take focus")
        XCTAssertFalse(hint.isPlaceholderVisible, "the hint hides while the empty view has the focus")
        RealInput.click(label)
        MainLoop.wait(until: { gtk_widget_has_focus(textView) == 0 }, "a click on the label to end editing")
        XCTAssertTrue(gtk_window_get_focus(window.window) == next, "the focus goes on as Tab would")
        XCTAssertTrue(hint.isPlaceholderVisible, "the hint returns once editing ended")
        placeholder_tap_to_dismiss_remove(window.window)
        XCTAssertFalse(TapToDismiss.isInstalled(on: window.window))
    }
}
