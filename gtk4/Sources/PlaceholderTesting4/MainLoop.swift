// Spinning GTK 4's main loop until a condition holds, with a deadline: never a fixed sleep.
import CGtk4
import Foundation
import XCTest

/// Runs the default main context for tests.
@MainActor
public enum MainLoop {
    /// Dispatches everything pending now, without blocking.
    public static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs the loop until `condition` holds or `timeout` seconds pass; on timeout records a
    /// failure naming `expectation` and returns false.
    @discardableResult
    public static func wait(
        until condition: () -> Bool, _ expectation: String, timeout: Double = 5,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline {
                XCTFail("timed out after \(timeout) s waiting for \(expectation)", file: file, line: line)
                return false
            }
            // Wakes at least every 5 ms, so a condition on the X server's side is seen promptly.
            let wake = g_timeout_add_full(G_PRIORITY_DEFAULT, 5, { _ in 0 }, nil, nil)
            g_main_context_iteration(nil, 1)
            if g_main_context_find_source_by_id(nil, wake) != nil { g_source_remove(wake) }
        }
        return true
    }

    /// Waits until `widget`'s frame clock has painted `frames` more frames (GTK drew what
    /// changed before this call).
    @discardableResult
    public static func waitForPaint(
        of widget: UnsafeMutablePointer<GtkWidget>, frames: Int64 = 2, file: StaticString = #filePath,
        line: UInt = #line
    ) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            XCTFail("the widget has no frame clock: is it in a mapped window?", file: file, line: line)
            return false
        }
        let target = gdk_frame_clock_get_frame_counter(clock) + Int(frames)
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
        return wait(
            until: {
                if gdk_frame_clock_get_frame_counter(clock) < target {
                    gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
                }
                return gdk_frame_clock_get_frame_counter(clock) >= target
            }, "\(frames) frame(s) to be painted", file: file, line: line)
    }
}
