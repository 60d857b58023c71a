// A one-shot main-loop idle owned by a Swift value.
import CGtk4

/// Runs an action once when the main loop is idle at `priority`, unless cancelled or dropped
/// first. The action's box is retained once for GLib and released by its destroy-notify.
///
/// ```swift
/// let update = IdleSource(priority: G_PRIORITY_HIGH_IDLE) { relayout() }
/// update.cancel()
/// ```
@MainActor
public final class IdleSource {
    @MainActor fileprivate final class Box {
        let action: @MainActor () -> Void
        var sourceID: guint = 0
        init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    }

    private let box: Box

    /// Schedules `action` (GLib priorities: lower runs first; GTK lays out and paints from the
    /// frame clock, so `G_PRIORITY_HIGH_IDLE` runs before the next frame).
    public init(priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ action: @escaping @MainActor () -> Void) {
        box = Box(action)
        box.sourceID = g_idle_add_full(priority, idleFired, Unmanaged.passRetained(box).toOpaque(), releaseBox)
    }

    /// Whether the action has neither run nor been cancelled.
    public var isPending: Bool { box.sourceID != 0 }

    /// Removes the source without running its action.
    public func cancel() {
        guard box.sourceID != 0 else { return }
        let id = box.sourceID
        box.sourceID = 0
        g_source_remove(id)
    }

    isolated deinit {
        cancel()
    }
}

private let idleFired: GSourceFunc = { userData in
    let box = Unmanaged<IdleSource.Box>.fromOpaque(userData!).takeUnretainedValue()
    onMainThread {
        box.sourceID = 0
        box.action()
    }
    return 0  // G_SOURCE_REMOVE
}

private let releaseBox: GDestroyNotify = { userData in
    guard let userData else { return }
    Unmanaged<IdleSource.Box>.fromOpaque(userData).release()
}
