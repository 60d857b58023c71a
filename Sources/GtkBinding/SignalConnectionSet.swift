// The signal handlers one Swift object connected, disconnected together.
import CGtk

/// Collects `SignalConnection`s so their owner can drop all of them at once, e.g. when its
/// widget is destroyed or a buffer it listened to is replaced.
///
/// ```swift
/// var connections = SignalConnectionSet()
/// connections.add(SignalConnection(buffer, "changed") { update() })
/// connections.disconnectAll()
/// ```
@MainActor
public struct SignalConnectionSet {
    private var connections: [SignalConnection] = []

    /// An empty set.
    public init() {}

    /// Keeps `connection` until `disconnectAll()`.
    public mutating func add(_ connection: SignalConnection) {
        connections.append(connection)
    }

    /// How many connections the set holds.
    public var count: Int { connections.count }

    /// Disconnects every handler and empties the set.
    public mutating func disconnectAll() {
        for connection in connections { connection.disconnect() }
        connections.removeAll()
    }
}
