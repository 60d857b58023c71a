// The binding layer's owned tokens: connection sets that end with their widget, one connection
// per object, frame ticks that end from inside, idles with a priority.
import CGtk
import GtkBinding
import PlaceholderTesting
import TestSupport
import XCTest

final class OwnedTokenTests: MainActorTestCase {
    func testAConnectionSetDisconnectsItselfWhenItsWidgetIsDestroyed() async throws {
        try TestDisplay.start()
        let before = SignalConnection.liveHandlerCount
        let buffer = gtk_text_buffer_new(nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(buffer)) }
        let widget = UnsafeMutablePointer(widget: gtk_label_new("owner"))
        g_object_ref_sink(widget.raw)
        defer { g_object_unref(widget.raw) }
        var calls = 0
        let connections = SignalConnectionSet()
        connections.disconnectAll(whenDestroyed: widget)
        // Added after the rule: disconnected all the same.
        connections.add(SignalConnection(buffer, "changed") { calls += 1 })
        gtk_text_buffer_set_text(buffer, "one", -1)
        XCTAssertEqual(calls, 1)
        gtk_widget_destroy(widget)
        XCTAssertEqual(connections.count, 0)
        gtk_text_buffer_set_text(buffer, "two", -1)
        XCTAssertEqual(calls, 1, "a handler outlived the widget's destruction")
        XCTAssertEqual(SignalConnection.liveHandlerCount, before)
    }

    func testOneConnectionPerObjectConnectsEachObjectOnceUntilDisconnected() async throws {
        try TestDisplay.start()
        let buffer = gtk_text_buffer_new(nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(buffer)) }
        var calls = 0
        let listeners = OneConnectionPerObject<GtkTextBuffer>()
        let listen = { listeners.connect(to: buffer) { SignalConnection(buffer, "changed") { calls += 1 } } }
        XCTAssertTrue(listen())
        XCTAssertFalse(listen(), "a second connection to the same buffer")
        gtk_text_buffer_set_text(buffer, "one", -1)
        XCTAssertEqual(calls, 1)
        listeners.disconnectAll()
        gtk_text_buffer_set_text(buffer, "two", -1)
        XCTAssertEqual(calls, 1, "a handler outlived disconnectAll()")
        XCTAssertTrue(listen(), "the buffer is forgotten with its connection")
    }

    func testFrameTicksCancelledFromTheirOwnActionTickNoMore() async throws {
        let label = UnsafeMutablePointer(widget: gtk_label_new("ticking"))
        let window = try TestWindow(containing: label)
        defer { window.close() }
        var frames = 0
        var ticks: FrameTicks?
        ticks = FrameTicks(on: label) { _ in
            frames += 1
            if frames == 2 { ticks?.cancel() }
        }
        MainLoop.wait(until: { frames >= 2 }, "two frames")
        XCTAssertEqual(ticks?.isTicking, false)
        for _ in 0..<3 { MainLoop.waitForPaintedFrame(of: label) }
        XCTAssertEqual(frames, 2, "ticks arrived after cancel()")
    }

    func testFrameTicksOutlivingTheirWidgetCancelSafely() async throws {
        try TestDisplay.start()
        let label = UnsafeMutablePointer(widget: gtk_label_new("gone"))
        g_object_ref_sink(label.raw)
        let ticks = FrameTicks(on: label) { _ in }
        gtk_widget_destroy(label)
        g_object_unref(label.raw)
        ticks.cancel()
        XCTAssertFalse(ticks.isTicking)
    }

    func testAnIdleRunsBeforeOneOfLowerPriority() async throws {
        try TestDisplay.start()
        var order: [String] = []
        let late = MainLoopSource.idle { order.append("default idle") }
        let early = MainLoopSource.idle(priority: G_PRIORITY_HIGH_IDLE + 10) { order.append("resize priority") }
        MainLoop.wait(until: { order.count == 2 }, "both idles")
        XCTAssertEqual(order, ["resize priority", "default idle"])
        XCTAssertFalse(early.isPending)
        XCTAssertFalse(late.isPending)
    }
}
