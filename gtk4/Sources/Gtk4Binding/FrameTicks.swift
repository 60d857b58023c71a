// A widget's frame-clock ticks, delivered to a Swift closure owned by a token.
import CGtk4

/// Calls `action` at every frame of `widget`'s frame clock with the frame's time in microseconds,
/// until cancelled or dropped. The closure's box is retained once for GTK and released by GTK's
/// destroy-notify; the widget is held weakly, so cancelling after it is gone is safe.
///
/// ```swift
/// let ticks = FrameTicks(on: label) { frameTime in fade(to: frameTime) }
/// ticks.cancel()
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
        callbackID = gtk_widget_add_tick_callback(widget, frameTicked, Unmanaged.passRetained(box).toOpaque(), releaseBox)
    }

    /// Whether ticks still arrive.
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
    return 1  // G_SOURCE_CONTINUE: only `cancel()` removes the callback
}

private let releaseBox: GDestroyNotify = { userData in
    guard let userData else { return }
    let box = Unmanaged<FrameTicks.Box>.fromOpaque(userData).takeRetainedValue()
    onMainThread { box.isTicking = false }
}
