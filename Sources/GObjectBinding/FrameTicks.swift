// A widget's frame-clock ticks, delivered to a Swift closure owned by a token.
//
// GTK 3 and GTK 4 have the same tick-callback API over types of their own, so the token lives here
// once and each toolkit layer hands it that API as `FrameClockCalls` (GtkBinding's and
// Gtk4Binding's `FrameTicks(on:)` initialisers do).
import CGLib

/// One toolkit's tick-callback calls over untyped pointers: `gtk_widget_add_tick_callback`,
/// `gtk_widget_remove_tick_callback` and `gdk_frame_clock_get_frame_time`.
public struct FrameClockCalls: Sendable {
    /// A `GtkTickCallback`: widget, frame clock, user data; returns whether to go on ticking.
    public typealias TickCallback =
        @convention(c) (
            UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?
        ) -> gboolean

    let add: @Sendable (UnsafeMutableRawPointer, TickCallback, UnsafeMutableRawPointer, GDestroyNotify) -> guint
    let remove: @Sendable (UnsafeMutableRawPointer, guint) -> Void
    let frameTime: @Sendable (OpaquePointer) -> Int64

    /// The calls of one toolkit: `add(widget, callback, userData, destroyNotify)` returns the
    /// callback's id, `remove(widget, id)` removes it, `frameTime(clock)` is in microseconds.
    public init(
        add:
            @escaping @Sendable (UnsafeMutableRawPointer, TickCallback, UnsafeMutableRawPointer, GDestroyNotify) ->
            guint,
        remove: @escaping @Sendable (UnsafeMutableRawPointer, guint) -> Void,
        frameTime: @escaping @Sendable (OpaquePointer) -> Int64
    ) {
        self.add = add
        self.remove = remove
        self.frameTime = frameTime
    }
}

/// Calls `action` at every frame of a widget's frame clock (before layout and paint) with the
/// frame's time in microseconds, until cancelled or dropped. The closure's box is retained once
/// for GTK and released by GTK's destroy-notify, as with `SignalConnection`; the widget is held
/// weakly, so cancelling after it is gone is safe.
///
/// ```swift
/// let ticks = FrameTicks(on: window) { frameTime in frames.append(frameTime) }   // GtkBinding's
/// ticks.cancel()      // also allowed from inside `action`: no further tick arrives
/// ```
@MainActor
public final class FrameTicks {
    @MainActor fileprivate final class Box {
        let action: @MainActor (Int64) -> Void
        let calls: FrameClockCalls
        var isTicking = true
        init(_ action: @escaping @MainActor (Int64) -> Void, calls: FrameClockCalls) {
            self.action = action
            self.calls = calls
        }
    }

    private nonisolated(unsafe) let widget: UnsafeMutablePointer<GWeakRef>
    private let box: Box
    private let callbackID: guint

    /// Starts calling `action` at each frame of `widget`, a GtkWidget of the toolkit `calls` are of.
    public init(
        on widget: UnsafeMutableRawPointer, calls: FrameClockCalls, _ action: @escaping @MainActor (Int64) -> Void
    ) {
        self.widget = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        self.widget.initialize(to: GWeakRef())
        g_weak_ref_init(self.widget, widget)
        box = Box(action, calls: calls)
        callbackID = calls.add(widget, frameTicked, Unmanaged.passRetained(box).toOpaque(), releaseFrameTicksBox)
    }

    /// Whether ticks still arrive: false after `cancel()` or once the widget is gone.
    public var isTicking: Bool { box.isTicking }

    /// Stops the ticks (idempotent, safe after the widget is gone).
    public func cancel() {
        guard box.isTicking, let object = g_weak_ref_get(widget) else { return }
        defer { g_object_unref(object) }
        box.isTicking = false
        box.calls.remove(object, callbackID)
    }

    isolated deinit {
        cancel()
        g_weak_ref_clear(widget)
        widget.deallocate()
    }
}

private let frameTicked: FrameClockCalls.TickCallback = { _, clock, userData in
    let box = Unmanaged<FrameTicks.Box>.fromOpaque(userData!).takeUnretainedValue()
    let frameTime = box.calls.frameTime(clock!)
    onMainThread { box.action(frameTime) }
    // G_SOURCE_CONTINUE: only `cancel()` removes the callback, also when called from `action`.
    return 1
}

private let releaseFrameTicksBox: GDestroyNotify = { userData in
    guard let userData else { return }
    let box = Unmanaged<FrameTicks.Box>.fromOpaque(userData).takeRetainedValue()
    onMainThread { box.isTicking = false }
}
