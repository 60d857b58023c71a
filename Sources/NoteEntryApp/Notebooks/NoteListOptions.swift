// The menu button over the note list: which notebook's notes the list shows, and how it is
// sorted. One button, as narrow as the list, so it works in a window 360 px wide.
import CGtk
import GtkBinding
import NoteStore

/// The list's notebook and sort menu (`list_options_button` in `main-window.ui`): radio items of
/// the actions `win.notebook` ("all" or a notebook's id) and `win.sort` (`NoteSort`'s raw
/// values), so the keyboard, a screen reader and the pointer reach the same choices. The
/// notebooks are read again each time the menu opens: another window or program may add some.
@MainActor
final class NoteListOptions {
    /// The target of `win.notebook` for every note.
    static let allNotes = "all"

    private let button: UnsafeMutablePointer<GtkMenuButton>
    private let label: UnsafeMutablePointer<GtkLabel>
    private let session: NoteSession
    private let actions: WindowActions
    private var connections = SignalConnectionSet()
    /// The menu's first section, "All Notes" and the notebooks. Released in deinit, which is
    /// not on the main actor; the widgets holding the menu keep their own references.
    nonisolated(unsafe) private let notebooksSection: OpaquePointer = g_menu_new()
    /// The notebooks the menu lists (nil before the first listing).
    private var listedNotebooks: [Notebook]?
    /// Called when the user chose another sort (the application remembers it).
    var onSortChange: (@MainActor (NoteSort) -> Void)?

    /// Wires `button`, whose child `label` names the notebook shown, to `session` through
    /// `actions`.
    init(
        button: UnsafeMutablePointer<GtkMenuButton>, label: UnsafeMutablePointer<GtkLabel>, session: NoteSession,
        actions: WindowActions, application: UnsafeMutablePointer<GtkApplication>?
    ) {
        self.button = button
        self.label = label
        self.session = session
        self.actions = actions
        actions.addStateful("notebook", state: Self.allNotes, in: application) { [weak self] target in
            self?.showNotebook(target)
        }
        actions.addStateful("sort", state: session.listQuery.sort.rawValue, in: application) { [weak self] target in
            guard let self, let sort = target.flatMap(NoteSort.init(rawValue:)) else { return }
            closeMenu()
            session.sort(by: sort)
            actions.setState("sort", sort.rawValue)
            onSortChange?(sort)
        }
        let menu = Self.menu(notebooks: notebooksSection)
        gtk_menu_button_set_menu_model(button, UnsafeMutablePointer<GMenuModel>(menu))
        g_object_unref(UnsafeMutableRawPointer(menu))
        showNotebooks()
        connections.add(
            SignalConnection(button.cast(to: GtkToggleButton.self), "toggled") { [weak self] in
                guard let self, gtk_toggle_button_get_active(button.cast(to: GtkToggleButton.self)) != 0 else { return }
                showNotebooks()
            })
        connections.add(
            SignalConnection(button.cast(to: GtkWidget.self), "destroy") { [weak self] in
                self?.connections.disconnectAll()
            })
    }

    /// Shows what the session lists now: its sort chosen, its notebook named on the button.
    func showListQuery() {
        actions.setState("sort", session.listQuery.sort.rawValue)
        let notebook = session.listQuery.notebook
        actions.setState("notebook", notebook.map(String.init) ?? Self.allNotes)
        let name = notebook.flatMap { id in session.notebooks.first { $0.id == id }?.name }
        gtk_label_set_text(label, name ?? InterfaceText.allNotes)
    }

    /// Closes the menu: GTK 3 leaves a popover open after a radio item is chosen, but a choice
    /// here changes what the list shows, which the menu would cover at 360 px.
    private func closeMenu() {
        gtk_toggle_button_set_active(button.cast(to: GtkToggleButton.self), 0)
    }

    private func showNotebook(_ target: String?) {
        closeMenu()
        let id = target == Self.allNotes ? nil : target.flatMap { Int64($0) }
        session.showNotebook(id)
        showListQuery()
    }

    /// The menu: "All Notes" and each notebook, then the sorts under "Sort By". The notebooks'
    /// section is filled by `showNotebooks()`; a popover follows its model's changes.
    private static func menu(notebooks: OpaquePointer) -> OpaquePointer {
        let menu = g_menu_new()!
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(notebooks))
        let sorts = g_menu_new()!
        for sort in NoteSort.allCases {
            g_menu_append(sorts, InterfaceText.sortName(sort), "win.sort::\(sort.rawValue)")
        }
        g_menu_append_section(menu, InterfaceText.sortBy, UnsafeMutablePointer<GMenuModel>(sorts))
        g_object_unref(UnsafeMutableRawPointer(sorts))
        return menu
    }

    /// Lists the store's notebooks in the menu, and names the one shown on the button. The items
    /// are made again only when the notebooks changed: a popover's items destroyed as it opens
    /// leave a screen reader holding accessibles whose states ATK then refuses with a critical.
    func showNotebooks() {
        let notebooks = session.notebooks
        defer { showListQuery() }
        guard notebooks != listedNotebooks else { return }
        listedNotebooks = notebooks
        g_menu_remove_all(notebooksSection)
        g_menu_append(notebooksSection, InterfaceText.allNotes, "win.notebook::\(Self.allNotes)")
        for notebook in notebooks {
            // The name is the item's label as typed: an underscore in it makes no mnemonic.
            let item = g_menu_item_new(nil, "win.notebook::\(notebook.id)")!
            g_menu_item_set_attribute_value(item, "label", g_variant_new_string(notebook.name))
            g_menu_append_item(notebooksSection, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(notebooksSection))
    }
}
