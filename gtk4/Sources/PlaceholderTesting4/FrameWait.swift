// Waiting until GTK 4 has painted what changed (the main loop itself is the shared kit's).
import CGtk4
import PlaceholderTestingCore
import XCTest

extension MainLoop {
    /// Spins the main loop until `widget`'s frame clock has painted two more frames, so what the
    /// widget shows reflects every change made before the call (text, focus, styles).
    ///
    /// ```swift
    /// RealInput.type("Hello")
    /// MainLoop.waitForPaintedFrame(of: textView)
    /// ```
    @discardableResult
    public static func waitForPaintedFrame(
        of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double = defaultTimeout,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        guard gtk_widget_get_frame_clock(widget) != nil else {
            XCTFail("the widget has no frame clock: is it in a mapped window?", file: file, line: line)
            return false
        }
        let outcome = paintedFrameOutcome(of: widget, timeout: timeout)
        if let message = outcome.failureMessage { XCTFail(message, file: file, line: line) }
        return outcome.isMet
    }

    /// Like `waitForPaintedFrame(of:timeout:)`, but records no failure: says what happened (a
    /// widget outside a mapped window, which has no frame clock, times out at once).
    public static func paintedFrameOutcome(
        of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double = defaultTimeout
    ) -> WaitOutcome {
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            return .timedOut(
                awaited: "a painted frame (the widget has no frame clock: is it in a mapped window?)",
                timeoutSeconds: 0)
        }
        let target = gdk_frame_clock_get_frame_counter(clock) + 2
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
        return waitOutcome(
            until: {
                if gdk_frame_clock_get_frame_counter(clock) < target {
                    gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
                }
                return gdk_frame_clock_get_frame_counter(clock) >= target
            }, timeout: timeout, "a painted frame")
    }
}
