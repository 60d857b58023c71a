// The note-entry window: the note list beside the editor, with autosave.
import CGtk
import Foundation
import GtkBinding
import NoteStore
import PlaceholderGtk

/// The main window and everything it does: lists the notes, edits one, saves every change
/// by itself, deletes with undo, and shows faults in a bar without losing any text.
///
/// Saving: a change is saved `autosaveDelay` seconds after the last keystroke, and at once
/// when focus leaves the title or body, on Done, on switching notes, on New, on Delete and
/// when the window closes. A failed save keeps the text in the editor, shows why, and is
/// retried on the next change; the message goes away when a save succeeds.
///
/// The widgets are declared in `Resources/ui/main-window.ui` (see `InterfaceFile` for where it
/// is found); this class adopts them and wires their signals.
@MainActor
final class MainWindow {
    /// Seconds after the last change before it is saved.
    static let autosaveDelay = 0.5
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
    /// The header bar's New button.
    let newButton: UnsafeMutablePointer<GtkWidget>
    /// The header bar's Delete button.
    let deleteButton: UnsafeMutablePointer<GtkWidget>
    /// The note in the editor.
    private(set) var edited = EditedNote.draft
    /// The last deleted note, until it is restored or another note is deleted.
    private(set) var deletedNote: Note?

    private let connection: NoteStoreConnection
    private var autosave: DebounceTimer!
    private var connections = SignalConnectionSet()
    /// Whether the error bar shows a failed save (cleared by the next good save).
    private var errorBarShowsSaveFailure = false

    /// A window over the notes of `connection`, not shown yet; inside `application` when given.
    /// Throws when `main-window.ui` cannot be found or lacks one of the widgets.
    init(connection: NoteStoreConnection, application: UnsafeMutablePointer<GtkApplication>? = nil) throws {
        self.connection = connection
        (window, newButton, deleteButton, list, editor, errorBar, undoBar) = try InterfaceFile.build(Self.interfaceFileName) { file in
            (
                try file.object("window", as: GtkWindow.self), try file.widget("new_button"), try file.widget("delete_button"),
                NoteList(widget: try file.widget("note_list"), listBox: try file.object("note_list_box", as: GtkListBox.self)),
                NoteEditor(widget: try file.widget("editor"), titleEntry: try file.object("title_entry", as: GtkEntry.self),
                           body: try file.placeholderTextView("body")),
                MessageBar(infoBar: try file.object("error_bar", as: GtkInfoBar.self), label: try file.object("error_label", as: GtkLabel.self)),
                MessageBar(infoBar: try file.object("undo_bar", as: GtkInfoBar.self), label: try file.object("undo_label", as: GtkLabel.self)))
        }
        if let application { gtk_window_set_application(window, application) }
        autosave = DebounceTimer(delay: Self.autosaveDelay) { [weak self] in self?.save() }
        connectSignals()
        TapToDismiss.install(on: window)
        ObjectAttachment.attach(self, to: window.object, key: Self.attachmentKey)
        connection.onOpen = { [weak self] store in self?.storeOpened(store) }
        openStore()
    }

    /// Shows the window and puts the cursor in the editor (the body of an empty new note,
    /// else the title of an empty note, else the body).
    func present() {
        gtk_widget_show_all(window.cast())
        gtk_window_present(window)
        if edited.id == nil && editor.text.isEmpty { editor.focusBody() }
    }

    // MARK: - Saving

    /// Saves the editor's changes now, if it has any. Returns false when they could not be
    /// saved (the text stays in the editor and the error bar says why).
    @discardableResult
    func save() -> Bool {
        autosave.cancel()
        guard edited.hasUnsavedChanges else { return true }
        let title = editor.title
        let body = editor.text
        do {
            let store = try connection.store()
            let saved = try write(title: title, body: body, to: store)
            edited = EditedNote(id: saved.id)
            if errorBarShowsSaveFailure {
                errorBarShowsSaveFailure = false
                errorBar.hide()
            }
            list.moveToTop(NoteSummary(note: saved))
            list.select(saved.id)
            return true
        } catch {
            showFailure(error, whileSaving: true)
            return false
        }
    }

    private func write(title: String, body: String, to store: NoteStore) throws -> Note {
        guard let id = edited.id else { return try store.createNote(title: title, body: body) }
        do {
            return try store.update(id: id, title: title, body: body)
        } catch NoteStoreError.noteNotFound {
            // Deleted meanwhile (e.g. by another instance): the text in the editor lives on as a new note.
            return try store.createNote(title: title, body: body)
        }
    }

    private func noteChanged() {
        edited.hasUnsavedChanges = true
        autosave.restart()
    }

    // MARK: - Notes

    /// Saves the current note, then shows note `id`. Stays on the current note if it could
    /// not be saved, so nothing typed is lost.
    func open(_ id: Int64) {
        guard id != edited.id else { return }
        guard save() else {
            list.select(edited.id)
            return
        }
        do {
            guard let note = try connection.store().note(id: id) else {
                list.remove(id)
                list.select(edited.id)
                return
            }
            show(note)
        } catch {
            showFailure(error, whileSaving: false)
            list.select(edited.id)
        }
    }

    /// Saves the current note, creates an empty one and puts the cursor in its title.
    func newNote() {
        guard save() else { return }
        do {
            let note = try connection.store().createNote()
            show(note)
            list.moveToTop(NoteSummary(note: note))
            list.select(note.id)
        } catch {
            // No store: the new note lives in the window and is created by its first good save.
            showFailure(error, whileSaving: false)
            showDraft()
        }
        editor.focusTitle()
    }

    /// Deletes the note in the editor and offers to undo it; the next note is shown.
    func deleteCurrentNote() {
        guard let id = edited.id else {
            autosave.cancel()
            showDraft()
            return
        }
        guard save() else { return }
        do {
            let next = list.neighbour(of: id)
            deletedNote = try connection.store().deleteNote(id: id)
            list.remove(id)
            undoBar.show(InterfaceText.noteDeleted)
            if let next { open(next.id) } else { showDraft() }
        } catch {
            showFailure(error, whileSaving: false)
        }
    }

    /// Puts the last deleted note back and shows it.
    func undoDelete() {
        guard let note = deletedNote, save() else { return }
        do {
            try connection.store().restoreNote(note)
            deletedNote = nil
            undoBar.hide()
            list.insert(NoteSummary(note: note))
            show(note)
        } catch {
            showFailure(error, whileSaving: false)
        }
    }

    private func show(_ note: Note) {
        edited = EditedNote(id: note.id)
        editor.show(title: note.title, body: note.body)
        list.select(note.id)
    }

    private func showDraft() {
        edited = .draft
        editor.show(title: "", body: "")
        list.select(nil)
    }

    // MARK: - Store

    private func openStore() {
        if let store = connection.currentStore {
            storeOpened(store)
            return
        }
        do {
            _ = try connection.store()  // lists the notes through `storeOpened`
        } catch {
            showFailure(error, whileSaving: false)
            showDraft()
        }
    }

    /// The store opened (at start, or later after a failure): list its notes.
    private func storeOpened(_ store: NoteStore) {
        if let recovery = store.recovery {
            let notice = InterfaceText.recoveredDatabase(
                movedTo: recovery.movedAsidePath, recoveredNotes: recovery.recoveredNoteCount,
                unreadableNotes: recovery.unreadableNoteCount)
            errorBar.show(notice)
            // Shown at every start until the user closes this very message.
            errorBar.onClose = { [weak errorBar, weak store] in
                if errorBar?.message == notice { try? store?.dismissRecoveryNotice() }
            }
        }
        do {
            try list.load(from: store)
        } catch {
            showFailure(error, whileSaving: false)
        }
        guard edited == .draft, editor.title.isEmpty, editor.text.isEmpty else {
            list.select(edited.id)
            return
        }
        if let newest = list.summaries.first, let note = try? store.note(id: newest.id) { show(note) } else { showDraft() }
    }

    private func showFailure(_ error: Error, whileSaving: Bool) {
        errorBarShowsSaveFailure = whileSaving
        errorBar.show(Self.message(for: error, whileSaving: whileSaving))
    }

    /// The sentence shown for a store failure.
    static func message(for error: Error, whileSaving: Bool) -> String {
        guard let storeError = error as? NoteStoreError else { return InterfaceText.actionFailed(reason: "\(error)") }
        switch storeError {
        case .diskFull:
            return InterfaceText.diskFull
        case .dataDirectoryUnavailable, .databaseFileUnavailable, .databaseTooNew, .corruptDatabaseNotMoved,
             .dataDirectoryNotFound, .databaseNotFound, .ownedByAnotherUser, .writableByOthers, .symbolicLink,
             .notANotesDatabase, .damagedDatabase, .databaseVanished:
            return InterfaceText.storeUnavailable(reason: storeError.description)
        case .noteNotFound, .noteIDInUse, .databaseFailure:
            return whileSaving
                ? InterfaceText.saveFailed(reason: storeError.description)
                : InterfaceText.actionFailed(reason: storeError.description)
        }
    }

    private func connectSignals() {
        editor.onChange = { [weak self] in self?.noteChanged() }
        editor.onEditingPaused = { [weak self] in self?.save() }
        list.onSelect = { [weak self] id in self?.open(id) }
        list.onPageFailure = { [weak self] error in self?.showFailure(error, whileSaving: false) }
        undoBar.onAction = { [weak self] in self?.undoDelete() }
        connections.add(SignalConnection(newButton.cast(to: GtkButton.self), "clicked") { [weak self] in self?.newNote() })
        connections.add(SignalConnection(deleteButton.cast(to: GtkButton.self), "clicked") { [weak self] in
            self?.deleteCurrentNote()
        })
        let windowWidget: UnsafeMutablePointer<GtkWidget> = window.cast()
        connections.add(SignalConnection(windowWidget, event: "key-press-event") { [weak self] event in
            self?.keyPressed(event.pointee.key) ?? false
        })
        connections.add(SignalConnection(windowWidget, event: "delete-event") { [weak self] _ in
            self?.save()
            return false
        })
        connections.add(SignalConnection(windowWidget, "destroy") { [weak self] in
            self?.autosave.cancel()
            self?.connections.disconnectAll()
        })
    }

    /// Ctrl+N: a new note.
    private func keyPressed(_ key: GdkEventKey) -> Bool {
        let control = key.state & GDK_CONTROL_MASK.rawValue != 0
        guard control, Int32(key.keyval) == GDK_KEY_n || Int32(key.keyval) == GDK_KEY_N else { return false }
        newNote()
        return true
    }
}
