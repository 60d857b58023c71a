// The binding layer's owned tokens: connection sets that end with their widget, one connection
// per object, frame ticks that end from inside, idles with a priority, a markup parse its handler
// stops, a D-Bus object that answers until unregistered.
import CGtk
import Foundation
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

    func testAMarkupHandlerThatStopsEndsTheParseThere() async throws {
        var events: [String] = []
        let parser = MarkupParser(
            elementStarted: { name in
                events.append("<\(name)>")
                return name == "stop" ? .stop(reason: "stopped at <stop>") : .proceed
            },
            elementEnded: { events.append("</\($0)>") },
            textRead: {
                events.append($0)
                return .proceed
            })
        try parser.parse("<a>one &amp; two</a>")
        XCTAssertEqual(events, ["<a>", "one & two", "</a>"])
        events = []
        XCTAssertThrowsError(try parser.parse("<a><stop/><b>after</b></a>")) { error in
            XCTAssertEqual((error as? MarkupParser.Failure)?.wasStopped, true)
        }
        XCTAssertEqual(events, ["<a>", "<stop>"], "the parse went on after the handler stopped it")
        XCTAssertThrowsError(try parser.parse("<a>unclosed")) { error in
            XCTAssertEqual((error as? MarkupParser.Failure)?.wasStopped, false)
        }
    }

    func testADBusObjectAnswersUntilUnregisteredAndThenReleasesItsHandler() async throws {
        let (exported, caller) = try peerConnections()
        defer {
            g_object_unref(UnsafeMutableRawPointer(exported))
            g_object_unref(UnsafeMutableRawPointer(caller))
        }
        final class Witness {}
        var witness: Witness? = Witness()
        weak let released = witness
        var methods: [String] = []
        var registration: DBusObjectRegistration? = try DBusObjectRegistration(
            connection: exported, objectPath: "/test/Object",
            introspection: """
                <node><interface name="test.Echo"><method name="Ping"/></interface></node>
                """
        ) { [witness] call in
            _ = witness
            methods.append(call.method)
            g_dbus_method_invocation_return_value(call.invocation, nil)
        }
        witness = nil
        XCTAssertEqual(registration?.isRegistered, true)
        XCTAssertNil(callPing(on: caller), "the registered object's answer")
        XCTAssertEqual(methods, ["Ping"])
        registration = nil
        XCTAssertNotNil(callPing(on: caller), "an object unregistered with its token still answered")
        XCTAssertEqual(methods, ["Ping"])
        MainLoop.wait(until: { released == nil }, "the handler to be released after unregistering")
    }

    func testADBusObjectThatCannotBeRegisteredReleasesItsHandler() async throws {
        let (exported, caller) = try peerConnections()
        defer {
            g_object_unref(UnsafeMutableRawPointer(exported))
            g_object_unref(UnsafeMutableRawPointer(caller))
        }
        let introspection = "<node><interface name=\"test.Echo\"><method name=\"Ping\"/></interface></node>"
        let first = try DBusObjectRegistration(
            connection: exported, objectPath: "/test/Object", introspection: introspection
        ) { call in
            g_dbus_method_invocation_return_value(call.invocation, nil)
        }
        final class Witness {}
        var witness: Witness? = Witness()
        weak let released = witness
        XCTAssertThrowsError(
            try DBusObjectRegistration(connection: exported, objectPath: "/test/Object", introspection: introspection) {
                [witness] call in
                _ = witness
                g_dbus_method_invocation_return_value(call.invocation, nil)
            }, "a second object at a taken path")
        witness = nil
        XCTAssertNil(released, "the handler of a registration that failed is still held")
        XCTAssertTrue(first.isRegistered)
    }

    /// Two ends of one D-Bus peer connection (no bus, no authentication) over a socket pair.
    private func peerConnections() throws -> (OpaquePointer, OpaquePointer) {
        var sockets: [Int32] = [0, 0]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &sockets), 0)
        let ends = try sockets.map { descriptor -> OpaquePointer in
            var error: UnsafeMutablePointer<GError>?
            guard let socket = g_socket_new_from_fd(descriptor, &error) else {
                throw PeerConnectionError(description: GLibErrorMessage.take(&error))
            }
            defer { g_object_unref(UnsafeMutableRawPointer(socket)) }
            let stream = g_socket_connection_factory_create_connection(socket)!
            defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
            guard
                let connection = g_dbus_connection_new_sync(
                    UnsafeMutableRawPointer(stream).assumingMemoryBound(to: GIOStream.self), nil,
                    G_DBUS_CONNECTION_FLAGS_NONE, nil, nil, &error)
            else { throw PeerConnectionError(description: GLibErrorMessage.take(&error)) }
            return connection
        }
        return (ends[0], ends[1])
    }

    /// Calls `test.Echo.Ping` from another thread (the main loop dispatches the answer); nil
    /// when it was answered, else the error's message.
    private func callPing(on connection: OpaquePointer) -> String? {
        nonisolated(unsafe) let connection = connection
        let outcome = PingOutcome()
        DispatchQueue.global().async {
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_sync(
                connection, nil, "/test/Object", "test.Echo", "Ping", nil, nil, G_DBUS_CALL_FLAGS_NONE, 5_000, nil,
                &error)
            if let reply { g_variant_unref(reply) }
            outcome.finish(reply == nil ? GLibErrorMessage.take(&error) : nil)
        }
        MainLoop.wait(until: { outcome.isFinished }, "the D-Bus call to be answered")
        return outcome.message
    }
}

/// Why a peer connection could not be made: GLib's message.
private struct PeerConnectionError: Error, CustomStringConvertible {
    let description: String
}

/// A call's end, written on a worker thread and read on the main one.
private final class PingOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false
    private var answer: String?

    var isFinished: Bool { lock.withLock { finished } }
    var message: String? { lock.withLock { answer } }

    func finish(_ message: String?) {
        lock.withLock {
            answer = message
            finished = true
        }
    }
}
