// "Linked from N notes" under the note: the notes whose `[[links]]` name it, each one opening.
import CGtk
import GtkBinding

/// A note that links to the shown one, by its `[[title]]`.
struct LinkingNote: Equatable, Sendable {
    /// The linking note's id in the store.
    let id: Int64
    /// Its title, as the menu lists it.
    let title: String
}

/// A menu button below the body, shown while other notes link to the shown one: "Linked from
/// N notes", its menu listing them, each opening its note. Alt+L (its mnemonic) or Tab reach
/// it; its label is its accessible name, the titles its menu items'.
@MainActor
final class LinkingNotesButton {
    /// The menu button.
    let button: UnsafeMutablePointer<GtkWidget>
    /// The user chose a linking note.
    var onOpen: @MainActor (Int64) -> Void = { _ in }
    private var shown: [LinkingNote] = []
    private var menuConnections = SignalConnectionSet()

    /// A hidden button at the end of `box` (the editor's column).
    init(in box: UnsafeMutablePointer<GtkWidget>) {
        button = gtk_menu_button_new()
        gtk_button_set_use_underline(button.cast(), 1)
        gtk_widget_set_halign(button, GTK_ALIGN_START)
        gtk_button_set_relief(button.cast(), GTK_RELIEF_NONE)
        // Shown only while notes link here, not by the window's show_all.
        gtk_widget_set_no_show_all(button, 1)
        gtk_box_pack_start(box.cast(), button, 0, 0, 0)
    }

    /// Shows `notes` as the ones linking to the shown note; none hides the button.
    func show(_ notes: [LinkingNote]) {
        guard notes != shown else { return }
        shown = notes
        guard !notes.isEmpty else { return gtk_widget_hide(button) }
        gtk_button_set_label(button.cast(), InterfaceText.linkedFrom(notes.count))
        menuConnections = SignalConnectionSet()
        let menu = gtk_menu_new()!
        for note in notes {
            let item = gtk_menu_item_new_with_label(note.title.isEmpty ? InterfaceText.untitled : note.title)!
            menuConnections.add(SignalConnection(item, "activate") { [weak self] in self?.onOpen(note.id) })
            gtk_menu_shell_append(menu.cast(), item)
        }
        gtk_widget_show_all(menu)
        // The button holds the menu now; the one it held before goes with its items' handlers.
        gtk_menu_button_set_popup(button.cast(), menu)
        gtk_widget_show(button)
    }
}
