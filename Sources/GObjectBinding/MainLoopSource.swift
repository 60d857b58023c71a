// GLib main-loop sources (timeouts, idles, Unix signals) owned by a Swift value.
//
// Like `SignalConnection`: the Swift action lives in a box retained once for GLib and released
// by GLib's destroy-notify, which runs when the source is removed, so an action can never
// outlive its source nor be freed while its source can still fire. The token removes its
// source when cancelled or dropped.
import CGLib

/// One attached main-loop source; `cancel()` removes it (idempotent), and so does dropping the
/// last reference to it.
///
/// ```swift
/// let save = MainLoopSource.timeout(seconds: 0.5) { saveNote() }     // fires once
/// let hangUp = MainLoopSource.unixSignal(SIGHUP) { quitSaving() }      // every signal
/// save.cancel()
/// ```
@MainActor
public final class MainLoopSource {
    /// The box GLib holds as user data.
    @MainActor fileprivate final class Box {
        let action: @MainActor () -> Bool
        /// The source's id while attached; 0 once it was removed or a one-shot source fired.
        var sourceID: guint = 0
        init(_ action: @escaping @MainActor () -> Bool) { self.action = action }
    }

    private let box: Box

    private init(attach: (gpointer, @escaping GDestroyNotify) -> guint, action: @escaping @MainActor () -> Bool) {
        box = Box(action)
        box.sourceID = attach(Unmanaged.passRetained(box).toOpaque(), releaseSourceBox)
    }

    /// Runs `action` once, `seconds` from now (millisecond resolution).
    public static func timeout(seconds: Double, _ action: @escaping @MainActor () -> Void) -> MainLoopSource {
        MainLoopSource(
            attach: { data, release in
                g_timeout_add_full(G_PRIORITY_DEFAULT, guint(max(0, seconds) * 1000), sourceFired, data, release)
            },
            action: {
                action()
                return false
            })
    }

    /// Runs `action` once, when the main loop has nothing more urgent than `priority` to do
    /// (GLib's priorities: lower runs first; GTK resizes at `G_PRIORITY_HIGH_IDLE + 10` and
    /// redraws at `G_PRIORITY_HIGH_IDLE + 20`).
    public static func idle(
        priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ action: @escaping @MainActor () -> Void
    ) -> MainLoopSource {
        MainLoopSource(
            attach: { data, release in
                g_idle_add_full(priority, sourceFired, data, release)
            },
            action: {
                action()
                return false
            })
    }

    /// Runs `action` on the main loop each time the process receives `signal` (SIGTERM,
    /// SIGINT, SIGHUP, SIGUSR1 or SIGUSR2), instead of the signal's default action, until the
    /// token is cancelled; then the default action is back.
    public static func unixSignal(_ signal: Int32, _ action: @escaping @MainActor () -> Void) -> MainLoopSource {
        MainLoopSource(
            attach: { data, release in
                g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, sourceFired, data, release)
            },
            action: {
                action()
                return true
            })
    }

    /// Whether the source is still attached: a timeout or idle that has not fired yet, or a
    /// signal source that was not cancelled.
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

    /// Runs `action` on the main thread from any thread, through the default main context
    /// (GTK's): the one way code on another thread talks to the main loop.
    public nonisolated static func post(_ action: @escaping @Sendable @MainActor () -> Void) {
        let box = PostedAction(action)
        g_idle_add_full(
            G_PRIORITY_DEFAULT, postedActionFired, Unmanaged.passRetained(box).toOpaque(), releasePostedAction)
    }
}

/// An action posted from another thread: only ever run on the main thread.
private final class PostedAction: Sendable {
    let action: @Sendable @MainActor () -> Void
    init(_ action: @escaping @Sendable @MainActor () -> Void) { self.action = action }
}

private let sourceFired: GSourceFunc = { userData in
    let box = Unmanaged<MainLoopSource.Box>.fromOpaque(userData!).takeUnretainedValue()
    return onMainThread {
        let keep = box.action()
        if !keep { box.sourceID = 0 }
        return keep ? 1 : 0  // G_SOURCE_CONTINUE : G_SOURCE_REMOVE
    }
}

private let releaseSourceBox: GDestroyNotify = { userData in
    guard let userData else { return }
    Unmanaged<MainLoopSource.Box>.fromOpaque(userData).release()
}

private let postedActionFired: GSourceFunc = { userData in
    let posted = Unmanaged<PostedAction>.fromOpaque(userData!).takeUnretainedValue()
    onMainThread { posted.action() }
    return 0
}

private let releasePostedAction: GDestroyNotify = { userData in
    guard let userData else { return }
    Unmanaged<PostedAction>.fromOpaque(userData).release()
}
