// SIGTERM and SIGINT handled on the main loop, so the app can save before it quits.
import Glibc
import GtkBinding

/// Runs `handler` on the main loop when the process gets SIGTERM or SIGINT (instead of dying
/// at once), e.g. to save the note being edited and quit cleanly.
@MainActor
final class TerminationSignals {
    private var sources: [MainLoopSource] = []

    /// Starts handling SIGTERM and SIGINT; `remove()` stops.
    init(handler: @escaping @MainActor () -> Void) {
        // A second signal while quitting is handled the same way.
        sources = [SIGTERM, SIGINT].map { MainLoopSource.unixSignal($0, handler) }
    }

    /// Restores the default handling of both signals.
    func remove() {
        for source in sources { source.cancel() }
        sources.removeAll()
    }
}
