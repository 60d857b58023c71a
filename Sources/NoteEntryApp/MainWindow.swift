// The note-entry window: the note list beside the editor, with autosave.
import CGtk
import Foundation
import GtkBinding
import NoteStore
import PlaceholderGtk

/// The main window: lists the notes, edits one, deletes with undo, and shows faults in a bar
/// without losing any text. When and how the note is saved is `NoteSaving`'s policy (autosave
/// after a pause and at most 2 s after the first change, on a writer thread, retried by itself,
/// kept in a recovery file when quitting cannot save); this class wires the widgets to it.
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
    /// The header bar's New button.
    let newButton: UnsafeMutablePointer<GtkWidget>
    /// The header bar's Delete button.
    let deleteButton: UnsafeMutablePointer<GtkWidget>
    /// The save policy, and the note in the editor.
    let saving: NoteSaving
    /// The thread that writes notes.
    let writer: NoteWriter
    /// The note in the editor.
    var edited: EditedNote { saving.edited }
    /// The last deleted note, until it is restored or another note is deleted.
    private(set) var deletedNote: Note?

    private let connection: NoteStoreConnection
    private var connections = SignalConnectionSet()
    /// What the error bar shows, so a good save clears a save failure and nothing else.
    private var errorBarShows = ErrorBarContent.nothing

    /// What the error bar shows: nothing, a failed save (cleared by the next good save), why
    /// the note in the editor is read-only (cleared on leaving it), or another message.
    private enum ErrorBarContent { case nothing, saveFailure, readOnlyNote, other }

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
        let directory = connection.directory
        writer = NoteWriter { try NoteStore(directoryPath: directory ?? NoteStoreLocation.defaultDirectoryPath()) }
        saving = NoteSaving(
            writer: writer, recovery: UnsavedTextRecovery(notesFolder: directory), timer: MainLoopSaveTimer(),
            clock: { ProcessInfo.processInfo.systemUptime }, deliver: { MainLoopSource.post($0) })
        saving.snapshot = { [editor] in (editor.title, editor.text) }
        saving.onOutcome = { [weak self] outcome in self?.saveEnded(outcome) }
        connectSignals()
        TapToDismiss.install(on: window)
        ObjectAttachment.attach(self, to: window.object, key: Self.attachmentKey)
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

    /// Saves the editor's changes now and waits, if it has any. Returns false when they could
    /// not be saved (the text stays in the editor, the error bar says why, and saving is
    /// retried by itself).
    @discardableResult
    func save() -> Bool {
        saving.saveNow()
    }

    /// Before the app quits (window closed, Ctrl+Q, a termination signal, the display lost):
    /// saves, or keeps the text in a recovery file. Returns false, with the error bar saying
    /// why, when the text could be neither saved nor kept: then the app must stay open.
    /// - Parameter showingProblems: false when nothing may be drawn (the display is gone).
    func prepareToQuit(showingProblems: Bool = true) -> Bool {
        if !showingProblems { saving.onOutcome = { _ in } }
        let result = saving.finishForQuit()
        if let path = result.keptIn {
            StandardStream.error("\(CommandLineOptions.programName): the note could not be saved; its text is kept in \(path) "
                + "and will be saved into your notes at the next start")
        }
        guard result.canQuit else {
            StandardStream.error("\(CommandLineOptions.programName): the note can be neither saved nor kept: \(result.failure ?? "")")
            guard showingProblems else { return false }
            showError(InterfaceText.cannotQuitWithoutLosingText(reason: result.failure ?? ""), kind: .saveFailure)
            return false
        }
        return true
    }

    /// Closes both database connections after copying the write-ahead log into the database
    /// file, so that `notes.sqlite3` alone holds every note once the app has quit.
    func closeStores() {
        do {
            try writer.checkpointAndClose()
        } catch {
            StandardStream.error("\(CommandLineOptions.programName): \(error)")
        }
        connection.close()
    }

    private func saveEnded(_ outcome: SaveOutcome) {
        switch outcome {
        case .saved(let saved):
            clearSaveFailure()
            if connection.currentStore == nil { listOnceTheStoreOpens() }
            showSaved(saved)
        case .savedAsCopy(_, let copy):
            showSaved(copy)
            showError(InterfaceText.savedAsCopy, kind: .other)
        case .savedAfterDeletion(let original, let note):
            clearSaveFailure()
            list.remove(original)
            showSaved(note)
        case .failed(let failure):
            showFailure(failure, whileSaving: true)
        }
    }

    private func showSaved(_ saved: SavedChanges) {
        list.moveToTop(saved.summary)
        if edited.id == saved.id { list.select(saved.id) }
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
            showFailure(NoteStoreFailure(error), whileSaving: false)
            list.select(edited.id)
        }
    }

    /// Saves the current note and shows a new, empty one with the cursor in its title. The
    /// new note is stored once something is typed in it: an empty note the user leaves is not kept.
    func newNote() {
        guard save() else { return }
        showDraft()
        editor.focusTitle()
    }

    /// Deletes the note in the editor and offers to undo it; the next note is shown.
    func deleteCurrentNote() {
        guard save() else { return }
        guard let id = edited.id else {
            showDraft()
            return
        }
        do {
            let next = list.neighbour(of: id)
            deletedNote = try connection.store().deleteNote(id: id)
            list.remove(id)
            undoBar.show(InterfaceText.noteDeleted)
            if let next { open(next.id) } else { showDraft() }
        } catch {
            showFailure(NoteStoreFailure(error), whileSaving: false)
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
            showFailure(NoteStoreFailure(error), whileSaving: false)
        }
    }

    private func show(_ note: Note) {
        editor.show(title: note.title, body: note.body)
        // Text the editor cannot hold exactly is shown read-only, so it is never saved back changed.
        let problem = EditorLimits.problem(showing: note, shownTitle: editor.title)
        saving.load(note, readOnly: problem != nil)
        editor.isEditable = problem == nil
        if let problem {
            showError(InterfaceText.openedReadOnly(problem), kind: .readOnlyNote)
        } else if errorBarShows == .readOnlyNote {
            hideError()
        }
        list.select(note.id)
    }

    private func showDraft() {
        saving.loadDraft()
        editor.show(title: "", body: "")
        editor.isEditable = true
        list.select(nil)
    }

    // MARK: - Store

    private func openStore() {
        do {
            let store = try connection.store()
            storeOpened(store)
        } catch {
            showFailure(NoteStoreFailure(error), whileSaving: false)
            showDraft()
        }
    }

    /// The store opened at start: save what an earlier run could not, then list the notes.
    private func storeOpened(_ store: NoteStore) {
        if let recovery = store.recovery {
            let notice = InterfaceText.recoveredDatabase(
                movedTo: recovery.movedAsidePath, recoveredNotes: recovery.recoveredNoteCount,
                unreadableNotes: recovery.unreadableNoteCount)
            showError(notice, kind: .other)
            // Shown at every start until the user closes this very message.
            errorBar.onClose = { [weak errorBar, weak store] in
                if errorBar?.message == notice { try? store?.dismissRecoveryNotice() }
            }
        }
        let recovered = saving.saveRecoveredTexts()
        if !recovered.isEmpty { showError(InterfaceText.recoveredUnsavedText, kind: .other) }
        do {
            try list.load(from: store)
        } catch {
            showFailure(NoteStoreFailure(error), whileSaving: false)
        }
        if let newest = recovered.last.map(\.id) ?? list.summaries.first?.id, let note = try? store.note(id: newest) {
            show(note)
        } else {
            showDraft()
        }
    }

    /// The store could not be opened at start, and a save just worked: list the notes now.
    private func listOnceTheStoreOpens() {
        do {
            try list.load(from: try connection.store())
        } catch {
            showFailure(NoteStoreFailure(error), whileSaving: false)
        }
    }

    private func showFailure(_ failure: NoteStoreFailure, whileSaving: Bool) {
        showError(Self.message(for: failure, whileSaving: whileSaving), kind: whileSaving ? .saveFailure : .other)
    }

    private func showError(_ message: String, kind: ErrorBarContent) {
        errorBarShows = kind
        errorBar.show(message)
    }

    private func hideError() {
        errorBarShows = .nothing
        errorBar.hide()
    }

    private func clearSaveFailure() {
        if errorBarShows == .saveFailure { hideError() }
    }

    /// The sentence shown for a store failure.
    static func message(for failure: NoteStoreFailure, whileSaving: Bool) -> String {
        guard case .store(let storeError) = failure else {
            if case .other(let reason) = failure { return InterfaceText.actionFailed(reason: reason) }
            return ""
        }
        switch storeError {
        case .diskFull:
            return InterfaceText.diskFull
        case .dataDirectoryUnavailable, .databaseFileUnavailable, .databaseTooNew, .corruptDatabaseNotMoved,
             .dataDirectoryNotFound, .databaseNotFound, .ownedByAnotherUser, .writableByOthers, .symbolicLink,
             .notANotesDatabase, .damagedDatabase, .databaseVanished:
            return InterfaceText.storeUnavailable(reason: storeError.description)
        case .noteNotFound, .noteIDInUse, .noteChangedElsewhere, .databaseFailure:
            return whileSaving
                ? InterfaceText.saveFailed(reason: storeError.description)
                : InterfaceText.actionFailed(reason: storeError.description)
        }
    }

    private func connectSignals() {
        editor.onChange = { [weak self] field in self?.saving.userChanged(title: field == .title, body: field == .body) }
        editor.onEditingPaused = { [weak self] in self?.saving.editingPaused() }
        list.onSelect = { [weak self] id in self?.open(id) }
        list.onPageFailure = { [weak self] error in self?.showFailure(NoteStoreFailure(error), whileSaving: false) }
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
            // true keeps the window open: its text could be neither saved nor kept.
            guard let self else { return false }
            return !self.prepareToQuit()
        })
        connections.add(SignalConnection(windowWidget, "destroy") { [weak self] in
            // A save still on the writer's thread must not touch the widgets that are gone.
            self?.saving.onOutcome = { _ in }
            self?.connections.disconnectAll()
        })
    }

    /// Ctrl+N: a new note. Ctrl+W, and Ctrl+Q (the app has one window): close it, saving first.
    private func keyPressed(_ key: GdkEventKey) -> Bool {
        guard key.state & GDK_CONTROL_MASK.rawValue != 0 else { return false }
        switch Int32(key.keyval) {
        case GDK_KEY_n, GDK_KEY_N:
            newNote()
        case GDK_KEY_w, GDK_KEY_W, GDK_KEY_q, GDK_KEY_Q:
            gtk_window_close(window)
        default:
            return false
        }
        return true
    }
}
