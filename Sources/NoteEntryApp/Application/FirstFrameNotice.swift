// Knowing when a window is really on screen: mapped, drawn, and its frame finished.
import CGtk
import GtkBinding

/// Calls back once, after a window's first "draw" and a few more whole frames, so what the
/// window shows is settled and has reached the X server (for the ready line and screenshots).
///
/// Not right after the first frame: the window gets input focus a little later (the focused
/// body then shows its Done bar), so it waits until the window is active and a few more frames
/// are painted, or at most `patienceTicks` frames when focus never comes.
@MainActor
final class FirstFrameNotice {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let action: @MainActor () -> Void
    private var drawConnection: SignalConnection?
    private var frameTicks: FrameTicks?
    private var ticks = 0
    /// Frames painted after the window became active before it counts as settled.
    static let settlingTicks = 3
    /// Frames to wait at most for the window to become active (about two seconds).
    private static let patienceTicks = 120
    private var activeTicks = 0

    /// Waits for `window`'s first frame, then runs `action` once.
    @discardableResult
    init(window: UnsafeMutablePointer<GtkWindow>, action: @escaping @MainActor () -> Void) {
        widget = window.cast()
        self.action = action
        // "draw" returns a gboolean like an event signal; false lets drawing go on.
        drawConnection = SignalConnection(widget, event: "draw", after: true) { [weak self] _ in
            self?.firstDraw()
            return false
        }
        ObjectAttachment.attach(self, to: widget.object, key: "note-entry-first-frame-notice")
    }

    private func firstDraw() {
        drawConnection?.disconnect()
        drawConnection = nil
        frameTicks = FrameTicks(on: widget) { [weak self] _ in self?.tick() }
    }

    /// One frame clock tick; a tick comes before its frame's layout and paint, so the second
    /// already follows a frame that was entirely painted.
    private func tick() {
        ticks += 1
        if gtk_window_is_active(widget.cast()) != 0 { activeTicks += 1 }
        guard activeTicks >= Self.settlingTicks || ticks >= Self.patienceTicks else { return }
        frameTicks?.cancel()
        gdk_display_sync(gtk_widget_get_display(widget))
        action()
    }
}
