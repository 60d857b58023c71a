// What each view costs in memory: no signal handler of its own on its widgets, no Done bar until one shows.
import CGtk
import GtkBinding
import PlaceholderGtk
import PlaceholderTesting
import XCTest

final class PerViewCostTests: XCTestCase {
    /// The signals the view listens to through class handlers (HandlingTextView, PositioningOverlay,
    /// PlaceholderTextViewType) instead of handlers connected per view.
    private static let textViewSignals = [
        "focus-in-event", "focus-out-event", "key-press-event", "button-press-event", "style-updated",
        "direction-changed", "state-flags-changed", "size-allocate", "populate-popup", "preedit-changed",
    ]

    func testAViewInAShownWindowConnectsNoSignalHandlerToItsWidgetsAndMakesNoDoneBar() throws {
        try MainActor.assumeIsolated {
            let (window, box) = try PlaceholderFixture.warmedUpWindowWithBox()
            defer { window.close() }
            let before = SignalConnection.liveHandlerCount
            let view = PlaceholderTextView(placeholder: "Write a note")
            gtk_container_add(box.cast(), view.widget)
            gtk_widget_show_all(box)
            MainLoop.drain()
            XCTAssertEqual(SignalConnection.liveHandlerCount, before + 1, "a view connected Swift signal handlers besides its window's set-focus")
            for signal in Self.textViewSignals {
                XCTAssertFalse(Self.hasHandler(view.textView, signal), "a handler on the text view's \(signal)")
            }
            XCTAssertFalse(Self.hasHandler(view.overlay, "get-child-position"))
            XCTAssertFalse(Self.hasHandler(view.widget, "destroy"))
            XCTAssertFalse(Self.hasHandler(view.widget, "hierarchy-changed"))
            XCTAssertEqual(Self.children(of: view.widget), [UnsafeMutablePointer<GtkWidget>(view.overlay.cast())],
                "a view whose Done bar never showed made one")
            gtk_widget_destroy(view.widget)
        }
    }

    /// Whether a handler is connected to `signal` of `instance` (a class closure is none).
    @MainActor
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
