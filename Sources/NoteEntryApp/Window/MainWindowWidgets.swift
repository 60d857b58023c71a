// The widgets `main-window.ui` declares for the main window, adopted by name.
import CGtk
import PlaceholderGtk

/// Every widget of `Resources/ui/main-window.ui` that the main window uses, each under its role;
/// the ones the window wraps (list, editor, bars, search) already wrapped.
@MainActor
struct MainWindowWidgets {
    let window: UnsafeMutablePointer<GtkWindow>
    let newButton: UnsafeMutablePointer<GtkWidget>
    let deleteButton: UnsafeMutablePointer<GtkWidget>
    let menuButton: UnsafeMutablePointer<GtkMenuButton>
    /// The notebook and sort menu over the list, and its label naming the notebook shown.
    let listOptionsButton: UnsafeMutablePointer<GtkMenuButton>
    let listOptionsLabel: UnsafeMutablePointer<GtkLabel>
    let list: NoteList
    let editor: NoteEditor
    let errorBar: MessageBar
    let undoBar: MessageBar
    let search: NoteSearchBar
    /// The list's label for "nothing to show".
    let emptyListLabel: UnsafeMutablePointer<GtkLabel>
    /// The leaflet holding the list column, the divider and the editor.
    let leaflet: UnsafeMutablePointer<GtkWidget>
    let listColumn: UnsafeMutablePointer<GtkWidget>
    let editorPane: UnsafeMutablePointer<GtkWidget>
    let divider: UnsafeMutablePointer<GtkWidget>
    let backButton: UnsafeMutablePointer<GtkWidget>
    /// The stack that shows the list or, when the notes cannot be read, the status page.
    let listStack: UnsafeMutablePointer<GtkStack>
    let unavailablePage: UnsafeMutablePointer<GtkWidget>
    let unavailableTitle: UnsafeMutablePointer<GtkLabel>
    let unavailableDescription: UnsafeMutablePointer<GtkLabel>
    let retryButton: UnsafeMutablePointer<GtkWidget>
    let chooseFolderButton: UnsafeMutablePointer<GtkWidget>
    let openFolderButton: UnsafeMutablePointer<GtkWidget>

    /// Adopts the widgets of `file`; throws when one is missing or of another type.
    init(adopting file: InterfaceFile) throws {
        window = try file.object("window", as: GtkWindow.self)
        newButton = try file.widget("new_button")
        deleteButton = try file.widget("delete_button")
        menuButton = try file.object("menu_button", as: GtkMenuButton.self)
        listOptionsButton = try file.object("list_options_button", as: GtkMenuButton.self)
        listOptionsLabel = try file.object("list_options_label", as: GtkLabel.self)
        emptyListLabel = try file.object("empty_list_label", as: GtkLabel.self)
        list = NoteList(
            widget: try file.widget("note_list"), treeView: try file.object("note_list_view", as: GtkTreeView.self),
            emptyLabel: emptyListLabel.cast())
        editor = NoteEditor(
            widget: try file.widget("editor"), titleEntry: try file.object("title_entry", as: GtkEntry.self),
            body: try file.placeholderTextView("body"))
        errorBar = MessageBar(
            infoBar: try file.object("error_bar", as: GtkInfoBar.self),
            label: try file.object("error_label", as: GtkLabel.self))
        undoBar = MessageBar(
            infoBar: try file.object("undo_bar", as: GtkInfoBar.self),
            label: try file.object("undo_label", as: GtkLabel.self))
        search = NoteSearchBar(
            bar: try file.object("search_bar", as: GtkSearchBar.self),
            entry: try file.object("search_entry", as: GtkSearchEntry.self),
            button: try file.object("search_button", as: GtkToggleButton.self))
        leaflet = try file.widget("leaflet")
        listColumn = try file.widget("list_column")
        editorPane = try file.widget("editor")
        divider = try file.widget("divider")
        backButton = try file.widget("back_button")
        listStack = try file.object("list_stack", as: GtkStack.self)
        unavailablePage = try file.widget("unavailable_page")
        unavailableTitle = try file.object("unavailable_title", as: GtkLabel.self)
        unavailableDescription = try file.object("unavailable_description", as: GtkLabel.self)
        retryButton = try file.widget("retry_button")
        chooseFolderButton = try file.widget("choose_folder_button")
        openFolderButton = try file.widget("open_folder_button")
    }
}
