// SIGTERM and SIGINT handled on the main loop, so the app can save before it quits.
import CGtk
import Glibc

/// Runs `handler` on the main loop when the process gets SIGTERM or SIGINT (instead of dying
/// at once), e.g. to save the note being edited and quit cleanly.
@MainActor
final class TerminationSignals {
    private var sourceIDs: [guint] = []
    private let handler: @MainActor () -> Void

    /// Starts handling SIGTERM and SIGINT; `remove()` stops.
    init(handler: @escaping @MainActor () -> Void) {
        self.handler = handler
        for signal in [SIGTERM, SIGINT] {
            sourceIDs.append(g_unix_signal_add_full(
                G_PRIORITY_DEFAULT, signal, terminationSignalReceived,
                Unmanaged.passRetained(self).toOpaque(), releaseTerminationSignals))
        }
    }

    /// Restores the default handling of both signals.
    func remove() {
        for id in sourceIDs { g_source_remove(id) }
        sourceIDs.removeAll()
    }

    fileprivate func received() {
        handler()
    }
}

private let terminationSignalReceived: GSourceFunc = { userData in
    let signals = Unmanaged<TerminationSignals>.fromOpaque(userData!).takeUnretainedValue()
    MainActor.assumeIsolated { signals.received() }
    return 1  // G_SOURCE_CONTINUE: a second signal while quitting is handled the same way
}

private let releaseTerminationSignals: GDestroyNotify = { userData in
    guard let userData else { return }
    Unmanaged<TerminationSignals>.fromOpaque(userData).release()
}
