// Starting GTK once per process.
import CGtk
import Glibc

/// GTK's process-wide initialisation.
public enum GtkRuntime {
    /// Errors starting GTK.
    public enum StartError: Error, CustomStringConvertible {
        /// No display could be opened (no `$DISPLAY`, or the X server refused).
        case noDisplay(String?)

        /// What failed and how to fix it, as a line for a terminal: the display named (or that
        /// `DISPLAY` is unset), then a hint to run under xvfb-run or set `DISPLAY`.
        public var description: String {
            switch self {
            case .noDisplay(let display):
                return "cannot open the display \(display.map { "\"\($0)\"" } ?? "(DISPLAY is not set)"); "
                    + "run under xvfb-run, or set DISPLAY"
            }
        }
    }

    @MainActor private static var started = false

    /// Initialises GTK if it is not yet; throws when no display can be opened.
    @MainActor
    public static func start() throws(StartError) {
        if started { return }
        guard gtk_init_check(nil, nil) != 0 else {
            throw .noDisplay(getenv("DISPLAY").map { String(cString: $0) })
        }
        started = true
    }

    /// Handles what already arrived, without blocking: queued keys and clicks, input-method and
    /// D-Bus replies, timeouts that are due, resizes. Unlike `drainEvents()`, it does not wait for
    /// redraws or a text view's background layout (seconds for a 20 MB text).
    @MainActor
    public static func handleQueuedInput() {
        PendingMainLoopWork.dispatch(upTo: G_PRIORITY_HIGH_IDLE + 10)
    }

    /// Runs pending main-loop work until none is left, without blocking.
    @MainActor
    public static func drainEvents() {
        while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
    }
}
