// The bar that says which notes were just deleted and offers to undo it, as GNOME's toasts do:
// it names the note, counts a run of deletes, and goes by itself.
import CGtk
import GtkBinding
import NoteStore

/// The "deleted" bar over a `MessageBar` with an Undo button: "“Shopping” deleted", or "3 notes
/// deleted" for a run of deletes made while it showed (Undo restores them all). It goes by itself
/// `timeout` seconds after the last delete, as a GNOME toast does, unless the keyboard focus is
/// in it then (someone is on its Undo button): it waits for the focus to leave.
@MainActor
final class DeletedNotesBar {
    /// How long the bar stays after the last delete, in seconds.
    static let timeout: Double = 10
    /// The longest title the bar names in full, in characters; a longer one ends in "…".
    static let longestTitle = 60

    /// The bar.
    let bar: MessageBar
    /// Called when the bar went by itself.
    var onTimeout: (@MainActor () -> Void)?
    private var expiry: MainLoopSource?

    /// Shows its messages in `bar`.
    init(bar: MessageBar) {
        self.bar = bar
    }

    /// Says `deleted` were deleted (none: hides the bar), for `timeout` seconds from now.
    func show(_ deleted: [Note]) {
        guard !deleted.isEmpty else { return hide() }
        bar.show(Self.message(for: deleted))
        expire(after: Self.timeout)
    }

    /// Hides the bar.
    func hide() {
        expiry?.cancel()
        expiry = nil
        bar.hide()
    }

    private func expire(after seconds: Double) {
        expiry?.cancel()
        expiry = MainLoopSource.timeout(seconds: seconds) { [weak self] in self?.timedOut() }
    }

    private func timedOut() {
        if let toplevel = gtk_widget_get_toplevel(bar.widget),
            let window = checkedCast(toplevel.raw, to: GtkWindow.self),
            let focus = gtk_window_get_focus(window), gtk_widget_is_ancestor(focus, bar.widget) != 0
        {
            return expire(after: 1)
        }
        hide()
        onTimeout?()
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
