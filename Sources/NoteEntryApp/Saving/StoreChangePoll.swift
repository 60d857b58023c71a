// The main-loop timer that has the session look at the store for other programs' changes.
import GtkBinding

/// Runs an action every `seconds` on the main loop until cancelled (or dropped).
@MainActor
final class StoreChangePoll {
    private var source: MainLoopSource?
    private let seconds: Double
    private let action: @MainActor () -> Void

    /// Starts running `action` every `seconds`.
    init(every seconds: Double, _ action: @escaping @MainActor () -> Void) {
        self.seconds = seconds
        self.action = action
        schedule()
    }

    private func schedule() {
        source = MainLoopSource.timeout(seconds: seconds) { [weak self] in
            guard let self else { return }
            action()
            // The action may have cancelled the poll.
            if source != nil { schedule() }
        }
    }

    /// Stops the poll.
    func cancel() {
        source?.cancel()
        source = nil
    }
}
