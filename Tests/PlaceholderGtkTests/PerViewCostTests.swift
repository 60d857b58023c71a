// What each view costs in memory: no signal handler of its own, no Done bar until one shows.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import TestSupport
import XCTest

final class PerViewCostTests: MainActorTestCase {
    /// The signals the view listens to through class handlers (HandlingTextView, PositioningOverlay,
    /// PlaceholderTextViewType) instead of handlers connected per view.
    private static let textViewSignals = [
        "focus-in-event", "focus-out-event", "key-press-event", "button-press-event", "style-updated",
        "direction-changed", "state-flags-changed", "size-allocate", "populate-popup", "preedit-changed",
        // The buffer's watch hears buffer replacement and destruction from the view too.
        "notify", "destroy",
    ]

    func testAViewInAShownWindowConnectsNoSignalHandlerOfItsOwnAndMakesNoDoneBar() async throws {
        let (window, box) = try PlaceholderFixture.warmedUpWindowWithBox()
        defer { window.close() }
        let before = SignalConnection.liveHandlerCount
        let view = PlaceholderTextView(placeholder: "Write a note")
        gtk_container_add(box.cast(), view.widget)
        gtk_widget_show_all(box)
        MainLoop.drain()
        XCTAssertEqual(SignalConnection.liveHandlerCount, before, "a view connected Swift signal handlers")
        // GTK's own accessibility (an assistive technology listening on the bus) connects
        // handlers to text views; a bare one beside it shows which are GTK's.
        let bare = gtk_text_view_new()!
        gtk_container_add(box.cast(), bare)
        gtk_widget_show(bare)
        MainLoop.drain()
        for signal in Self.textViewSignals {
            XCTAssertLessThanOrEqual(
                Self.handlerCount(view.textView, signal), Self.handlerCount(bare, signal),
                "a handler of ours on the text view's \(signal)")
        }
        gtk_widget_destroy(bare)
        XCTAssertFalse(Self.hasHandler(view.overlay, "get-child-position"))
        XCTAssertFalse(Self.hasHandler(view.widget, "destroy"))
        XCTAssertFalse(Self.hasHandler(view.widget, "hierarchy-changed"))
        XCTAssertFalse(Self.hasHandler(window.window, "set-focus"), "an unfocused view follows its window's focus")
        XCTAssertEqual(
            Self.children(of: view.widget), [UnsafeMutablePointer<GtkWidget>(view.overlay.cast())],
            "a view whose Done bar never showed made one")
        gtk_widget_destroy(view.widget)
    }

    func testTheWindowsFocusIsFollowedOnlyWhileTheDoneBarShows() async throws {
        try TestDisplay.start()
        let box = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let entry = UnsafeMutablePointer(widget: gtk_entry_new())
        let view = PlaceholderTextView(placeholder: "Write a note")
        gtk_container_add(box.cast(), entry)
        gtk_container_add(box.cast(), view.widget)
        let window = try TestWindow(containing: box, width: 420, height: 300)
        defer { window.close() }
        gtk_widget_grab_focus(view.textView.cast())
        MainLoop.wait(until: { gtk_widget_has_focus(view.textView.cast()) != 0 }, "the text view to take focus")
        let bar = gtk_widget_get_parent(view.doneButton)!
        XCTAssertTrue(gtk_widget_is_visible(bar) != 0, "the bar shows with focus")
        XCTAssertTrue(Self.hasHandler(window.window, "set-focus"), "a shown bar follows the window's focus")
        gtk_widget_grab_focus(entry)
        MainLoop.wait(until: { gtk_widget_is_visible(bar) == 0 }, "the bar to hide when the focus moves on")
        XCTAssertFalse(Self.hasHandler(window.window, "set-focus"), "a hidden bar still follows the window's focus")
        gtk_widget_grab_focus(view.textView.cast())
        MainLoop.wait(until: { gtk_widget_is_visible(bar) != 0 }, "the bar to show again with focus")
        // Another window takes the keyboard: moving this window's focus sends no focus event,
        // and the bar follows the window's focus all the same.
        gtk_widget_grab_focus(entry)
        MainLoop.wait(until: { gtk_widget_is_visible(bar) == 0 }, "the bar to hide when the focus moves on")
        let other = try TestWindow(containing: UnsafeMutablePointer(widget: gtk_entry_new()))
        defer { other.close() }
        XCTAssertFalse(window.hasInputFocus)
        gtk_widget_grab_focus(view.textView.cast())
        MainLoop.wait(until: { gtk_widget_is_visible(bar) != 0 }, "the bar to show with the inactive window's focus")
    }

    func testAViewMovedToAnotherWindowFollowsThatOne() async throws {
        try TestDisplay.start()
        let first = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let second = UnsafeMutablePointer(widget: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let view = PlaceholderTextView(placeholder: "Write a note")
        view.doneButtonVisibility = .always
        gtk_container_add(first.cast(), view.widget)
        let firstWindow = try TestWindow(containing: first)
        defer { firstWindow.close() }
        let secondWindow = try TestWindow(containing: second)
        defer { secondWindow.close() }
        g_object_ref(view.widget.raw)
        gtk_container_remove(first.cast(), view.widget)
        gtk_container_add(second.cast(), view.widget)
        g_object_unref(view.widget.raw)
        gtk_widget_show_all(second)
        MainLoop.drain()
        view.doneButtonVisibility = .whileFocused
        gtk_widget_grab_focus(view.textView.cast())
        MainLoop.wait(
            until: { gtk_widget_has_focus(view.textView.cast()) != 0 }, "the text view to take focus in its new window")
        XCTAssertTrue(gtk_widget_is_visible(gtk_widget_get_parent(view.doneButton)) != 0)
        XCTAssertTrue(Self.hasHandler(secondWindow.window, "set-focus"))
        XCTAssertFalse(Self.hasHandler(firstWindow.window, "set-focus"), "the old window is still followed")
        gtk_window_set_focus(secondWindow.window, nil)
        MainLoop.wait(until: { gtk_widget_is_visible(gtk_widget_get_parent(view.doneButton)) == 0 }, "the bar to hide")
    }

    func testTheBufferWatchFollowsAReplacedBufferAndLetsGoOfItWithItsTextView() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint")
        defer { fixture.close() }
        let shared = gtk_text_buffer_new(nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(shared)) }
        gtk_text_view_set_buffer(fixture.view.textView, shared)
        gtk_text_buffer_set_text(shared, "typed elsewhere", -1)
        XCTAssertFalse(fixture.view.isPlaceholderVisible, "the replaced buffer's text was not heard")
        XCTAssertTrue(Self.hasHandler(shared, "changed"), "the watch did not follow the new buffer")
        // An app destroys the text view alone; the buffer it shared lives on.
        gtk_widget_destroy(fixture.textView)
        XCTAssertFalse(
            Self.hasHandler(shared, "changed"), "the watch kept its handlers on a buffer its text view let go of")
        gtk_text_buffer_set_text(shared, "", -1)
    }

    func testTheHintFollowsFocusEvenWhenAnAppsHandlerStopsTheFocusEvents() async throws {
        let fixture = try PlaceholderFixture(placeholder: "Hint") { $0.hidePolicy = .whileEmptyAndUnfocused }
        defer { fixture.close() }
        let stopIn = SignalConnection(fixture.textView, event: "focus-in-event") { _ in true }
        let stopOut = SignalConnection(fixture.textView, event: "focus-out-event") { _ in true }
        defer {
            stopIn.disconnect()
            stopOut.disconnect()
        }
        gtk_window_set_focus(fixture.window.window, nil)
        MainLoop.wait(until: { fixture.view.isPlaceholderVisible }, "the hint to show without focus")
        gtk_widget_grab_focus(fixture.textView)
        MainLoop.wait(until: { !fixture.view.isPlaceholderVisible }, "the hint to hide with focus")
        gtk_window_set_focus(fixture.window.window, nil)
        MainLoop.wait(until: { fixture.view.isPlaceholderVisible }, "the hint to come back without focus")
    }

    /// Whether a handler is connected to `signal` of `instance` (a class closure is none).
    @MainActor
    /// How many handlers `instance` has on `signal` (counted by blocking and unblocking them all).
    private static func handlerCount<T>(_ instance: UnsafeMutablePointer<T>, _ signal: String) -> UInt32 {
        let raw = UnsafeMutableRawPointer(instance)
        let type = raw.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        let id = g_signal_lookup(signal, type)
        let count = g_signal_handlers_block_matched(raw, G_SIGNAL_MATCH_ID, id, 0, nil, nil, nil)
        g_signal_handlers_unblock_matched(raw, G_SIGNAL_MATCH_ID, id, 0, nil, nil, nil)
        return count
    }

    private static func hasHandler<T>(_ instance: UnsafeMutablePointer<T>, _ signal: String) -> Bool {
        let raw = UnsafeMutableRawPointer(instance)
        let type = raw.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        return g_signal_handler_find(raw, G_SIGNAL_MATCH_ID, g_signal_lookup(signal, type), 0, nil, nil, nil) != 0
    }

    @MainActor
    private static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        let list = gtk_container_get_children(widget.cast())
        defer { g_list_free(list) }
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { result.append(data.assumingMemoryBound(to: GtkWidget.self)) }
            node = current.pointee.next
        }
        return result
    }
}
