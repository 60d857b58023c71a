// An object exported on a D-Bus connection whose method calls a Swift closure answers.
//
// Like `SignalConnection`: the closure lives in a box retained once for GDBus and released by the
// registration's destroy-notify, which GDBus runs once the object is unregistered and no call to it
// is still being dispatched, so a closure never outlives its registration nor is freed while a call
// can still reach it. The token unregisters the object when asked or dropped.
import CGLib
import Synchronization

/// One object registered at a path of a D-Bus connection, with one interface; `unregister()`
/// takes it off the bus (idempotent), and so does dropping the last reference to it.
///
/// ```swift
/// let registration = try DBusObjectRegistration(
///     connection: connection, objectPath: "/org/example/Greeter", introspection: xml
/// ) { call in
///     g_dbus_method_invocation_return_value(call.invocation, nil)
/// }
/// ```
@MainActor
public final class DBusObjectRegistration {
    /// One method call, valid while the handler runs.
    public struct MethodCall {
        /// The method's name, as the interface names it.
        public let method: String
        /// The call's arguments: a `GVariant *` tuple GDBus owns.
        public let parameters: OpaquePointer
        /// The `GDBusMethodInvocation *` to answer exactly once (`g_dbus_method_invocation_return_…`,
        /// which takes it over).
        public let invocation: OpaquePointer
    }

    /// Why the object could not be registered: GLib's message.
    public struct Failure: Error, CustomStringConvertible {
        /// GLib's message.
        public let description: String
    }

    /// The box GDBus holds as user data.
    @MainActor fileprivate final class Box {
        let methodCalled: @MainActor (MethodCall) -> Void
        /// Whether GDBus's destroy-notify ran: set on whatever thread GDBus runs it.
        nonisolated let isReleased = Atomic<Bool>(false)
        init(_ methodCalled: @escaping @MainActor (MethodCall) -> Void) { self.methodCalled = methodCalled }
    }

    /// The connection, referenced while the object is registered on it.
    private var connection: OpaquePointer?
    private var registrationID: guint = 0

    /// Registers an object at `objectPath` on `connection` with the first interface of the
    /// D-Bus `introspection` XML; GDBus dispatches its method calls to `methodCalled` in the main
    /// context, on the main thread.
    /// - Throws: GLib's message when the XML names no interface or the path is taken.
    public init(
        connection: OpaquePointer, objectPath: String, introspection: String,
        methodCalled: @escaping @MainActor (MethodCall) -> Void
    ) throws(Failure) {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(introspection, &error) else {
            throw Failure(description: GLibErrorMessage.take(&error))
        }
        defer { g_dbus_node_info_unref(node) }
        guard let interface = node.pointee.interfaces?[0] else {
            throw Failure(description: "the introspection XML names no interface")
        }
        var vtable = GDBusInterfaceVTable(
            method_call: methodCallReceived, get_property: nil, set_property: nil,
            padding: (nil, nil, nil, nil, nil, nil, nil, nil))
        let box = Box(methodCalled)
        // GDBus copies the table and references the interface.
        registrationID = g_dbus_connection_register_object(
            connection, objectPath, interface, &vtable, Unmanaged.passRetained(box).toOpaque(), releaseBox, &error)
        guard registrationID != 0 else {
            // GLib 2.80 and later run the destroy-notify when registering fails, earlier ones do
            // not; either way it would have run by now, so the box is released exactly once.
            if !box.isReleased.load(ordering: .acquiring) { Unmanaged.passUnretained(box).release() }
            throw Failure(description: GLibErrorMessage.take(&error))
        }
        g_object_ref(UnsafeMutableRawPointer(connection))
        self.connection = connection
    }

    /// Whether the object is still on the bus.
    public var isRegistered: Bool { registrationID != 0 }

    /// Takes the object off the bus; GDBus then releases the closure. Safe to call again.
    public func unregister() {
        guard let connection else { return }
        g_dbus_connection_unregister_object(connection, registrationID)
        registrationID = 0
        self.connection = nil
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    isolated deinit {
        unregister()
    }
}

/// A call's pointers on their way to the main actor (GDBus calls on the main thread, which
/// `onMainThread` checks).
private struct ReceivedCall: @unchecked Sendable {
    let call: DBusObjectRegistration.MethodCall
    let box: UnsafeMutableRawPointer
}

private let methodCallReceived:
    @convention(c) (
        OpaquePointer?, UnsafePointer<gchar>?, UnsafePointer<gchar>?, UnsafePointer<gchar>?, UnsafePointer<gchar>?,
        OpaquePointer?, OpaquePointer?, gpointer?
    ) -> Void = { _, _, _, _, method, parameters, invocation, data in
        guard let method, let parameters, let invocation, let data else { return }
        let received = ReceivedCall(
            call: .init(method: String(cString: method), parameters: parameters, invocation: invocation), box: data)
        onMainThread(passing: received) { received in
            Unmanaged<DBusObjectRegistration.Box>.fromOpaque(received.box).takeUnretainedValue()
                .methodCalled(received.call)
        }
    }

/// GDBus's destroy-notify for the registration's box: the one release that balances `passRetained`.
private let releaseBox: GDestroyNotify = { data in
    guard let data else { return }
    let box = Unmanaged<DBusObjectRegistration.Box>.fromOpaque(data)
    box.takeUnretainedValue().isReleased.store(true, ordering: .releasing)
    box.release()
}
