// GTK's event signals ("key-press-event", "draw" ...), with the GdkEvent typed.
import CGtk
import GObjectBinding

extension SignalConnection {
    /// Connects a handler for a `GdkEvent` signal; return true to stop the event there.
    ///
    /// ```swift
    /// let keys = SignalConnection(textView, event: "key-press-event") { event in handled(event) }
    /// ```
    public convenience init<T: GObjectType>(
        _ instance: UnsafeMutablePointer<T>, event signal: String, after: Bool = false,
        _ handler: @escaping @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool
    ) {
        self.init(
            instance, signal, after: after,
            decidingOnArgument: { event in
                guard let event else { return false }
                return handler(event.assumingMemoryBound(to: GdkEvent.self))
            })
    }
}
