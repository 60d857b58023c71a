// A widget's frame-clock ticks, delivered to a Swift closure owned by a token.
import CGtk

/// Calls `action` at every frame of `widget`'s frame clock (before layout and paint) with the
/// frame's time in microseconds, until cancelled or dropped. The closure's box is retained once
/// for GTK and released by GTK's destroy-notify, as with `SignalConnection`.
///
/// ```swift
/// let ticks = FrameTicks(on: window) { frameTime in frames.append(frameTime) }
/// ticks.cancel()
/// ```
@MainActor
public final class FrameTicks {
    @MainActor fileprivate final class Box {
        let action: @MainActor (Int64) -> Void
        init(_ action: @escaping @MainActor (Int64) -> Void) { self.action = action }
    }

    private let widget: UnsafeMutablePointer<GtkWidget>
    private var callbackID: guint

    /// Starts calling `action` at each frame of `widget`, which must stay alive while ticking.
    public init(on widget: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor (Int64) -> Void) {
        self.widget = widget
        callbackID = gtk_widget_add_tick_callback(
            widget, frameTicked, Unmanaged.passRetained(Box(action)).toOpaque(), releaseFrameTicksBox)
    }

    /// Stops the ticks (idempotent).
    public func cancel() {
        guard callbackID != 0 else { return }
        gtk_widget_remove_tick_callback(widget, callbackID)
        callbackID = 0
    }

    isolated deinit {
        cancel()
    }
}

private let frameTicked: GtkTickCallback = { _, clock, userData in
    let box = Unmanaged<FrameTicks.Box>.fromOpaque(userData!).takeUnretainedValue()
    let frameTime = Int64(gdk_frame_clock_get_frame_time(clock))
    onMainThread { box.action(frameTime) }
    return 1  // G_SOURCE_CONTINUE: removed by cancel()
}

private let releaseFrameTicksBox: GDestroyNotify = { userData in
    guard let userData else { return }
    Unmanaged<FrameTicks.Box>.fromOpaque(userData).release()
}
