// SIGTERM, SIGINT and SIGHUP handled on the main loop, so the app can save before it quits.
import Glibc
import GtkBinding

/// Runs `handler` on the main loop when the process gets SIGTERM (logout, shutdown, `kill`),
/// SIGINT (Ctrl+C) or SIGHUP (its terminal closed) instead of dying at once, e.g. to save the
/// note being edited and quit cleanly.
@MainActor
final class TerminationSignals {
    private var sources: [MainLoopSource] = []

    /// The signals handled.
    static let handled = [SIGTERM, SIGINT, SIGHUP]

    /// Starts handling the signals; `remove()` stops.
    init(handler: @escaping @MainActor () -> Void) {
        // A second signal while quitting is handled the same way.
        sources = Self.handled.map { MainLoopSource.unixSignal($0, handler) }
    }

    /// Restores the default handling of the signals.
    func remove() {
        for source in sources { source.cancel() }
        sources.removeAll()
    }
}
