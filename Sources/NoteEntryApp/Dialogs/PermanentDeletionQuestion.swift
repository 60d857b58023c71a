// Asking before notes are deleted for good, as GNOME Files asks before it deletes permanently.
import CGtk
import GtkBinding

/// A modal question over the Trash before Empty Trash or Delete Forever acts: it names the note,
/// or how many notes, and offers Cancel (the default; Escape and closing answer it too) beside
/// the destructive button, styled `destructive-action`.
@MainActor
final class PermanentDeletionQuestion {
    /// What is to be deleted for good.
    enum Subject {
        /// The note titled so (an empty title reads "Untitled").
        case note(title: String)
        /// Every note in the trash, `count` of them.
        case trash(count: Int)
    }

    /// The dialog, while it is shown.
    let dialog: UnsafeMutablePointer<GtkDialog>
    private var connections = SignalConnectionSet()

    /// Asks over `parent` whether to delete `subject` for good; runs `delete` on yes, nothing on
    /// no.
    @discardableResult
    static func ask(
        over parent: UnsafeMutablePointer<GtkWindow>, deleting subject: Subject,
        then delete: @escaping @MainActor () -> Void
    ) -> PermanentDeletionQuestion {
        PermanentDeletionQuestion(over: parent, subject: subject, delete: delete)
    }

    private init(
        over parent: UnsafeMutablePointer<GtkWindow>, subject: Subject, delete: @escaping @MainActor () -> Void
    ) {
        let (question, action) = Self.words(for: subject)
        dialog = makeObject(
            gtk_message_dialog_get_type(),
            [
                .enumeration(
                    "message-type", type: gtk_message_type_get_type(), value: Int32(GTK_MESSAGE_WARNING.rawValue)),
                .enumeration("buttons", type: gtk_buttons_type_get_type(), value: Int32(GTK_BUTTONS_NONE.rawValue)),
                .string("text", question),
                .string("secondary-text", InterfaceText.translate("This cannot be undone.")),
            ]
        ).assumingMemoryBound(to: GtkDialog.self)
        let window = dialog.cast(to: GtkWindow.self)
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        let cancel = gtk_dialog_add_button(dialog, InterfaceText.chooseFolderCancel, GTK_RESPONSE_CANCEL.rawValue)!
        let accept = gtk_dialog_add_button(dialog, action, GTK_RESPONSE_ACCEPT.rawValue)!
        gtk_style_context_add_class(gtk_widget_get_style_context(accept), "destructive-action")
        gtk_dialog_set_default_response(dialog, GTK_RESPONSE_CANCEL.rawValue)
        connections.add(
            SignalConnection(
                dialog, "response",
                argument: { [weak self] response in
                    guard let self else { return }
                    let answer = Int32(truncatingIfNeeded: Int(bitPattern: response))
                    gtk_widget_destroy(dialog.cast())
                    if answer == GTK_RESPONSE_ACCEPT.rawValue { delete() }
                }))
        connections.add(
            SignalConnection(dialog.cast(to: GtkWidget.self), "destroy") { [weak self] in
                self?.connections.disconnectAll()
            })
        ObjectAttachment.attach(self, to: dialog.object, key: "note-entry-permanent-deletion-question")
        gtk_widget_show_all(dialog.cast())
        gtk_widget_grab_focus(cancel)
        gtk_window_present(window)
    }

    /// The question and its destructive button's label.
    private static func words(for subject: Subject) -> (question: String, action: String) {
        switch subject {
        case .note(let title):
            let shown = title.trimmingWhitespace.isEmpty ? InterfaceText.untitled : title.trimmingWhitespace
            return (
                InterfaceText.translate("Permanently delete “%s”?", shown), InterfaceText.translate("_Delete Forever")
            )
        case .trash(let count):
            return (
                InterfaceText.translate(
                    "Permanently delete the %s note in the trash?",
                    plural: "Permanently delete all %s notes in the trash?",
                    count: count, String(count)),
                InterfaceText.translate("_Empty Trash")
            )
        }
    }
}
