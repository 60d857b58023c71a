// The note-entry window: the note list beside the editor, with autosave.
import CGtk
import Glibc
import GtkBinding
import NoteStore
import PlaceholderGtk

/// The main window: the note list beside the editor, a message bar and the undo bar. It is a
/// view of the application's `NoteSession`: what it does is the session's (GTK-free) decision;
/// this class adopts the widgets, shows the session's document in its editor, reports what the
/// user did to the session, and shows what the session says (`NoteSessionDisplay`).
///
/// The widgets are declared in `Resources/ui/main-window.ui` (see `InterfaceFile` for where it
/// is found); this class adopts them and wires their signals.
@MainActor
final class MainWindow {
    /// The interface file that declares the window's widgets.
    static let interfaceFileName = "main-window.ui"
    static let attachmentKey = "note-entry-main-window"

    /// The toplevel window.
    let window: UnsafeMutablePointer<GtkWindow>
    /// The note list.
    let list: NoteList
    /// The title and body editor.
    let editor: NoteEditor
    /// Shows store faults (damaged database recovered, cannot open, cannot save).
    let errorBar: MessageBar
    /// Offers to undo a delete.
    let undoBar: MessageBar
    /// Says what the undo bar offers to undo, and hides it after a while.
    let deletedNotesBar: DeletedNotesBar
    /// The header bar's New button.
    let newButton: UnsafeMutablePointer<GtkWidget>
    /// The header bar's Delete button.
    let deleteButton: UnsafeMutablePointer<GtkWidget>
    /// The search bar over the list, and its entry.
    let search: NoteSearchBar
    /// The header bar's main-menu button (F10).
    let menuButton: UnsafeMutablePointer<GtkMenuButton>
    /// The window's actions (win.new, win.search, …), with their shortcuts.
    let actions: WindowActions
    /// The notebook and sort menu over the list.
    let listOptions: NoteListOptions
    /// Where the keyboard focus goes when the widget that had it is done with it.
    let focus: WindowFocus
    /// F6 between the panes; Return and Enter into the note's text.
    let paneTravel: PaneTravel
    /// The list beside the editor, or one of them when the window is narrow.
    let layout: AdaptiveLayout
    /// Instead of the list when the notes cannot be read.
    let unavailablePage: NotesUnavailablePage
    /// The list's label for "nothing to show".
    private let emptyListLabel: UnsafeMutablePointer<GtkLabel>
    /// What the window shows and does: the application's session.
    let session: NoteSession
    /// The message the error bar shows, if it is shown.
    private(set) var shownMessage: SessionMessage?

    private var connections = SignalConnectionSet()
    /// Has the session look for other programs' changes to the store while the window is open.
    private var storeChangePoll: StoreChangePoll?
    /// The editor tightened in a short window.
    private let shortWindowLayout: ShortWindowLayout
    /// "Linked from N notes" below the note.
    let linkingNotes: LinkingNotesButton
    /// Quit was chosen: before this window closes, the application closes its note windows.
    var onQuit: @MainActor () -> Void = {}
    /// Open in New Window on the shown note (the application opens it: `NoteWindows`).
    var onOpenInNewWindow: @MainActor (Int64) -> Void = { _ in }
    /// Whether `present()` ran before: only the first one places the cursor.
    private var wasPresented = false

    /// A window showing `session`, not shown yet; inside `application` when given. The session is
    /// started by whoever made it, once the window is there. Throws when `main-window.ui` cannot
    /// be found or lacks one of the widgets.
    init(session: NoteSession, application: UnsafeMutablePointer<GtkApplication>? = nil) throws {
        let widgets = try InterfaceFile.build(Self.interfaceFileName) { try MainWindowWidgets(adopting: $0) }
        window = widgets.window
        newButton = widgets.newButton
        deleteButton = widgets.deleteButton
        menuButton = widgets.menuButton
        list = widgets.list
        editor = widgets.editor
        errorBar = widgets.errorBar
        undoBar = widgets.undoBar
        deletedNotesBar = DeletedNotesBar(bar: widgets.undoBar)
        search = widgets.search
        emptyListLabel = widgets.emptyListLabel
        unavailablePage = NotesUnavailablePage(
            stack: widgets.listStack, page: widgets.unavailablePage, title: widgets.unavailableTitle,
            details: widgets.unavailableDescription, retry: widgets.retryButton,
            chooseFolder: widgets.chooseFolderButton, openFolder: widgets.openFolderButton)
        layout = AdaptiveLayout(
            window: window, leaflet: widgets.leaflet, listPane: widgets.listColumn, editorPane: widgets.editorPane,
            divider: widgets.divider, backButton: widgets.backButton, wideOnly: [deleteButton])
        shortWindowLayout = ShortWindowLayout(window: window, editor: widgets.editorPane)
        actions = WindowActions(window: window.cast(to: GtkApplicationWindow.self))
        focus = WindowFocus(window: window, list: list, editor: editor, dismissal: TapToDismiss.install(on: window))
        paneTravel = PaneTravel(
            window: window, listPane: widgets.listColumn, list: list, editor: editor, focus: focus, layout: layout)
        if let application { gtk_window_set_application(window, application) }
        listOptions = NoteListOptions(
            button: widgets.listOptionsButton, label: widgets.listOptionsLabel, session: session, actions: actions,
            application: application)
        linkingNotes = LinkingNotesButton(in: editor.widget)
        self.session = session
        FolderTitle.show(session.folder, in: window)
        session.display = self
        session.document.buffer = editor
        connectSignals()
        addActions(application: application)
        // What needs a stored note (a draft is not stored until typed into) follows it.
        let forStoredNote = ["delete", "history", "save-copy", "pin", "move-to-notebook", "open-in-new-window"]
        for action in forStoredNote { actions.setEnabled(action, session.document.id != nil) }
        session.document.onStoredNoteChange = { [weak self] stored in
            for action in forStoredNote { self?.actions.setEnabled(action, stored) }
        }
        storeChangePoll = StoreChangePoll(every: NoteSession.storeCheckSeconds) { [weak self] in
            self?.session.followStore()
        }
        ObjectAttachment.attach(self, to: window.object, key: Self.attachmentKey)
    }

    /// Shows the window, or brings it forward when the app is started again. The first time, it
    /// puts the cursor where typing belongs, so keys typed at once land in the note shown: the
    /// title of a saved note without one, else the body. Later it leaves the cursor where it is.
    func present() {
        // The store is open now: the menu over the list lists its notebooks before it is opened.
        listOptions.showNotebooks()
        gtk_widget_show_all(window.cast())
        gtk_window_present(window)
        guard !wasPresented else { return }
        wasPresented = true
        if session.document.id != nil && editor.title.isEmpty { editor.focusTitle() } else { editor.focusBody() }
    }

    // MARK: - What the user does (tests call these as the widgets do)

    /// A new, empty note with the cursor in its title.
    func newNote() {
        if session.newNote() { editor.focusTitle() }
    }

    /// Deletes the note in the editor, offering undo. A focus the deleted row had goes to the
    /// next note's row.
    func deleteCurrentNote() {
        session.deleteCurrentNote()
        focus.keepFocus()
    }

    /// Retry on the status page: opens the notes if the problem is gone. The button's page is
    /// then hidden, so the focus goes to the shown note.
    func retryOpening() {
        session.retryOpening()
        if !unavailablePage.isShown { focus.keepFocus(leaving: unavailablePage.widget) }
    }

    /// Open Folder on the status page: the notes folder in the desktop's file manager.
    func openFolder() {
        var error: UnsafeMutablePointer<GError>?
        guard let uri = g_filename_to_uri(session.folder.description, nil, &error) else {
            return show(.storeFailure(.other(GLibErrorMessage.take(&error)), whileSaving: false))
        }
        defer { g_free(uri) }
        if gtk_show_uri_on_window(window, uri, guint32(GDK_CURRENT_TIME), &error) == 0 {
            show(.storeFailure(.other(GLibErrorMessage.take(&error)), whileSaving: false))
        }
    }

    /// Opens `folder` in a note-entry of its own, as `--data-dir` does, and closes this window.
    func openInstead(_ folder: String) {
        do {
            try AnotherFolderChoice.launch(dataDirectory: folder)
        } catch {
            return show(.storeFailure(.other("\(error)"), whileSaving: false))
        }
        gtk_window_close(window)
    }

    /// Folded, goes back from the editor to the list, with the focus on the shown note's row.
    func showList() {
        guard layout.isFolded else { return }
        layout.showList()
        focus.focusList()
    }

    /// Puts the last deleted note back, with the focus on its row.
    func undoDelete() {
        session.undoDelete()
        focus.focusShownNote()
    }

    private func connectSignals() {
        editor.onEditingPaused = { [weak self] in self?.session.saving.editingPaused() }
        editor.onTitleEditingEnded = { [weak self] in self?.session.titleEditingEnded() }
        linkingNotes.onOpen = { [weak self] id in self?.showNote(id) }
        editor.markdown.links.onOpenNote = { [weak self] title in self?.showNote(titled: title) }
        editor.markdown.linkCompletion.titles = { [weak self] prefix in
            self?.session.noteTitles(startingWith: prefix) ?? []
        }
        editor.markdown.links.onOpenFailed = { [weak self] address, reason in
            self?.show(.linkNotOpened(address: address, reason: reason))
        }
        list.onSelect = { [weak self] id in self?.session.open(id) }
        list.onPageFailure = { [weak self] error in
            self?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
        }
        undoBar.onAction = { [weak self] in self?.undoDelete() }
        errorBar.onAction = { [weak self] in
            guard let self, let message = shownMessage else { return }
            shownMessage = nil
            switch message {
            case .openedReadOnly: SaveCopyChooser.ask(over: window, session: session)
            case .syncConflictCopy(let file, _): session.importNotes([file])
            default: break
            }
        }
        layout.onBack = { [weak self] in self?.showList() }
        unavailablePage.onRetry = { [weak self] in self?.retryOpening() }
        unavailablePage.onOpenFolder = { [weak self] in self?.openFolder() }
        unavailablePage.onChooseFolder = { [weak self] in
            guard let self else { return }
            AnotherFolderChoice.ask(over: window, startingIn: session.folder.standardized.parent.description) {
                [weak self] folder in
                self?.openInstead(folder)
            }
        }
        undoBar.onClose = { [weak self] in
            guard let self else { return }
            session.forgetDeletes()
            focus.keepFocus(leaving: undoBar.widget)
        }
        deletedNotesBar.isStale = { [weak self] in self?.session.deletesStillUndoable == false }
        deletedNotesBar.onTimeout = { [weak self] in
            guard let self else { return }
            session.forgetDeletes()
            focus.keepFocus(leaving: undoBar.widget)
        }
        errorBar.onClose = { [weak self] in
            guard let self else { return }
            focus.keepFocus(leaving: errorBar.widget)
            guard let message = shownMessage else { return }
            shownMessage = nil
            session.messageClosed(message)
        }
        connections.add(
            SignalConnection(newButton.cast(to: GtkButton.self), "clicked") { [weak self] in self?.newNote() })
        search.onChange = { [weak self] query in self?.session.search(query) }
        search.onActivate = { [weak self] in self?.session.openFirstMatch() }
        search.onClose = { [weak self] in
            guard let self else { return }
            focus.keepFocus(leaving: search.bar.cast())
        }
        let windowWidget: UnsafeMutablePointer<GtkWidget> = window.cast()
        connections.add(
            SignalConnection(list.treeView, event: "key-press-event") { [weak self] event in
                // Delete on the list deletes the selected note (with the undo bar); Ctrl+Z there
                // undoes the deletes the bar offers to undo.
                guard let self else { return false }
                let key = event.pointee.key
                let modifiers = key.state & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
                if Int32(key.keyval) == GDK_KEY_Delete {
                    deleteCurrentNote()
                    return true
                }
                guard Int32(gdk_keyval_to_lower(key.keyval)) == GDK_KEY_z, modifiers == GDK_CONTROL_MASK.rawValue,
                    !session.deletedNotes.isEmpty
                else { return false }
                undoDelete()
                return true
            })
        connections.add(
            SignalConnection(windowWidget, event: "delete-event") { [weak self] _ in
                // true keeps the window open: its text could be neither saved nor kept.
                guard let self else { return false }
                return !self.session.prepareToQuit()
            })
        connections.add(
            SignalConnection(windowWidget, "destroy") { [weak self] in
                // A save still on the writer's thread must not touch the widgets that are gone.
                self?.session.displayClosed()
                self?.storeChangePoll?.cancel()
                self?.session.document.onStoredNoteChange = { _ in }
                self?.actions.removeAll()
                self?.connections.disconnectAll()
            })
    }

    /// The window's actions and their GNOME shortcuts (set on `application`, when there is one).
    private func addActions(application: UnsafeMutablePointer<GtkApplication>?) {
        actions.add("new", accelerators: ["<Primary>n"], in: application) { [weak self] in self?.newNote() }
        actions.add("search", accelerators: ["<Primary>f"], in: application) { [weak self] in self?.search.open() }
        actions.add("close", accelerators: ["<Primary>w"], in: application) { [weak self] in
            guard let self else { return }
            gtk_window_close(window)
        }
        // Quitting is closing the app's windows, each saving first (the application adds the
        // note windows' closing: `onQuit`).
        actions.add("quit", accelerators: ["<Primary>q"], in: application) { [weak self] in
            guard let self else { return }
            onQuit()
            gtk_window_close(window)
        }
        actions.add("delete", in: application) { [weak self] in self?.deleteCurrentNote() }
        // Ctrl+Shift+N, GNOME Text Editor's New Window: Ctrl+N is already New Note here.
        actions.add("open-in-new-window", accelerators: ["<Primary><Shift>n"], in: application) { [weak self] in
            guard let self, let id = session.document.id else { return }
            onOpenInNewWindow(id)
        }
        // Pin Note is a check box: its state is the shown note's, read as the menu opens.
        actions.addStateful("pin", in: application) { [weak self] _ in
            guard let self else { return }
            session.setShownNotePinned(!session.isShownNotePinned)
            actions.setState("pin", checked: session.isShownNotePinned)
        }
        connections.add(
            SignalConnection(menuButton.cast(to: GtkToggleButton.self), "toggled") { [weak self] in
                guard let self else { return }
                actions.setState("pin", checked: session.isShownNotePinned)
            })
        actions.add("move-to-notebook", in: application) { [weak self] in
            guard let self else { return }
            MoveToNotebookDialog.present(over: window, session: session) { [weak self] in
                self?.listOptions.showNotebooks()
            }
        }
        actions.add("trash", in: application) { [weak self] in
            guard let self else { return }
            TrashDialog.present(over: window, session: session)
        }
        actions.add("history", in: application) { [weak self] in
            guard let self else { return }
            NoteHistoryDialog.present(over: window, session: session)
        }
        actions.add("print", accelerators: ["<Primary>p"], in: application) { [weak self] in self?.printNote() }
        actions.add("import", in: application) { [weak self] in
            guard let self else { return }
            ImportChooser.ask(over: window, session: session)
        }
        actions.add("export-all", in: application) { [weak self] in
            guard let self else { return }
            ExportChooser.ask(over: window, session: session)
        }
        actions.add("save-copy", accelerators: ["<Primary><Shift>s"], in: application) { [weak self] in
            guard let self else { return }
            SaveCopyChooser.ask(over: window, session: session)
        }
        actions.add("back", accelerators: ["<Alt>Left"], in: application) { [weak self] in self?.showList() }
        paneTravel.addActions(to: actions, in: application)
        actions.add("preferences", accelerators: ["<Primary>comma"], in: application) { [weak self] in
            guard let self else { return }
            PreferencesDialog.present(over: window, session: session)
        }
        actions.add("about", in: application) { [weak self] in
            guard let self else { return }
            AboutNotesDialog.present(over: window)
        }
        actions.add("menu", accelerators: ["F10"], in: application) { [weak self] in
            guard let self else { return }
            let toggle = menuButton.cast(to: GtkToggleButton.self)
            gtk_toggle_button_set_active(toggle, gtk_toggle_button_get_active(toggle) == 0 ? 1 : 0)
        }
        // One shortcuts window per process, kept (see KeyboardShortcutsWindow for the GTK bug).
        actions.add("show-help-overlay", accelerators: ["<Primary>question"], in: application) { [weak self] in
            guard let self else { return }
            KeyboardShortcutsWindow.present(over: window)
        }
        // Ctrl+Delete deletes the note, but not while the cursor is in the title or the text,
        // where it is the editing key "delete the next word" (a shortcut must not take it away).
        let windowWidget: UnsafeMutablePointer<GtkWidget> = window.cast()
        connections.add(
            SignalConnection(windowWidget, event: "key-press-event") { [weak self] event in
                guard let self else { return false }
                let key = event.pointee.key
                guard key.state & GDK_CONTROL_MASK.rawValue != 0, Int32(key.keyval) == GDK_KEY_Delete,
                    !editor.containsFocus(of: window)
                else { return false }
                deleteCurrentNote()
                return true
            })
    }
}

extension MainWindow: NoteSessionDisplay {
    func loadList(_ source: NoteListSource, searching query: String?) throws {
        unavailablePage.hide()
        gtk_label_set_text(emptyListLabel, query == nil ? InterfaceText.noNotesYet : InterfaceText.noMatchingNotes)
        try list.load(source, highlighting: query)
    }

    func showSearchAnswer(_ answer: NoteSearchAnswer, from source: NoteListSource) {
        unavailablePage.hide()
        gtk_label_set_text(emptyListLabel, InterfaceText.noMatchingNotes)
        list.show(NoteListPages(source, count: answer.count, read: answer.readRows), highlighting: answer.search)
    }

    func refreshSearchAnswer(_ answer: NoteSearchAnswer, from source: NoteListSource) {
        list.refresh(to: NoteListPages(source, count: answer.count, read: answer.readRows))
        list.showWhetherEmpty()
    }

    func listSaved(_ summary: NoteSummary) { list.place(summary) }

    func showLinkingNotes(_ notes: [LinkingNote]) { linkingNotes.show(notes) }
    func listRemove(_ id: Int64) { list.remove(id) }
    func listInsert(_ summary: NoteSummary) { list.insert(summary) }
    func listShowChangesMadeElsewhere() -> Bool { list.showChangesMadeElsewhere() }
    func listSelect(_ id: Int64?) {
        list.select(id)
        focus.shownNoteChanged(id)
    }
    func listNeighbour(of id: Int64) -> Int64? { list.neighbour(of: id)?.id }
    var listFirst: Int64? { list.summary(at: 0)?.id }

    func showNotesUnavailable(_ failure: NoteStoreFailure) { unavailablePage.show(failure) }

    func show(_ message: SessionMessage) {
        shownMessage = message
        // A note opened read-only can still be had exactly: its bar offers Save a Copy…. Another
        // computer's notes in a sync tool's conflict copy: the bar offers to import them.
        let action: String? =
            switch message {
            case .openedReadOnly: InterfaceText.saveCopy
            case .syncConflictCopy: InterfaceText.importConflictCopy
            default: nil
            }
        if let button = errorBar.actionButton {
            if let action {
                gtk_button_set_label(button.cast(to: GtkButton.self), action)
                gtk_widget_show(button)
            } else {
                gtk_widget_hide(button)
            }
        }
        errorBar.show(InterfaceText.sentence(for: message))
    }

    func hideMessage(ofKind kind: SessionMessage.Kind) {
        guard shownMessage?.kind == kind else { return }
        shownMessage = nil
        errorBar.hide()
    }

    func offerUndoDelete(_ deleted: [Note]) {
        deletedNotesBar.show(deleted)
    }
}
