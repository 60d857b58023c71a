// What came of waiting for a condition on the main loop.
import Foundation

/// The result of `MainLoop.waitOutcome(until:timeout:_:)`: the condition held, or the deadline
/// passed first, with a message that names what was awaited and for how long.
///
/// ```swift
/// let outcome = MainLoop.waitOutcome(until: { saved }, timeout: 1, "the note to be saved")
/// if let message = outcome.failureMessage { print(message) }
/// // "Timed out after 1.0 s waiting for the note to be saved"
/// ```
public enum WaitOutcome: Sendable, Equatable {
    /// The condition held after `seconds` of waiting.
    case met(afterSeconds: Double)
    /// The deadline passed before the condition held.
    case timedOut(awaited: String, timeoutSeconds: Double)

    /// Whether the condition held before the deadline.
    public var isMet: Bool {
        if case .met = self { return true }
        return false
    }

    /// A sentence for a test failure, or nil when the condition held.
    public var failureMessage: String? {
        switch self {
        case .met:
            return nil
        case .timedOut(let awaited, let timeout):
            return "Timed out after \(String(format: "%.1f", timeout)) s waiting for \(awaited)"
        }
    }
}
