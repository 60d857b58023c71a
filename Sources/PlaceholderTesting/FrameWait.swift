// Waiting until GTK has painted everything that was invalidated so far.
import CGtk
import GtkBinding
import XCTest

extension MainLoop {
    /// Spins the main loop until the widget's toplevel has painted a whole frame, so what the
    /// widget shows reflects every change made before the call (text, focus, styles).
    ///
    /// GTK paints on its frame clock, not when events are drained: `drain()` alone can return
    /// while a repaint is still scheduled for the next frame. A tick callback runs in a frame's
    /// update phase, before that frame's layout and paint; the second tick therefore comes
    /// after a frame that was entirely painted.
    ///
    /// ```swift
    /// RealInput.type("Hello")
    /// MainLoop.waitForPaintedFrame(of: textView)
    /// let picture = Snapshot(of: textView)
    /// ```
    @discardableResult
    public static func waitForPaintedFrame(
        of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double = defaultTimeout,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let outcome = paintedFrameOutcome(of: widget, timeout: timeout)
        if let message = outcome.failureMessage { XCTFail(message, file: file, line: line) }
        return outcome.isMet
    }

    /// Like `waitForPaintedFrame(of:timeout:)`, but records no failure: says what happened.
    public static func paintedFrameOutcome(
        of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double = defaultTimeout
    ) -> WaitOutcome {
        drain()
        let counter = TickCounter()
        let toplevel = gtk_widget_get_toplevel(widget)!
        let id = gtk_widget_add_tick_callback(
            toplevel, countTick, Unmanaged.passRetained(counter).toOpaque(), releaseTickCounter)
        defer { gtk_widget_remove_tick_callback(toplevel, id) }
        return waitOutcome(until: { counter.ticks >= 2 }, timeout: timeout, "a painted frame")
    }
}

/// Counts frames seen by a tick callback.
@MainActor
private final class TickCounter {
    var ticks = 0
}

private let countTick: GtkTickCallback = { _, _, userData in
    let counter = Unmanaged<TickCounter>.fromOpaque(userData!).takeUnretainedValue()
    return MainActor.assumeIsolated {
        counter.ticks += 1
        return 1  // G_SOURCE_CONTINUE: removed by the waiter
    }
}

private let releaseTickCounter: GDestroyNotify = { userData in
    guard let userData else { return }
    Unmanaged<TickCounter>.fromOpaque(userData).release()
}
