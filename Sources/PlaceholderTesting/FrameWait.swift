// Waiting until GTK has painted everything that was invalidated so far. One source for both test
// kits: PlaceholderTesting4 (the GTK 4 package) compiles this file too, with PLACEHOLDER_GTK4.
import PlaceholderTestingCore
import XCTest

#if PLACEHOLDER_GTK4
    import CGtk4
    import Gtk4Binding
#else
    import CGtk
    import GtkBinding
#endif

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
    /// let picture = try Snapshot(of: textView)
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
        #if PLACEHOLDER_GTK4
            // A GTK 4 widget ticks on its window's frame clock.
            let ticking = widget
        #else
            let ticking = gtk_widget_get_toplevel(widget)!
        #endif
        let ticks = FrameTicks(on: ticking) { _ in counter.frames += 1 }
        defer { ticks.cancel() }
        return waitOutcome(until: { counter.frames >= 2 }, timeout: timeout, "a painted frame")
    }
}

/// Frames seen since the wait began.
@MainActor
private final class FrameCounter {
    var frames = 0
}
