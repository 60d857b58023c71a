// A signal connection made once per object, however often it is asked for.

/// Holds at most one `SignalConnection` per object: asking again for an object already connected
/// does nothing. The objects are held weakly, so one finalised and another made at its address is
/// a new object.
///
/// ```swift
/// let keyListeners = OneConnectionPerObject<GtkWidget>()
/// keyListeners.connect(to: row) { SignalConnection(row, event: "key-press-event") { keyPressed($0) } }
/// keyListeners.disconnectAll()
/// ```
@MainActor
public final class OneConnectionPerObject<Pointee> {
    private let connections = SignalConnectionSet()
    private var objects: [WeakObject<Pointee>] = []

    /// None yet.
    public init() {}

    /// Keeps the connection `make` returns, unless `object` has one already; says whether it made one.
    @discardableResult
    public func connect(to object: UnsafeMutablePointer<Pointee>, _ make: () -> SignalConnection) -> Bool {
        guard !objects.contains(where: { $0.object == object }) else { return false }
        objects.append(WeakObject(object))
        connections.add(make())
        return true
    }

    /// Disconnects every connection and forgets the objects.
    public func disconnectAll() {
        connections.disconnectAll()
        objects.removeAll()
    }
}
