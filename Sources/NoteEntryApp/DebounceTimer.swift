// Runs an action once things have been quiet for a while (e.g. saving after the last keystroke).
import GtkBinding

/// A main-loop timer that fires `action` `delay` seconds after the last `restart()`.
///
/// ```swift
/// let autosave = DebounceTimer(delay: 0.5) { save() }
/// autosave.restart()   // on every keystroke
/// autosave.cancel()    // saved by other means
/// ```
@MainActor
final class DebounceTimer {
    /// Seconds of quiet before the action runs.
    let delay: Double
    private let action: @MainActor () -> Void
    private var source: MainLoopSource?

    /// A stopped timer.
    init(delay: Double, action: @escaping @MainActor () -> Void) {
        self.delay = delay
        self.action = action
    }

    /// Whether the action is waiting to run.
    var isPending: Bool { source?.isPending ?? false }

    /// (Re)starts the wait: the action runs `delay` seconds from now unless restarted again.
    func restart() {
        source?.cancel()
        source = MainLoopSource.timeout(seconds: delay) { [weak self] in self?.action() }
    }

    /// Stops the wait without running the action.
    func cancel() {
        source?.cancel()
        source = nil
    }
}
