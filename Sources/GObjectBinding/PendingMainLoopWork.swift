// Running the main loop's work that is due now, but only the urgent part of it.
import CGLib

/// Work of the default main context (GTK's) that is ready now.
///
/// `while g_main_context_pending() { g_main_context_iteration() }` also runs background idles
/// that are always ready: a `GtkTextView` holding a 20 MB note keeps its background layout
/// (priority `G_PRIORITY_HIGH_IDLE + 25`) ready for many seconds, so such a loop does not end
/// before every line is laid out. Dispatching only sources at least as urgent as a priority
/// handles input and replies that already arrived without waiting for that.
///
/// ```swift
/// // Keys queued behind a signal, D-Bus replies, timeouts due: yes; redraws and layout: no.
/// PendingMainLoopWork.dispatch(upTo: G_PRIORITY_HIGH_IDLE + 10)
/// ```
public enum PendingMainLoopWork {
    /// Dispatches, without blocking, every source that is ready and at least as urgent as
    /// `priority` (GLib's numbers: lower is more urgent), again until none is ready; sources
    /// less urgent stay pending.
    ///
    /// How: an idle of `priority` is always ready, so each iteration of the main context
    /// dispatches only its most urgent ready sources, never any less urgent than the idle; the
    /// iteration that reaches the idle itself had nothing more urgent left to do.
    @MainActor
    public static func dispatch(upTo priority: Int32) {
        let nothingMoreUrgent = MainLoopSource.idle(priority: priority) {}
        while nothingMoreUrgent.isPending {
            guard g_main_context_iteration(nil, 0) != 0 else { break }
        }
        nothingMoreUrgent.cancel()
    }
}
