// Waiting until GTK 4 has painted what changed (the main loop itself is the shared kit's).
import CGtk4
import PlaceholderTestingCore
import XCTest

extension MainLoop {
    /// Waits until `widget`'s frame clock has painted `frames` more frames (GTK drew what
    /// changed before this call).
    @discardableResult
    public static func waitForPaintedFrame(
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
