// The X display going away (the X server ended or the connection broke) while the app runs.
//
// GDK's own handler prints a message and ends the process at once, so whatever the app held
// only in memory is lost. This puts the app's handler in its place: it runs on the main
// thread, must not draw (the display is gone), and the process then exits with status 1.
import CGtk
import Glibc

/// What to do when the connection to the X display is lost.
///
/// ```swift
/// try GtkRuntime.start()
/// DisplayConnectionLoss.install { saveEverythingToDisk() }
/// ```
@MainActor
public enum DisplayConnectionLoss {
    /// Runs `handler` when Xlib reports a fatal I/O error on the display, then exits with
    /// status 1. Call after GTK opened the display (it installs its own handler then).
    public static func install(_ handler: @escaping @MainActor () -> Void) {
        displayLossHandler = handler
        XSetIOErrorHandler(displayIOError)
    }
}

/// Set once on the main thread before the handler can run, read by it on the main thread.
private nonisolated(unsafe) var displayLossHandler: (@MainActor () -> Void)?

private let displayIOError: XIOErrorHandler = { _ in
    if let handler = displayLossHandler {
        displayLossHandler = nil  // a second I/O error while handling the first just exits
        onMainThread { handler() }
    }
    _exit(1)
}
