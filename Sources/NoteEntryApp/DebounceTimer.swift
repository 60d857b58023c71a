// Runs an action once things have been quiet for a while (e.g. saving after the last keystroke).
import CGtk

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
    private var sourceID: guint = 0

    /// A stopped timer.
    init(delay: Double, action: @escaping @MainActor () -> Void) {
        self.delay = delay
        self.action = action
    }

    /// Whether the action is waiting to run.
    var isPending: Bool { sourceID != 0 }

    /// (Re)starts the wait: the action runs `delay` seconds from now unless restarted again.
    func restart() {
        cancel()
        sourceID = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(delay * 1000), debounceFired,
            Unmanaged.passRetained(self).toOpaque(), releaseDebounceTimer)
    }

    /// Stops the wait without running the action.
    func cancel() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    fileprivate func fire() {
        sourceID = 0
        action()
    }
}

private let debounceFired: GSourceFunc = { userData in
    let timer = Unmanaged<DebounceTimer>.fromOpaque(userData!).takeUnretainedValue()
    MainActor.assumeIsolated { timer.fire() }
    return 0  // G_SOURCE_REMOVE: one shot
}

private let releaseDebounceTimer: GDestroyNotify = { userData in
    guard let userData else { return }
    Unmanaged<DebounceTimer>.fromOpaque(userData).release()
}
