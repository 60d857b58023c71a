// What the list shows when the notes cannot be read: why, in the user's words, and the ways out.
import CGtk
import CHandy
import GtkBinding
import NoteStore

/// An `HdyStatusPage` in place of the note list while the store cannot be opened (instead of
/// "No notes yet", which would be untrue of a folder holding notes it cannot read), with Retry,
/// Choose Another Folder… and Open Folder. It names what is wrong, and does not promise that the
/// problem goes away by itself: these problems need the user (a mode, an owner, another file).
@MainActor
final class NotesUnavailablePage {
    private let stack: UnsafeMutablePointer<GtkStack>
    /// The status page.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkLabel>
    private let details: UnsafeMutablePointer<GtkLabel>
    private var connections = SignalConnectionSet()

    /// What the buttons do.
    var onRetry: () -> Void = {}
    var onChooseFolder: () -> Void = {}
    var onOpenFolder: () -> Void = {}

    /// The page `page` in `stack` (beside the list), with its `title` and `details` labels and
    /// its three buttons.
    init(
        stack: UnsafeMutablePointer<GtkStack>, page: UnsafeMutablePointer<GtkWidget>,
        title: UnsafeMutablePointer<GtkLabel>, details: UnsafeMutablePointer<GtkLabel>,
        retry: UnsafeMutablePointer<GtkWidget>,
        chooseFolder: UnsafeMutablePointer<GtkWidget>, openFolder: UnsafeMutablePointer<GtkWidget>
    ) {
        precondition(
            g_type_check_instance_is_a(page.raw.assumingMemoryBound(to: GTypeInstance.self), hdy_status_page_get_type())
                != 0,
            "the page is an HdyStatusPage")
        self.stack = stack
        widget = page
        self.title = title
        self.details = details
        connections.add(SignalConnection(retry.cast(to: GtkButton.self), "clicked") { [weak self] in self?.onRetry() })
        connections.add(
            SignalConnection(chooseFolder.cast(to: GtkButton.self), "clicked") { [weak self] in self?.onChooseFolder() }
        )
        connections.add(
            SignalConnection(openFolder.cast(to: GtkButton.self), "clicked") { [weak self] in self?.onOpenFolder() })
        connections.disconnectAll(whenDestroyed: page)
    }

    /// Whether the page is shown instead of the list.
    var isShown: Bool { gtk_stack_get_visible_child(stack) == widget }

    /// Shows why the notes cannot be read instead of the list.
    func show(_ failure: NoteStoreFailure) {
        gtk_label_set_text(title, InterfaceText.notesUnavailableTitle(failure))
        gtk_label_set_text(details, InterfaceText.notesUnavailableDescription(failure))
        // A stack shows only a visible child, and the window may not be shown yet.
        gtk_widget_show_all(widget)
        gtk_stack_set_visible_child(stack, widget)
    }

    /// Shows the list again.
    func hide() {
        gtk_stack_set_visible_child_name(stack, "notes")
    }
}
