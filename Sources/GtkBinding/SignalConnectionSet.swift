// The signal handlers one Swift object connected, disconnected together.
import CGtk

/// Collects `SignalConnection`s so their owner can drop all of them at once, e.g. when its
/// widget is destroyed or a buffer it listened to is replaced.
///
/// ```swift
/// let connections = SignalConnectionSet()
/// connections.add(SignalConnection(buffer, "changed") { update() })
/// connections.disconnectAll(whenDestroyed: widget)   // or, at any time:
/// connections.disconnectAll()
/// ```
@MainActor
public final class SignalConnectionSet {
    private var connections: [SignalConnection] = []

    /// An empty set.
    public init() {}

    /// Keeps `connection` until `disconnectAll()`.
    public func add(_ connection: SignalConnection) {
        connections.append(connection)
    }

    /// How many connections the set holds.
    public var count: Int { connections.count }

    /// Disconnects every handler and empties the set.
    public func disconnectAll() {
        let connected = connections
        connections.removeAll()
        for connection in connected { connection.disconnect() }
    }

    /// Disconnects every handler of the set, those added later included, when `widget` is
    /// destroyed: the "on destroy, disconnect all" that widget owners would otherwise write by
    /// hand. The destroy handler is itself in the set, so `disconnectAll()` also removes it; call
    /// this again after such a `disconnectAll()` to keep the rule.
    public func disconnectAll(whenDestroyed widget: UnsafeMutablePointer<GtkWidget>) {
        add(SignalConnection(widget, "destroy") { [weak self] in self?.disconnectAll() })
    }
}
