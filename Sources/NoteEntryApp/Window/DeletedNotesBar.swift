// The bar that says which notes were just deleted and offers to undo it, as GNOME's toasts do:
// it names the note, counts a run of deletes, and goes by itself.
import CGtk
import GtkBinding
import NoteStore

/// The "deleted" bar over a `MessageBar` with an Undo button: "“Shopping” deleted", or "3 notes
/// deleted" for a run of deletes made while it showed (Undo restores them all). It goes by itself
/// `timeout` seconds after the last delete, as a GNOME toast does, unless the keyboard focus is
/// in it then (someone is on its Undo button): it waits for the focus to leave. It also goes
/// within `checkInterval` once `isStale` says its Undo would be wrong (another program restored
/// a note or deleted one for good).
@MainActor
final class DeletedNotesBar {
    /// How long the bar stays after the last delete, in seconds.
    static let timeout: Double = 10
    /// How often, in seconds, the bar asks `isStale` while it shows.
    static let checkInterval: Double = 1
    /// The longest title the bar names in full, in characters; a longer one ends in "…".
    static let longestTitle = 60

    /// The bar.
    let bar: MessageBar
    /// Called when the bar went by itself (timed out, or stale).
    var onTimeout: (@MainActor () -> Void)?
    /// Whether what the bar offers to undo can no longer be undone as it says.
    var isStale: (@MainActor () -> Bool)?
    private var tick: MainLoopSource?
    /// When the bar goes, in seconds of `now`.
    private var deadline = 0.0

    /// Shows its messages in `bar`.
    init(bar: MessageBar) {
        self.bar = bar
    }

    /// Says `deleted` were deleted (none: hides the bar), for `timeout` seconds from now.
    func show(_ deleted: [Note]) {
        guard !deleted.isEmpty else { return hide() }
        bar.show(Self.message(for: deleted))
        deadline = Self.now + Self.timeout
        scheduleTick()
    }

    /// Hides the bar.
    func hide() {
        tick?.cancel()
        tick = nil
        bar.hide()
    }

    private func scheduleTick() {
        tick?.cancel()
        let left = deadline - Self.now
        tick = MainLoopSource.timeout(seconds: max(0, min(Self.checkInterval, left))) { [weak self] in self?.ticked() }
    }

    private func ticked() {
        if isStale?() == true || Self.now >= deadline && !holdsFocus {
            hide()
            onTimeout?()
        } else {
            if Self.now >= deadline {
                deadline = Self.now + Self.checkInterval
            }
            scheduleTick()
        }
    }

    /// The monotonic clock, in seconds.
    private static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Whether the keyboard focus is in the bar (on its Undo or close button).
    private var holdsFocus: Bool {
        guard let toplevel = gtk_widget_get_toplevel(bar.widget),
            let window = checkedCast(toplevel.raw, to: GtkWindow.self),
            let focus = gtk_window_get_focus(window)
        else { return false }
        return gtk_widget_is_ancestor(focus, bar.widget) != 0
    }

    /// "“Title” deleted" for one note, "N notes deleted" for more.
    static func message(for deleted: [Note]) -> String {
        guard deleted.count == 1, let note = deleted.first else {
            return InterfaceText.translate(
                "%s note deleted", plural: "%s notes deleted", count: deleted.count, String(deleted.count))
        }
        var title = note.title.trimmingWhitespace
        if title.isEmpty { title = InterfaceText.untitled }
        if title.count > longestTitle { title = String(title.prefix(longestTitle - 1)) + "…" }
        return InterfaceText.translate("“%s” deleted", title)
    }
}
