// Running the main loop from a test until something has happened, for GTK 3 and GTK 4 alike:
// both toolkits dispatch their events, frames and idles from GLib's default main context.
import CGLib
import Foundation
import XCTest

/// Spins the default main context (GTK's main loop) from test code: until a condition holds (with a deadline), or until
/// no work is pending. Never sleeps a fixed time.
///
/// ```swift
/// RealInput.click(entry)
/// MainLoop.wait(until: { gtk_widget_is_focus(entry) != 0 }, "the entry to take focus")
/// ```
@MainActor
public enum MainLoop {
    /// How long `wait` waits when not told: generous, because test machines are often loaded.
    public static let defaultTimeout: Double = 5

    /// Runs pending main-loop work (events, idles, ready timeouts) until none is left.
    /// Does not wait for work that is scheduled later, such as the next frame.
    public static func drain() {
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }

    /// Spins the main loop until `condition` holds or `timeout` seconds pass; on timeout it
    /// records an XCTest failure naming what was awaited and returns false.
    ///
    /// ```swift
    /// MainLoop.wait(until: { buffer.text == "Hello" }, timeout: 2, "the buffer to read Hello")
    /// ```
    @discardableResult
    public static func wait(
        until condition: () -> Bool, timeout: Double = defaultTimeout, _ awaited: String,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let outcome = waitOutcome(until: condition, timeout: timeout, awaited)
        if let message = outcome.failureMessage { XCTFail(message, file: file, line: line) }
        return outcome.isMet
    }

    /// Spins the main loop until `condition` holds or `timeout` seconds pass, and says which
    /// happened; records no failure (for callers that decide themselves).
    ///
    /// ```swift
    /// let outcome = MainLoop.waitOutcome(until: { false }, timeout: 0.1, "nothing")
    /// // outcome.failureMessage == "Timed out after 0.1 s waiting for nothing"
    /// ```
    public static func waitOutcome(
        until condition: () -> Bool, timeout: Double = defaultTimeout, _ awaited: String
    ) -> WaitOutcome {
        let start = Date()
        let deadline = start.addingTimeInterval(timeout)
        // A short repeating timeout wakes the blocking iteration below, so the condition is
        // re-checked often even when no event arrives, without busy-spinning.
        let wakeUp = g_timeout_add(wakeUpMilliseconds, { _ in 1 }, nil)
        defer { g_source_remove(wakeUp) }
        while true {
            drain()
            if condition() { return .met(afterSeconds: Date().timeIntervalSince(start)) }
            if Date() >= deadline { return .timedOut(awaited: awaited, timeoutSeconds: timeout) }
            g_main_context_iteration(nil, 1)
        }
    }

    /// How often a wait re-checks its condition when nothing else wakes the loop.
    private static let wakeUpMilliseconds: guint = 5
}

extension MainLoop {
    /// Runs the main loop for `seconds`, handling whatever arrives meanwhile: a deliberate delay
    /// (a kill at a chosen moment, the gap between two polls of another process), never a wait
    /// for something to happen, which `wait(until:)` is for.
    ///
    /// ```swift
    /// RealInput.type("typed")
    /// MainLoop.run(for: 0.3)   // the app's autosave pause has not ended yet
    /// ```
    public static func run(for seconds: Double) {
        run(until: Date().addingTimeInterval(seconds))
    }

    /// Runs the main loop until the clock reaches `moment` (at once when it has).
    public static func run(until moment: Date) {
        _ = waitOutcome(
            until: { Date() >= moment }, timeout: max(0, moment.timeIntervalSinceNow) + 1,
            "the clock to reach \(moment)")
    }
}
