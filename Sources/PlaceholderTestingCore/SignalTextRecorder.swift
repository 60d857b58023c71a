// Recording what a signal that carries text delivered, for either toolkit's widgets.
import GObjectBinding

/// Records the string each emission of a signal with one string argument carries, such as a
/// `PlaceholderTextView`'s `done (text)`, until `stop()`.
///
/// ```swift
/// let done = SignalTextRecorder(view.widget, "done")
/// defer { done.stop() }
/// view.endEditing()
/// XCTAssertEqual(done.texts, ["typed"])
/// ```
@MainActor
public final class SignalTextRecorder {
    /// The texts delivered so far, in order ("<null>" for a NULL string).
    public private(set) var texts: [String] = []
    private var connection: SignalConnection?

    /// Starts recording `signal` of `instance`.
    public init<T: GObjectType>(_ instance: UnsafeMutablePointer<T>, _ signal: String) {
        connection = SignalConnection(
            instance, signal,
            argument: { [weak self] text in
                self?.texts.append(text.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "<null>")
            })
    }

    /// Disconnects from the signal; `texts` keeps what was recorded.
    public func stop() { connection?.disconnect() }
}
