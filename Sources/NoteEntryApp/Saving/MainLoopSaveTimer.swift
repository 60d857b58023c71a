// The autosave timer of the running app: a main-loop timeout.
import GtkBinding

/// `SaveTimer` on GLib's main loop.
@MainActor
final class MainLoopSaveTimer: SaveTimer {
    private var source: MainLoopSource?

    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {
        source?.cancel()
        source = MainLoopSource.timeout(seconds: seconds, action)
    }

    func cancel() {
        source?.cancel()
        source = nil
    }
}
