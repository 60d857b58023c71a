// A hint attached to a GTK 4 text view an app already has, driven by real input.
import CGtk4
import Gtk4Binding
import PlaceholderCore
import PlaceholderGtk4
import PlaceholderTesting4
import TestSupport
import XCTest

/// An app's own `GtkScrolledWindow > GtkTextView` in a focused test window, with a hint attached.
@MainActor
private final class AttachedHintFixture {
    let textView: UnsafeMutablePointer<GtkTextView>
    let hint: PlaceholderHint
    let window: TestWindow

    init(
        placeholder: String, file: StaticString = #filePath, line: UInt = #line,
        configure: (UnsafeMutablePointer<GtkTextView>) -> Void = { _ in }
    ) throws {
        try TestDisplay.start()
        let view = UnsafeMutablePointer(widget: gtk_text_view_new())
        textView = view.cast()
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_cursor_visible(textView, 0)
        configure(textView)
        let scrolled = UnsafeMutablePointer(widget: gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), view)
        hint = PlaceholderHint.attached(to: textView)
        hint.placeholder = placeholder
        hint.fadeDuration = 0
        window = try TestWindow(containing: scrolled)
        MainLoop.wait(
            until: { self.hint.presentation.layout.width > 0 && self.hint.presentation.alpha == 1 },
            "the hint to be laid out", file: file, line: line)
        MainLoop.waitForPaintedFrame(of: widget, file: file, line: line)
    }

    var widget: UnsafeMutablePointer<GtkWidget> { textView.cast() }

    var text: String { TextBufferContent.text(of: gtk_text_view_get_buffer(textView)) }

    func snapshot() throws -> Snapshot { try Snapshot(of: widget) }

    func focus(file: StaticString = #filePath, line: UInt = #line) {
        RealInput.click(widget)
        MainLoop.wait(
            until: { gtk_widget_has_focus(self.widget) != 0 }, "the text view to take focus", file: file, line: line)
    }

    func type(_ typed: String, file: StaticString = #filePath, line: UInt = #line) {
        let before = text
        RealInput.type(typed)
        MainLoop.wait(until: { self.text == before + typed }, "the typed text to arrive", file: file, line: line)
    }

    func close() { window.close() }
}

/// The texts of the visible labels inside `widget`, in tree order.
@MainActor
private func visibleLabels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    var texts: [String] = []
    if isInstance(widget.raw, ofType: gtk_label_get_type()), gtk_widget_get_mapped(widget) != 0 {
        texts.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        texts += visibleLabels(in: current)
        child = gtk_widget_get_next_sibling(current)
    }
    return texts
}

final class AttachedHintTests: MainActorTestCase {
    private func assertHintMatchesTypedText(
        _ text: String, configure: @MainActor (UnsafeMutablePointer<GtkTextView>) -> Void = { _ in },
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let fixture = try AttachedHintFixture(placeholder: text, file: file, line: line, configure: configure)
        defer { fixture.close() }
        let hint = try fixture.snapshot()
        try hint.save(label: "hint", testName: name)
        fixture.focus(file: file, line: line)
        fixture.type(text, file: file, line: line)
        XCTAssertFalse(fixture.hint.isPlaceholderVisible, "typed text must hide the hint", file: file, line: line)
        MainLoop.wait(until: { fixture.hint.presentation.alpha == 0 }, "the hint to hide", file: file, line: line)
        let typed = try fixture.snapshot()
        try typed.save(label: "typed", testName: name)
        let hintBox = try XCTUnwrap(hint.drawnArea(), "the hint drew no ink", file: file, line: line)
        let typedBox = try XCTUnwrap(typed.drawnArea(), "the typed text drew no ink", file: file, line: line)
        let differences = [
            hintBox.x - typedBox.x, hintBox.y - typedBox.y, hintBox.width - typedBox.width,
            hintBox.height - typedBox.height,
        ]
        XCTAssertTrue(
            differences.allSatisfy { abs($0) <= 1 }, "hint ink \(hintBox) differs from typed ink \(typedBox)",
            file: file, line: line)
    }

    func testHintOnAnAppsOwnTextViewSitsWhereTypedTextSits() async throws {
        try assertHintMatchesTypedText("Write a message")
    }

    func testHintFollowsTheAppsMargins() async throws {
        try assertHintMatchesTypedText("Inset hint") { textView in
            gtk_text_view_set_left_margin(textView, 24)
            gtk_text_view_set_top_margin(textView, 12)
        }
    }

    func testTheHintAsksForNoSizeOfItsOwn() async throws {
        let fixture = try AttachedHintFixture(
            placeholder: String(repeating: "A long hint over many lines. ", count: 40))
        defer { fixture.close() }
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_get_size_request(fixture.widget, &width, &height)
        XCTAssertEqual(height, -1, "the app's layout is the app's: no minimum height for the hint")
    }

    /// A chat input that grows with its text (a scrolled window propagating its natural height)
    /// stays one line tall when empty; the view's minimum width stays its own, so the window can
    /// still be narrowed. An overlay child's size counts in a GTK 4 text view's.
    func testTheHintChangesNeitherTheViewsMinimumNorItsNaturalSize() async throws {
        try TestDisplay.start()
        func composer(withHint: Bool) throws -> (height: Int32, minimumWidth: Int32) {
            let scrolled = UnsafeMutablePointer(widget: gtk_scrolled_window_new())
            gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scrolled), 1)
            gtk_scrolled_window_set_max_content_height(OpaquePointer(scrolled), 250)
            gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            let view = UnsafeMutablePointer(widget: gtk_text_view_new())
            gtk_text_view_set_wrap_mode(view.cast(), GTK_WRAP_WORD_CHAR)
            gtk_scrolled_window_set_child(OpaquePointer(scrolled), view)
            let messages = UnsafeMutablePointer(widget: gtk_label_new("messages"))
            gtk_widget_set_vexpand(messages, 1)
            let column = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            gtk_box_append(column.cast(), messages)
            gtk_box_append(column.cast(), scrolled)
            if withHint {
                let hint = PlaceholderHint.attached(to: view.cast())
                hint.placeholder = "Type a message to the whole team; Shift+Enter for a new line, Enter to send it"
                hint.fadeDuration = 0
            }
            let window = try TestWindow(containing: column, width: 300, height: 400)
            defer { window.close() }
            if withHint {
                let hint = try XCTUnwrap(PlaceholderHint.hint(of: view.cast()))
                MainLoop.wait(until: { hint.presentation.layout.width > 0 }, "the hint to be laid out")
            }
            MainLoop.waitForPaintedFrame(of: view)
            var minimum: Int32 = 0
            gtk_widget_measure(view, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
            return (gtk_widget_get_height(scrolled), minimum)
        }
        let bare = try composer(withHint: false)
        let hinted = try composer(withHint: true)
        XCTAssertEqual(hinted.height, bare.height, "an empty input with a hint is as tall as without")
        XCTAssertEqual(hinted.minimumWidth, bare.minimumWidth, "the hint must not widen the view's minimum")
    }

    func testAHintReplacedByAnotherOnTheSameViewIsNoLongerDrawn() async throws {
        let fixture = try AttachedHintFixture(placeholder: "First")
        defer { fixture.close() }
        let first = fixture.hint
        let instance = g_object_ref(first.object)
        defer { g_object_unref(instance) }
        var value = GValue()
        g_value_init(&value, gtk_text_view_get_type())
        g_value_set_object(&value, UnsafeMutableRawPointer(fixture.textView))
        var name: UnsafePointer<CChar>? = UnsafePointer(g_intern_string("text-view"))
        let second = g_object_new_with_properties(placeholder_hint_get_type(), 1, &name, &value)!
        g_value_unset(&value)
        defer { g_object_unref(second) }
        let hint = try XCTUnwrap(PlaceholderHint.hint(of: fixture.textView))
        hint.placeholder = "Second"
        hint.fadeDuration = 0
        XCTAssertNil(first.textView, "the first hint lets go of the view")
        first.placeholderColor = "#00aa00"
        MainLoop.waitForPaintedFrame(of: fixture.widget)
        XCTAssertEqual(visibleLabels(in: fixture.widget), ["Second"], "only the second hint is drawn")
    }

    func testSettingsOfAHintWhoseViewIsGoneDoNothing() async throws {
        try TestDisplay.start()
        let view = UnsafeMutablePointer(widget: gtk_text_view_new())
        g_object_ref_sink(UnsafeMutableRawPointer(view))
        let window = try TestWindow(containing: view)
        let hint = PlaceholderHint.attached(to: view.cast())
        hint.placeholder = "Gone soon"
        window.close()
        hint.placeholderColor = "#d00000"
        hint.placeholder = "After"
        XCTAssertEqual(hint.placeholderColor, "#d00000", "the setting is kept")
        g_object_unref(UnsafeMutableRawPointer(view))
    }

    func testTypedTextHidesTheHintAndTheBufferHoldsOnlyWhatWasTyped() async throws {
        let fixture = try AttachedHintFixture(placeholder: "Say something")
        defer { fixture.close() }
        fixture.focus()
        fixture.type("hi")
        XCTAssertFalse(fixture.hint.isPlaceholderVisible)
        XCTAssertEqual(fixture.text, "hi", "the hint must never enter the buffer")
        RealInput.press("BackSpace")
        RealInput.press("BackSpace")
        MainLoop.wait(until: { fixture.hint.isPlaceholderVisible }, "the hint to return once the text is erased")
    }

    func testTheAppsOwnEscapeAndControlEnterStillReachItsControllerAndTheFocusStays() async throws {
        let fixture = try AttachedHintFixture(placeholder: "Message")
        defer { fixture.close() }
        var heard: [String] = []
        let controller = gtk_event_controller_key_new()!
        gtk_widget_add_controller(fixture.widget, controller)
        let keys = SignalConnection(
            object: controller, "key-pressed",
            unsignedArguments: { keyval, _, state in
                if keyval == guint(GDK_KEY_Escape) { heard.append("Escape") }
                if keyval == guint(GDK_KEY_Return), state & GDK_CONTROL_MASK.rawValue != 0 {
                    heard.append("Ctrl+Return")
                }
                return false
            })
        defer { keys.disconnect() }
        fixture.focus()
        RealInput.press("Escape")
        RealInput.press("ctrl+Return")
        MainLoop.wait(until: { heard.count == 2 }, "the app's controller to hear both keys")
        XCTAssertEqual(heard, ["Escape", "Ctrl+Return"])
        XCTAssertNotEqual(gtk_widget_has_focus(fixture.widget), 0, "the hint must never move the focus")
    }

    func testAttachingTwiceGivesTheSameHintAndTheViewReleasesIt() async throws {
        try TestDisplay.start()
        let before = PlaceholderHint.liveInstanceCount
        let view = UnsafeMutablePointer(widget: gtk_text_view_new())
        g_object_ref_sink(UnsafeMutableRawPointer(view))
        do {
            let hint = PlaceholderHint.attached(to: view.cast())
            XCTAssertTrue(PlaceholderHint.attached(to: view.cast()) === hint, "a second call must return the same hint")
            XCTAssertEqual(PlaceholderHint.liveInstanceCount, before + 1)
        }
        g_object_unref(UnsafeMutableRawPointer(view))
        XCTAssertEqual(PlaceholderHint.liveInstanceCount, before, "the hint must go with its view")
    }

    func testHintFollowsAReplacedBuffer() async throws {
        let fixture = try AttachedHintFixture(placeholder: "Empty")
        defer { fixture.close() }
        let full = gtk_text_buffer_new(nil)!
        gtk_text_buffer_set_text(full, "loaded", -1)
        gtk_text_view_set_buffer(fixture.textView, full)
        g_object_unref(UnsafeMutableRawPointer(full))
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
                <property name="child"><object class="GtkTextView" id="body"/></property>
              </object>
              <object class="PlaceholderHint" id="hint">
                <property name="text-view">body</property>
                <property name="text">Write a message…</property>
              </object>
            </interface>
            """
        let builder = gtk_builder_new_from_string(ui, -1)!
        let body = gtk_builder_get_object(builder, "body")!
        let textView = UnsafeMutableRawPointer(body).assumingMemoryBound(to: GtkTextView.self)
        g_object_ref(UnsafeMutableRawPointer(body))
        g_object_unref(UnsafeMutableRawPointer(builder))
        let hint = try XCTUnwrap(PlaceholderHint.hint(of: textView), "the view must keep the .ui's hint")
        XCTAssertEqual(hint.placeholder, "Write a message…")
        XCTAssertTrue(hint.isPlaceholderVisible)
        g_object_unref(UnsafeMutableRawPointer(body))
    }

    func testScreenReadersHearTheHintAsTheViewsPlaceholder() async throws {
        let fixture = try AttachedHintFixture(placeholder: "Spoken attached hint")
        defer { fixture.close() }
        let values = try XCTUnwrap(AccessibleAttributes.values(of: "placeholder-text", role: "text"))
        XCTAssertTrue(values.contains("Spoken attached hint"), "AT-SPI placeholder-text values: \(values)")
    }
}
