// The search bar over the note list: a GtkSearchBar with its GtkSearchEntry and the header
// bar's search toggle.
import CGtk
import GtkBinding

/// Ctrl+F or the toggle opens it; what is typed searches as it is typed (GtkSearchEntry waits a
/// moment between keys); Enter opens the first match; Escape closes it and the list shows every
/// note again.
@MainActor
final class NoteSearchBar {
    /// The bar.
    let bar: UnsafeMutablePointer<GtkSearchBar>
    /// Its entry.
    let entry: UnsafeMutablePointer<GtkSearchEntry>
    /// The header bar's toggle, on while the bar is open.
    let button: UnsafeMutablePointer<GtkToggleButton>
    /// The query changed (empty when the bar closed).
    var onChange: (@MainActor (String) -> Void)?
    /// Enter in the entry.
    var onActivate: (@MainActor () -> Void)?
    /// The bar closed (after `onChange` reported the empty query).
    var onClose: (@MainActor () -> Void)?

    private var connections = SignalConnectionSet()

    /// Drives `bar`, which holds `entry`, toggled by `button`.
    init(
        bar: UnsafeMutablePointer<GtkSearchBar>, entry: UnsafeMutablePointer<GtkSearchEntry>,
        button: UnsafeMutablePointer<GtkToggleButton>
    ) {
        self.bar = bar
        self.entry = entry
        self.button = button
        // Escape in the entry closes the bar; the toggle and the bar open and close together.
        gtk_search_bar_connect_entry(bar, entry.cast(to: GtkEntry.self))
        // GTK names the entry's icons for screen readers by their icon names ("edit-clear-symbolic"),
        // again whenever the search entry shows or hides its clear icon.
        nameIcons()
        connections.add(
            SignalConnection(entry, "notify::secondary-icon-name", argument: { [weak self] _ in self?.nameIcons() }))
        g_object_bind_property(button.raw, "active", bar.raw, "search-mode-enabled", G_BINDING_BIDIRECTIONAL)
        connections.add(SignalConnection(entry, "search-changed") { [weak self] in self?.onChange?(self?.query ?? "") })
        connections.add(SignalConnection(entry, "activate") { [weak self] in self?.onActivate?() })
        connections.add(
            SignalConnection(bar, "notify::search-mode-enabled", argument: { [weak self] _ in self?.openedOrClosed() }))
        connections.add(
            SignalConnection(bar.cast(to: GtkWidget.self), "destroy") { [weak self] in self?.connections.disconnectAll()
            })
    }

    /// Names the entry's icons as a screen reader should read them: the magnifier "Search notes",
    /// the clear icon (a button) "Clear search".
    private func nameIcons() {
        guard let accessible = gtk_widget_get_accessible(entry.cast()) else { return }
        let names = ["edit-find-symbolic": InterfaceText.searchNotes, "edit-clear-symbolic": InterfaceText.clearSearch]
        for index in 0..<atk_object_get_n_accessible_children(accessible) {
            guard let child = atk_object_ref_accessible_child(accessible, index) else { continue }
            defer { g_object_unref(child) }
            if atk_object_get_role(child) == ATK_ROLE_ICON, let name = atk_object_get_name(child),
                let wanted = names[String(cString: name)]
            {
                atk_object_set_name(child, wanted)
            }
        }
    }

    /// What the entry holds.
    var query: String {
        gtk_entry_get_text(entry.cast(to: GtkEntry.self)).map { String(cString: $0) } ?? ""
    }

    /// Whether the bar is open.
    var isOpen: Bool { gtk_search_bar_get_search_mode(bar) != 0 }

    /// Opens the bar and puts the cursor in the entry, its text selected.
    func open() {
        gtk_search_bar_set_search_mode(bar, 1)
        // The bar's revealer shows the entry at its next frame; keys typed before it (Ctrl+F,
        // then the words at once) would reach an entry not realized yet, which GTK refuses with a
        // critical, losing them.
        gtk_widget_realize(entry.cast())
        gtk_widget_grab_focus(entry.cast())
    }

    /// Closes the bar (the list shows every note again).
    func close() {
        gtk_search_bar_set_search_mode(bar, 0)
    }

    private func openedOrClosed() {
        guard !isOpen else { return }
        // Closed: the search ends at once (the entry's delayed "search-changed" would come later).
        gtk_entry_set_text(entry.cast(to: GtkEntry.self), "")
        onChange?("")
        onClose?()
    }
}
