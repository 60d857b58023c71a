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
    private var ticks = 0
    /// Frames painted after the window became active before it counts as settled.
    private static let settlingTicks = 3
    /// Frames to wait at most for the window to become active (about two seconds).
    private static let patienceTicks = 120
    private var activeTicks = 0
    private var done = false

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
        gtk_widget_add_tick_callback(widget, frameTick, Unmanaged.passRetained(self).toOpaque(), releaseNotice)
    }

    /// One frame clock tick; a tick comes before its frame's layout and paint, so the second
    /// already follows a frame that was entirely painted.
    fileprivate func tick() -> Bool {
        ticks += 1
        if gtk_window_is_active(widget.cast()) != 0 { activeTicks += 1 }
        guard activeTicks >= Self.settlingTicks || ticks >= Self.patienceTicks, !done else { return !done }
        done = true
        gdk_display_sync(gtk_widget_get_display(widget))
        action()
        return false
    }
}

private let frameTick: GtkTickCallback = { _, _, userData in
    let notice = Unmanaged<FirstFrameNotice>.fromOpaque(userData!).takeUnretainedValue()
    return MainActor.assumeIsolated { notice.tick() } ? 1 : 0
}

private let releaseNotice: GDestroyNotify = { userData in
    guard let userData else { return }
    Unmanaged<FirstFrameNotice>.fromOpaque(userData).release()
}
