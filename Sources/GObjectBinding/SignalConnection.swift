// A GObject signal handler owned by a Swift value.
//
// `g_signal_connect` is a macro that does not import; this wraps `g_signal_connect_data`. The
// Swift closure lives in a box retained once for GLib and released by GLib's destroy-notify,
// which runs when the handler is disconnected or the instance is finalised. So a closure can
// never outlive its handler and never be freed while its handler can still run.
import CGLib
import Synchronization

/// One connected signal handler; `disconnect()` removes it (idempotent), and so does dropping
/// the last reference to it.
///
/// ```swift
/// let connection = SignalConnection(buffer, "changed") { print("edited") }
/// // ...
/// connection.disconnect()
/// ```
@MainActor
public final class SignalConnection {
    /// The C shapes of the handlers we connect: what the signal passes before the user data.
    enum Handler {
        /// `void (*)(GObject *, gpointer)`: "changed", "clicked", "destroy", "style-updated".
        case plain(@MainActor () -> Void)
        /// `void (*)(GObject *, gpointer arg, gpointer)`: "notify", "preedit-changed", "size-allocate".
        case oneArgument(@MainActor (UnsafeMutableRawPointer?) -> Void)
        /// `void (*)(GObject *, gpointer, gpointer, gpointer)`: "mark-set", "delete-range".
        case twoArguments(@MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void)
        /// `gboolean (*)(GObject *, gpointer, gpointer)`: GTK's "*-event" signals.
        case event(@MainActor (UnsafeMutableRawPointer?) -> Bool)
        /// `gboolean (*)(GObject *, gpointer, gpointer, gpointer)`: "get-child-position".
        case twoArgumentsDeciding(@MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Bool)
        /// `void (*)(GObject *, gpointer, gpointer, gpointer, gpointer)`: "insert-text" (iter, text, length).
        case threeArguments(
            @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void)
        /// `gboolean (*)(GObject *, guint, guint, guint, gpointer)`: GTK 4's "key-pressed" (keyval,
        /// keycode, modifier state).
        case threeUnsignedDeciding(@MainActor (UInt32, UInt32, UInt32) -> Bool)
        /// `void (*)(GObject *, gint, gdouble, gdouble, gpointer)`: GTK 4's click gestures' "pressed"
        /// (press count, x, y); the doubles travel in floating-point registers, so no pointer-shaped
        /// thunk can read them.
        case countAndPoint(@MainActor (Int32, Double, Double) -> Void)
    }

    /// Number of handler closures that GLib still holds, across the process. Tests use it to
    /// prove that destroying a widget releases everything it connected.
    public nonisolated static var liveHandlerCount: Int { liveHandlers.load(ordering: .relaxed) }
    nonisolated static let liveHandlers = Atomic<Int>(0)

    /// The closure box GLib holds as user data.
    @MainActor final class Box {
        let handler: Handler
        var isConnected = true
        init(_ handler: Handler) { self.handler = handler }
    }

    /// A weak reference to the instance: it reads nil once the instance is being finalised, so
    /// disconnecting never touches a freed object (or a new one at the same address).
    private nonisolated(unsafe) let instance: UnsafeMutablePointer<GWeakRef>
    private let box: Box
    /// The id GLib gave the handler.
    public let handlerID: gulong

    /// Whether the handler is still connected: false after `disconnect()` or once the instance is gone.
    public var isConnected: Bool { box.isConnected }

    init(instance: UnsafeMutableRawPointer, signal: String, handler: Handler, after: Bool) {
        self.instance = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        self.instance.initialize(to: GWeakRef())
        g_weak_ref_init(self.instance, instance)
        self.box = Box(handler)
        let thunk: GCallback
        switch handler {
        case .plain: thunk = unsafeBitCast(plainThunk, to: GCallback.self)
        case .oneArgument: thunk = unsafeBitCast(oneArgumentThunk, to: GCallback.self)
        case .twoArguments: thunk = unsafeBitCast(twoArgumentsThunk, to: GCallback.self)
        case .threeArguments: thunk = unsafeBitCast(threeArgumentsThunk, to: GCallback.self)
        case .event: thunk = unsafeBitCast(eventThunk, to: GCallback.self)
        case .twoArgumentsDeciding: thunk = unsafeBitCast(twoArgumentsDecidingThunk, to: GCallback.self)
        case .threeUnsignedDeciding: thunk = unsafeBitCast(threeUnsignedDecidingThunk, to: GCallback.self)
        case .countAndPoint: thunk = unsafeBitCast(countAndPointThunk, to: GCallback.self)
        }
        Self.checkShape(of: signal, on: instance, matches: handler)
        Self.liveHandlers.add(1, ordering: .relaxed)
        handlerID = g_signal_connect_data(
            instance.assumingMemoryBound(to: GObject.self), signal, thunk,
            Unmanaged.passRetained(box).toOpaque(), releaseBox,
            after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
        precondition(handlerID != 0, "no signal \"\(signal)\" on this object")
    }

    /// A handler of the wrong shape reads its user data from the wrong register and crashes
    /// later, far from the mistake; so the signal's real parameter count is checked here.
    private static func checkShape(of signal: String, on instance: UnsafeMutableRawPointer, matches handler: Handler) {
        var signalID: guint = 0
        var detail: GQuark = 0
        let type = instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        guard g_signal_parse_name(signal, type, &signalID, &detail, 0) != 0 else {
            preconditionFailure("no signal \"\(signal)\" on \(String(cString: g_type_name(type)))")
        }
        var query = GSignalQuery()
        g_signal_query(signalID, &query)
        let expected: guint
        switch handler {
        case .plain: expected = 0
        case .oneArgument, .event: expected = 1
        case .twoArguments, .twoArgumentsDeciding: expected = 2
        case .threeArguments, .threeUnsignedDeciding, .countAndPoint: expected = 3
        }
        precondition(
            query.n_params == expected,
            "signal \"\(signal)\" passes \(query.n_params) argument(s); the handler takes \(expected)")
    }

    /// Connects a handler that takes no arguments (besides the instance).
    public convenience init<T: GObjectType>(
        _ instance: UnsafeMutablePointer<T>, _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor () -> Void
    ) {
        self.init(instance: instance.raw, signal: signal, handler: .plain(handler), after: after)
    }

    /// Connects a handler for a signal with one pointer argument (a `GParamSpec*`, a string ...).
    public convenience init<T: GObjectType>(
        _ instance: UnsafeMutablePointer<T>, _ signal: String, after: Bool = false,
        argument handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) {
        self.init(instance: instance.raw, signal: signal, handler: .oneArgument(handler), after: after)
    }

    /// Connects a handler for a signal with one pointer argument on an object whose C type is
    /// opaque to Swift (`GSimpleAction *`, a GIO interface): `object` must be a GObject.
    public convenience init(
        object: OpaquePointer, _ signal: String, after: Bool = false,
        argument handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) {
        self.init(instance: Self.checkedObject(object), signal: signal, handler: .oneArgument(handler), after: after)
    }

    /// Connects a handler for a signal with three unsigned integers that returns a boolean (true:
    /// handled), on an object whose C type is opaque to Swift: GTK 4's "key-pressed".
    public convenience init(
        object: OpaquePointer, _ signal: String, after: Bool = false,
        unsignedArguments handler: @escaping @MainActor (UInt32, UInt32, UInt32) -> Bool
    ) {
        self.init(
            instance: Self.checkedObject(object), signal: signal, handler: .threeUnsignedDeciding(handler), after: after
        )
    }

    /// Connects a handler for a signal with an integer and two doubles, on an object whose C type
    /// is opaque to Swift: GTK 4's click gestures' "pressed" (press count, x, y).
    public convenience init(
        object: OpaquePointer, _ signal: String, after: Bool = false,
        countAndPoint handler: @escaping @MainActor (Int32, Double, Double) -> Void
    ) {
        self.init(instance: Self.checkedObject(object), signal: signal, handler: .countAndPoint(handler), after: after)
    }

    /// `object` as an instance pointer, once it is known to be a GObject.
    private static func checkedObject(_ object: OpaquePointer) -> UnsafeMutableRawPointer {
        precondition(isInstance(UnsafeMutableRawPointer(object), ofType: g_object_get_type()), "not a GObject")
        return UnsafeMutableRawPointer(object)
    }

    /// Connects a handler for a signal with three pointer-sized arguments (an integer argument
    /// arrives as its bits: `Int(bitPattern:)`).
    public convenience init<T: GObjectType>(
        _ instance: UnsafeMutablePointer<T>, _ signal: String, after: Bool = false,
        threeArguments handler:
            @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    ) {
        self.init(instance: instance.raw, signal: signal, handler: .threeArguments(handler), after: after)
    }

    /// Connects a handler for a signal with two pointer arguments.
    public convenience init<T: GObjectType>(
        _ instance: UnsafeMutablePointer<T>, _ signal: String, after: Bool = false,
        arguments handler: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    ) {
        self.init(instance: instance.raw, signal: signal, handler: .twoArguments(handler), after: after)
    }

    /// Connects a handler for a signal with one pointer argument that returns a boolean (true:
    /// handled, stop other handlers), such as GTK's "*-event" signals (GtkBinding types the event).
    public convenience init<T: GObjectType>(
        _ instance: UnsafeMutablePointer<T>, _ signal: String, after: Bool = false,
        decidingOnArgument handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Bool
    ) {
        self.init(instance: instance.raw, signal: signal, handler: .event(handler), after: after)
    }

    /// Connects a handler for a signal with two pointer arguments that returns a boolean
    /// (true: handled, stop other handlers).
    public convenience init<T: GObjectType>(
        _ instance: UnsafeMutablePointer<T>, _ signal: String, after: Bool = false,
        deciding handler: @escaping @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Bool
    ) {
        self.init(instance: instance.raw, signal: signal, handler: .twoArgumentsDeciding(handler), after: after)
    }

    /// A connection nobody holds any more removes its handler: a handler lives exactly as long
    /// as its owner keeps it (or as long as the instance, whichever ends first).
    isolated deinit {
        disconnect()
        g_weak_ref_clear(instance)
        instance.deallocate()
    }

    /// Removes the handler. Safe to call again, and after the instance is gone.
    public func disconnect() {
        guard box.isConnected, let object = g_weak_ref_get(instance) else { return }
        defer { g_object_unref(object) }
        // GLib may have dropped the handler already (the instance is being disposed while its
        // closure still runs, so the destroy-notify is pending): then there is nothing to do.
        guard g_signal_handler_is_connected(object, handlerID) != 0 else { return }
        // Releases the box through the destroy-notify, which clears `isConnected`.
        g_signal_handler_disconnect(object, handlerID)
    }
}

private func box(_ userData: UnsafeMutableRawPointer?) -> SignalConnection.Box {
    Unmanaged<SignalConnection.Box>.fromOpaque(userData!).takeUnretainedValue()
}

private let plainThunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, userData in
    let target = box(userData)
    onHandlersThread(answering: ()) {
        if case .plain(let handler) = target.handler { handler() }
    }
}

private let oneArgumentThunk:
    @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> Void = { _, argument, userData in
        nonisolated(unsafe) let argument = argument
        let target = box(userData)
        onHandlersThread(answering: ()) {
            if case .oneArgument(let handler) = target.handler { handler(argument) }
        }
    }

private let twoArgumentsThunk:
    @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> Void = { _, first, second, userData in
        nonisolated(unsafe) let first = first
        nonisolated(unsafe) let second = second
        let target = box(userData)
        onHandlersThread(answering: ()) {
            if case .twoArguments(let handler) = target.handler { handler(first, second) }
        }
    }

private let threeArgumentsThunk:
    @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
        UnsafeMutableRawPointer?
    ) -> Void = { _, first, second, third, userData in
        nonisolated(unsafe) let first = first
        nonisolated(unsafe) let second = second
        nonisolated(unsafe) let third = third
        let target = box(userData)
        onHandlersThread(answering: ()) {
            if case .threeArguments(let handler) = target.handler { handler(first, second, third) }
        }
    }

private let eventThunk:
    @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> gboolean = { _, event, userData in
        nonisolated(unsafe) let event = event
        let target = box(userData)
        return onHandlersThread(answering: 0) {
            guard case .event(let handler) = target.handler else { return 0 }
            return handler(event) ? 1 : 0
        }
    }

private let twoArgumentsDecidingThunk:
    @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> gboolean = { _, first, second, userData in
        nonisolated(unsafe) let first = first
        nonisolated(unsafe) let second = second
        let target = box(userData)
        return onHandlersThread(answering: 0) {
            guard case .twoArgumentsDeciding(let handler) = target.handler else { return 0 }
            return handler(first, second) ? 1 : 0
        }
    }

private let threeUnsignedDecidingThunk:
    @convention(c) (
        UnsafeMutableRawPointer?, guint, guint, guint, UnsafeMutableRawPointer?
    ) -> gboolean = { _, first, second, third, userData in
        let target = box(userData)
        return onHandlersThread(answering: 0) {
            guard case .threeUnsignedDeciding(let handler) = target.handler else { return 0 }
            return handler(first, second, third) ? 1 : 0
        }
    }

private let countAndPointThunk:
    @convention(c) (
        UnsafeMutableRawPointer?, gint, gdouble, gdouble, UnsafeMutableRawPointer?
    ) -> Void = { _, count, x, y, userData in
        let target = box(userData)
        onHandlersThread(answering: ()) {
            if case .countAndPoint(let handler) = target.handler { handler(count, x, y) }
        }
    }

/// GLib's destroy-notify for a handler's box: the one release that balances `passRetained`.
private let releaseBox: GClosureNotify = { userData, _ in
    guard let userData else { return }
    let box = Unmanaged<SignalConnection.Box>.fromOpaque(userData).takeRetainedValue()
    // Released on another thread (the instance dropped there), the box is still freed with the
    // handler's closure; `isConnected`, main-actor state, stays true, and disconnecting later finds
    // the instance gone through its weak reference.
    onHandlersThread(answering: ()) { box.isConnected = false }
    SignalConnection.liveHandlers.subtract(1, ordering: .relaxed)
}

/// Runs a handler GLib calls, on the main thread only: GLib runs handlers on whatever thread a
/// caller emits from, destroys or drops the instance on, and there a critical says so and `fallback`
/// answers, the handler (main-actor state) not run, instead of the program stopping.
@inline(__always)
private func onHandlersThread<Result>(answering fallback: Result, _ body: @MainActor () -> Result) -> Result {
    onMainThread(passing: (), elseCritical: "a signal handler", domain: "GObjectBinding", answering: fallback) { _ in
        body()
    }
}
