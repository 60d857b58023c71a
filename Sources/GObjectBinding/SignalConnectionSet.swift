// The signal handlers one Swift object connected, disconnected together.
import CGLib

/// Collects `SignalConnection`s so their owner can drop all of them at once, e.g. when its
/// widget is destroyed or a buffer it listened to is replaced.
///
/// ```swift
/// let connections = SignalConnectionSet()
/// connections.add(SignalConnection(buffer, "changed") { update() })
/// connections.disconnectAll(whenDestroyed: widget)   // GtkBinding; or, at any time:
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
}
