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
        let counter = FrameCounter()
        let ticks = FrameTicks(on: gtk_widget_get_toplevel(widget)!) { _ in counter.frames += 1 }
        defer { ticks.cancel() }
        return waitOutcome(until: { counter.frames >= 2 }, timeout: timeout, "a painted frame")
    }
}

/// Frames seen since the wait began.
@MainActor
private final class FrameCounter {
    var frames = 0
}
