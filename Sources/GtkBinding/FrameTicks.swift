// A widget's frame-clock ticks, delivered to a Swift closure owned by a token.
import CGtk

/// Calls `action` at every frame of `widget`'s frame clock (before layout and paint) with the
/// frame's time in microseconds, until cancelled or dropped. The closure's box is retained once
/// for GTK and released by GTK's destroy-notify, as with `SignalConnection`; the widget is held
/// weakly, so cancelling after it is gone is safe.
///
/// ```swift
/// let ticks = FrameTicks(on: window) { frameTime in frames.append(frameTime) }
/// ticks.cancel()      // also allowed from inside `action`: no further tick arrives
/// ```
@MainActor
public final class FrameTicks {
    @MainActor fileprivate final class Box {
        let action: @MainActor (Int64) -> Void
        var isTicking = true
        init(_ action: @escaping @MainActor (Int64) -> Void) { self.action = action }
    }

    private nonisolated(unsafe) let widget: UnsafeMutablePointer<GWeakRef>
    private let box: Box
    private let callbackID: guint

    /// Starts calling `action` at each frame of `widget`.
    public init(on widget: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor (Int64) -> Void) {
        self.widget = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        self.widget.initialize(to: GWeakRef())
        g_weak_ref_init(self.widget, widget.raw)
        box = Box(action)
        callbackID = gtk_widget_add_tick_callback(
            widget, frameTicked, Unmanaged.passRetained(box).toOpaque(), releaseFrameTicksBox)
    }

    /// Whether ticks still arrive: false after `cancel()` or once the widget is gone.
    public var isTicking: Bool { box.isTicking }

    /// Stops the ticks (idempotent, safe after the widget is gone).
    public func cancel() {
        guard box.isTicking, let object = g_weak_ref_get(widget) else { return }
        defer { g_object_unref(object) }
        box.isTicking = false
        gtk_widget_remove_tick_callback(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self), callbackID)
    }

    isolated deinit {
        cancel()
        g_weak_ref_clear(widget)
        widget.deallocate()
    }
}

private let frameTicked: GtkTickCallback = { _, clock, userData in
    let box = Unmanaged<FrameTicks.Box>.fromOpaque(userData!).takeUnretainedValue()
    let frameTime = Int64(gdk_frame_clock_get_frame_time(clock))
    onMainThread { box.action(frameTime) }
    // G_SOURCE_CONTINUE: only `cancel()` removes the callback, also when called from `action`.
    return 1
}

private let releaseFrameTicksBox: GDestroyNotify = { userData in
    guard let userData else { return }
    let box = Unmanaged<FrameTicks.Box>.fromOpaque(userData).takeRetainedValue()
    onMainThread { box.isTicking = false }
}
