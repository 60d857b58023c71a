// The binding layer's signal connections: shape checks, ownership, counting.
import CGtk
import GtkBinding
import PlaceholderTesting
import TestSupport
import XCTest

final class SignalConnectionTests: MainActorTestCase {
    func testDroppingAConnectionDisconnectsItAndFreesItsClosure() async throws {
        try TestDisplay.start()
        let buffer = gtk_text_buffer_new(nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(buffer)) }
        let before = SignalConnection.liveHandlerCount
        var calls = 0
        var connection: SignalConnection? = SignalConnection(buffer, "changed") { calls += 1 }
        XCTAssertEqual(SignalConnection.liveHandlerCount, before + 1)
        gtk_text_buffer_set_text(buffer, "one", -1)
        XCTAssertEqual(calls, 1)
        XCTAssertTrue(connection?.isConnected == true)
        connection = nil
        gtk_text_buffer_set_text(buffer, "two", -1)
        XCTAssertEqual(calls, 1, "a dropped connection still ran")
        XCTAssertEqual(SignalConnection.liveHandlerCount, before)
    }

    func testFinalisingTheInstanceReleasesTheClosure() async throws {
        try TestDisplay.start()
        let before = SignalConnection.liveHandlerCount
        let buffer = gtk_text_buffer_new(nil)!
        let connection = SignalConnection(buffer, "changed") {}
        g_object_unref(UnsafeMutableRawPointer(buffer))
        XCTAssertFalse(connection.isConnected)
        XCTAssertEqual(SignalConnection.liveHandlerCount, before)
        connection.disconnect()  // after the instance is gone: nothing happens
    }

    func testArgumentHandlersReceiveTheSignalsArgument() async throws {
        try TestDisplay.start()
        let buffer = gtk_text_buffer_new(nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(buffer)) }
        var names: [String] = []
        let connection = SignalConnection(
            buffer, "notify::text",
            argument: { pspec in
                names.append(String(cString: pspec!.assumingMemoryBound(to: GParamSpec.self).pointee.name))
            })
        defer { connection.disconnect() }
        gtk_text_buffer_set_text(buffer, "x", -1)
        XCTAssertEqual(names, ["text"])
    }
}
