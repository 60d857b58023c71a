// A GObject signal handler owned by a Swift value.
//
// `g_signal_connect` is a macro that does not import; this wraps `g_signal_connect_data`. The
// Swift closure lives in a box retained once for GLib and released by GLib's destroy-notify, which
// runs when the handler is disconnected or the instance is finalised: a closure never outlives
// its handler and is never freed while its handler can still run.
import CGtk4
import Synchronization

/// One connected signal handler; `disconnect()` removes it (idempotent), and so does dropping the
/// last reference to it.
///
/// ```swift
/// let connection = SignalConnection(buffer, "changed") { print("edited") }
/// connection.disconnect()
/// ```
@MainActor
public final class SignalConnection {
    /// The C shapes of the handlers connected: what the signal passes before the user data.
    enum Handler {
        /// `void (*)(GObject *, gpointer)`: "changed", "clicked", "destroy".
        case plain(@MainActor () -> Void)
        /// `void (*)(GObject *, gpointer arg, gpointer)`: "notify", "preedit-changed".
        case oneArgument(@MainActor (UnsafeMutableRawPointer?) -> Void)
        /// `gboolean (*)(GtkEventControllerKey *, guint keyval, guint keycode, GdkModifierType, gpointer)`.
        case key(@MainActor (UInt32, UInt32, UInt32) -> Bool)
        /// `void (*)(GtkGestureClick *, gint n_press, gdouble x, gdouble y, gpointer)`.
        case press(@MainActor (Int32, Double, Double) -> Void)

        var parameterCount: guint {
            switch self {
            case .plain: return 0
            case .oneArgument: return 1
            case .key, .press: return 3
            }
        }
    }

    /// Number of handler closures GLib still holds, across the process: tests use it to prove
    /// that destroying a widget releases everything it connected.
    public nonisolated static var liveHandlerCount: Int { liveHandlers.load(ordering: .relaxed) }
    nonisolated static let liveHandlers = Atomic<Int>(0)

    /// The closure box GLib holds as user data.
    @MainActor final class Box {
        let handler: Handler
        var isConnected = true
        init(_ handler: Handler) { self.handler = handler }
    }

    /// Held weakly: it reads nil once the instance is being finalised.
    private nonisolated(unsafe) let instance: UnsafeMutablePointer<GWeakRef>
    private let box: Box
    /// The id GLib gave the handler.
    public let handlerID: gulong

    /// Whether the handler is still connected.
    public var isConnected: Bool { box.isConnected }

    init(instance: UnsafeMutableRawPointer, signal: String, handler: Handler, after: Bool) {
        self.instance = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        self.instance.initialize(to: GWeakRef())
        g_weak_ref_init(self.instance, instance)
        box = Box(handler)
        let thunk: GCallback
        switch handler {
        case .plain: thunk = unsafeBitCast(plainThunk, to: GCallback.self)
        case .oneArgument: thunk = unsafeBitCast(oneArgumentThunk, to: GCallback.self)
        case .key: thunk = unsafeBitCast(keyThunk, to: GCallback.self)
        case .press: thunk = unsafeBitCast(pressThunk, to: GCallback.self)
        }
        Self.checkShape(of: signal, on: instance, matches: handler)
        Self.liveHandlers.add(1, ordering: .relaxed)
        handlerID = g_signal_connect_data(
            instance.assumingMemoryBound(to: GObject.self), signal, thunk,
            Unmanaged.passRetained(box).toOpaque(), releaseBox,
            after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
        precondition(handlerID != 0, "no signal \"\(signal)\" on this object")
    }

    /// A handler of the wrong shape reads its user data from the wrong register and crashes far
    /// from the mistake; so the signal's parameter count is checked here.
    private static func checkShape(of signal: String, on instance: UnsafeMutableRawPointer, matches handler: Handler) {
        var signalID: guint = 0
        var detail: GQuark = 0
        let type = instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        guard g_signal_parse_name(signal, type, &signalID, &detail, 0) != 0 else {
            preconditionFailure("no signal \"\(signal)\" on \(String(cString: g_type_name(type)))")
        }
        var query = GSignalQuery()
        g_signal_query(signalID, &query)
        precondition(query.n_params == handler.parameterCount,
            "signal \"\(signal)\" passes \(query.n_params) argument(s); the handler takes \(handler.parameterCount)")
    }

    /// Connects a handler that takes no arguments (besides the instance).
    public convenience init<T: GObjectType>(
        _ instance: UnsafeMutablePointer<T>, _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor () -> Void
    ) {
        self.init(instance: instance.raw, signal: signal, handler: .plain(handler), after: after)
    }

    /// Connects a handler for a signal with one pointer-sized argument (a `GParamSpec*`, a string ...).
    public convenience init<T: GObjectType>(
        _ instance: UnsafeMutablePointer<T>, _ signal: String, after: Bool = false,
        argument handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) {
        self.init(instance: instance.raw, signal: signal, handler: .oneArgument(handler), after: after)
    }

    /// Connects a handler that takes no arguments on an object GTK 4 imports opaquely (a final
    /// type such as `GtkSettings`); `object` must be a GObject.
    public convenience init(object: OpaquePointer, _ signal: String, after: Bool = false, _ handler: @escaping @MainActor () -> Void) {
        precondition(isInstance(UnsafeMutableRawPointer(object), ofType: g_object_get_type()), "not a GObject")
        self.init(instance: UnsafeMutableRawPointer(object), signal: signal, handler: .plain(handler), after: after)
    }

    /// Connects a one-argument handler on an object GTK 4 imports opaquely; `object` must be a GObject.
    public convenience init(
        object: OpaquePointer, _ signal: String, after: Bool = false,
        argument handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) {
        precondition(isInstance(UnsafeMutableRawPointer(object), ofType: g_object_get_type()), "not a GObject")
        self.init(instance: UnsafeMutableRawPointer(object), signal: signal, handler: .oneArgument(handler), after: after)
    }

    /// Connects to a `GtkEventControllerKey`'s "key-pressed": keyval, keycode, modifier state;
    /// returning true stops the key there.
    public convenience init(
        keyController: OpaquePointer,
        _ handler: @escaping @MainActor (_ keyval: UInt32, _ keycode: UInt32, _ state: UInt32) -> Bool
    ) {
        self.init(instance: UnsafeMutableRawPointer(keyController), signal: "key-pressed", handler: .key(handler), after: false)
    }

    /// Connects to a `GtkGestureClick`'s "pressed": press count and position in the widget.
    public convenience init(
        clickGesture: OpaquePointer,
        _ handler: @escaping @MainActor (_ pressCount: Int32, _ x: Double, _ y: Double) -> Void
    ) {
        self.init(instance: UnsafeMutableRawPointer(clickGesture), signal: "pressed", handler: .press(handler), after: false)
    }

    isolated deinit {
        disconnect()
        g_weak_ref_clear(instance)
        instance.deallocate()
    }

    /// Removes the handler. Safe to call again, and after the instance is gone.
    public func disconnect() {
        guard box.isConnected, let object = g_weak_ref_get(instance) else { return }
        defer { g_object_unref(object) }
        guard g_signal_handler_is_connected(object, handlerID) != 0 else { return }
        g_signal_handler_disconnect(object, handlerID)
    }
}

private func box(_ userData: UnsafeMutableRawPointer?) -> SignalConnection.Box {
    Unmanaged<SignalConnection.Box>.fromOpaque(userData!).takeUnretainedValue()
}

private let plainThunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, userData in
    let target = box(userData)
    onMainThread {
        if case .plain(let handler) = target.handler { handler() }
    }
}

private let oneArgumentThunk: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
) -> Void = { _, argument, userData in
    nonisolated(unsafe) let argument = argument
    let target = box(userData)
    onMainThread {
        if case .oneArgument(let handler) = target.handler { handler(argument) }
    }
}

private let keyThunk: @convention(c) (
    UnsafeMutableRawPointer?, guint, guint, guint, UnsafeMutableRawPointer?
) -> gboolean = { _, keyval, keycode, state, userData in
    let target = box(userData)
    return onMainThread {
        guard case .key(let handler) = target.handler else { return 0 }
        return handler(keyval, keycode, state) ? 1 : 0
    }
}

private let pressThunk: @convention(c) (
    UnsafeMutableRawPointer?, gint, gdouble, gdouble, UnsafeMutableRawPointer?
) -> Void = { _, count, x, y, userData in
    let target = box(userData)
    onMainThread {
        if case .press(let handler) = target.handler { handler(count, x, y) }
    }
}

/// GLib's destroy-notify for a handler's box: the one release that balances `passRetained`.
private let releaseBox: GClosureNotify = { userData, _ in
    guard let userData else { return }
    let box = Unmanaged<SignalConnection.Box>.fromOpaque(userData).takeRetainedValue()
    onMainThread { box.isConnected = false }
    SignalConnection.liveHandlers.subtract(1, ordering: .relaxed)
}
