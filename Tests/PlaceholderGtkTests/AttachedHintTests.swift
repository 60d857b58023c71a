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

/// The children of a GTK 3 container, the internal ones of a text view's windows included.
@MainActor
private func children(of container: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    var list = gtk_container_get_children(container.cast())
    let head = list
    while let node = list {
        if let data = node.pointee.data { found.append(data.assumingMemoryBound(to: GtkWidget.self)) }
        list = node.pointee.next
    }
    g_list_free(head)
    return found
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
        let fixture = try AttachedHintFixture(placeholder: text, textView: textView, configure: configure)
        defer { fixture.close() }
        MainLoop.wait(until: { fixture.hint.presentation.alpha == 1 }, "the hint to show", file: file, line: line)
        let left = Int(gtk_text_view_get_border_window_size(fixture.textView, GTK_TEXT_WINDOW_LEFT))
        let hint = try Snapshot(of: fixture.widget)
        try hint.save(label: "\(label)-hint", testName: name)
        fixture.focus(file: file, line: line)
        fixture.type(text, file: file, line: line)
        XCTAssertFalse(fixture.hint.isPlaceholderVisible, "typed text must hide the hint", file: file, line: line)
        let typed = try Snapshot(of: fixture.widget)
        try typed.save(label: "\(label)-typed", testName: name)
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

    /// GTK's own input method composes a Unicode character after Ctrl+Shift+U: a real preedit.
    func testAnInputMethodsCompositionHidesTheHintAndCancellingBringsItBack() async throws {
        let fixture = try AttachedHintFixture(placeholder: "タップして内容を入力してください")
        defer { fixture.close() }
        fixture.focus()
        XCTAssertTrue(fixture.hint.isPlaceholderVisible)
        RealInput.press("Ctrl+Shift+u")
        MainLoop.wait(until: { !fixture.hint.isPlaceholderVisible }, "the composition to hide the hint")
        XCTAssertEqual(fixture.text, "", "a composition is not content yet")
        RealInput.press("Escape")
        MainLoop.wait(until: { fixture.hint.isPlaceholderVisible }, "cancelling the composition to bring it back")
    }

    func testScreenReadersGetTheHintAsTheViewsPlaceholderAndTheAppsDescriptionStays() async throws {
        let fixture = try AttachedHintFixture(placeholder: "Write a message") { textView in
            atk_object_set_description(gtk_widget_get_accessible(textView.cast()), "Message to the team")
        }
        defer { fixture.close() }
        let accessible = AccessibleObject(of: fixture.widget)
        XCTAssertEqual(accessible.attributes["placeholder-text"], "Write a message")
        XCTAssertEqual(accessible.description, "Message to the team", "the app's own description is kept")
        let atkText = OpaquePointer(gtk_widget_get_accessible(fixture.widget))
        XCTAssertEqual(atk_text_get_character_count(atkText), 0, "the hint is not the view's text")
        fixture.hint.placeholder = "Another hint"
        XCTAssertEqual(AccessibleObject(of: fixture.widget).attributes["placeholder-text"], "Another hint")
    }

    /// A binding may keep the hint after the view is gone; its setters then do nothing (the
    /// colour style read the freed label before).
    func testSettingsOfAHintWhoseViewIsGoneChangeNothingOnScreenAndDoNotCrash() async throws {
        try TestDisplay.start()
        let view = UnsafeMutablePointer(widget: gtk_text_view_new())
        keepUnparented(view)
        let hint = PlaceholderHint.attached(to: view.cast())
        hint.placeholder = "Gone soon"
        gtk_widget_destroy(view)
        hint.placeholderColor = "#d00000"
        hint.placeholder = "After"
        hint.fadeDuration = 1
        XCTAssertNil(hint.textView, "the view is gone")
        XCTAssertEqual(hint.placeholderColor, "#d00000", "the setting is kept")
        g_object_unref(view.raw)
    }

    func testAHintReplacedByAnotherOnTheSameViewLetsGoOfItsLabel() async throws {
        let fixture = try AttachedHintFixture(placeholder: "First")
        defer { fixture.close() }
        let first = fixture.hint
        let instance = g_object_ref(first.object)
        defer { g_object_unref(instance) }
        placeholder_init()
        var value = GValue()
        g_value_init(&value, gtk_text_view_get_type())
        g_value_set_object(&value, fixture.textView.raw)
        var name: UnsafePointer<CChar>? = UnsafePointer(g_intern_string("text-view"))
        let second = g_object_new_with_properties(placeholder_hint_get_type(), 1, &name, &value)!
        g_value_unset(&value)
        defer { g_object_unref(second) }
        XCTAssertNil(first.textView, "the first hint lets go of the view")
        first.placeholderColor = "#00aa00"
        let labels = children(of: fixture.widget).filter { isInstance($0.raw, of: GtkLabel.self) }
        XCTAssertEqual(labels.count, 1, "one hint label in the view, the second's")
    }

    /// Apps clear the widgets they embedded in a text view with gtk_container_foreach: the hint's
    /// label goes too, and the hint must survive it (it trapped at its next setting before).
    func testAnAppDestroyingTheViewsChildrenLeavesTheHintAlive() async throws {
        let fixture = try AttachedHintFixture(placeholder: "Hello")
        defer { fixture.close() }
        for child in children(of: fixture.widget) { gtk_widget_destroy(child) }
        fixture.hint.placeholder = "Again"
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(fixture.textView), "x", -1)
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(fixture.textView), "", -1)
        MainLoop.drain()
        XCTAssertTrue(fixture.hint.isPlaceholderVisible)
    }

    /// GtkInspector, property editors and bindings' generic handlers connect to plain `notify`.
    func testAPlainNotifyHandlerHearsEveryPropertyThatChanged() async throws {
        let fixture = try AttachedHintFixture(placeholder: "Hint")
        defer { fixture.close() }
        var heard: [String] = []
        let handler = SignalConnection(
            fixture.hint.object, "notify",
            argument: { spec in
                heard.append(String(cString: spec!.assumingMemoryBound(to: GParamSpec.self).pointee.name))
            })
        defer { handler.disconnect() }
        fixture.hint.placeholder = "Another"
        fixture.hint.placeholderColor = "#d00000"
        fixture.hint.fadeDuration = 1
        XCTAssertEqual(heard, ["text", "color", "fade-duration"])
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
