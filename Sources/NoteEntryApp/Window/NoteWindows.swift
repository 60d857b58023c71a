// The notes open in windows of their own, and how the main window shares each with them.
import CGtk
import GtkBinding
import NoteStore

/// The app's note windows (`NoteWindow`), at most one per note, beside the main window.
///
/// One document edits a note at a time. Opening a note in its own window saves the main
/// window's typing first (so the new document starts at the stored revision) and hands the note
/// to that window's document; the main window then shows it read-only, its editor following
/// each change typed in the note window. Both documents save through the app's one writer, which
/// takes its own newest save as the base of the next: two editable documents would not make
/// conflict copies but would silently overwrite each other's text, which the hand-over prevents.
/// When the note window closes, having saved, the main window loads the note again, editable.
@MainActor
final class NoteWindows {
    private let session: NoteSession
    private let application: UnsafeMutablePointer<GtkApplication>
    private let recovery: UnsavedTextRecovery
    private var windows: [Int64: NoteWindow] = [:]
    /// The main window's editor, until the main window is destroyed (the note windows may
    /// outlive it; its widgets may not be touched then).
    private var mainEditor: NoteEditor?

    /// Note windows beside the main window of `session`, whose editor is `mainEditor`, in
    /// `application`; texts their saves cannot save at quitting go to `recovery`.
    init(
        session: NoteSession, mainEditor: NoteEditor, application: UnsafeMutablePointer<GtkApplication>,
        recovery: UnsavedTextRecovery
    ) {
        self.session = session
        self.mainEditor = mainEditor
        self.application = application
        self.recovery = recovery
        session.isEditedElsewhere = { [weak self] id in self?.windows[id] != nil }
    }

    /// A `[[title]]` link was followed in a note window.
    var onOpenNote: @MainActor (String) -> Void = { _ in }
    /// Quit was chosen in a note window.
    var onQuit: @MainActor () -> Void = {}
    /// A note was chosen from a note window's "Linked from" menu.
    var onOpenNoteID: @MainActor (Int64) -> Void = { _ in }

    /// Whether note `id` is open in a window of its own.
    func isOpen(_ id: Int64) -> Bool { windows[id] != nil }

    /// How many note windows are open.
    var count: Int { windows.count }

    /// Brings a note window forward (the app started again after its main window closed).
    func presentOne() {
        guard let window = windows.values.first else { return }
        gtk_window_present(window.window)
    }

    /// The main window is gone: its editor is no longer shown or reloaded.
    func mainWindowClosed() {
        mainEditor = nil
    }

    /// Opens note `id` in a window of its own, or brings its window forward. Does nothing when
    /// the main window's typing cannot be saved first (the session says why) or the note is gone.
    func open(_ id: Int64) {
        if let window = windows[id] { return gtk_window_present(window.window) }
        guard session.save() else { return }
        let note: Note
        do {
            guard let stored = try session.connection.store().note(id: id) else { return }
            note = stored
        } catch {
            session.display?.show(.storeFailure(NoteStoreFailure(error), whileSaving: false))
            return
        }
        let saving = NoteSaving(
            document: NoteDocument(), writer: session.saving.writer, recovery: recovery, timer: MainLoopSaveTimer(),
            clock: { Double(g_get_monotonic_time()) / 1_000_000 }, deliver: { MainLoopSource.post($0) })
        let window: NoteWindow
        do {
            window = try NoteWindow(note: note, saving: saving, application: application)
        } catch {
            session.display?.show(.storeFailure(.other("\(error)"), whileSaving: false))
            return
        }
        windows[id] = window
        // A rename in the note window has the links to the note follow it, as in the main window.
        window.editor.onTitleEditingEnded = { [weak self, weak window] in
            guard let self, let window else { return }
            session.titleEditingEnded(in: window.saving, linkedTitle: &window.linkedTitle)
            showLinkingNotes(in: window)
        }
        window.onQuit = { [weak self] in self?.onQuit() }
        window.linkingNotes.onOpen = { [weak self] id in self?.onOpenNoteID(id) }
        showLinkingNotes(in: window)
        window.editor.markdown.links.onOpenNote = { [weak self] title in self?.onOpenNote(title) }
        window.editor.markdown.linkCompletion.titles = { [weak self] prefix in
            self?.session.noteTitles(startingWith: prefix) ?? []
        }
        window.onTextChange = { [weak self] in self?.mirror(id) }
        window.onClosed = { [weak self] in self?.closed(id) }
        if session.document.id == id { session.document.holdReadOnly() }
        window.present()
    }

    /// Has `window`'s "Linked from" line list the notes linking to its note's title.
    private func showLinkingNotes(in window: NoteWindow) {
        guard let id = window.saving.document.id, let title = window.linkedTitle, !title.isEmpty else {
            return window.linkingNotes.show([])
        }
        session.findLinkingNotes(to: title, except: id) { [weak window] linking in
            guard let window, window.linkedTitle == title else { return }
            window.linkingNotes.show(linking)
        }
    }

    /// Quitting: closes every note window, each saving first (one whose text can be neither
    /// saved nor kept stays open, as at its own close).
    func closeAll() {
        for window in Array(windows.values) { gtk_window_close(window.window) }
    }

    /// Before quitting: whether every note window's text is saved or kept.
    func finishForQuit() -> Bool {
        windows.values.allSatisfy { $0.saving.finishForQuit().canQuit }
    }

    /// The main window shows note `id` read-only: its editor shows what was typed in the note's
    /// window. The whole text is copied, which for a note of a few kilobytes costs less than
    /// the keystroke's own layout; it is what keeps one document the only one editing.
    private func mirror(_ id: Int64) {
        guard let mainEditor, session.document.id == id, let window = windows[id] else { return }
        let text = window.saving.document.text
        mainEditor.show(title: text.title, body: text.body)
    }

    /// The note's window closed, its text saved: the main window, if it shows the note, loads it
    /// again (editable, at the revision just saved).
    private func closed(_ id: Int64) {
        windows[id] = nil
        guard mainEditor != nil, session.document.id == id,
            let note = try? session.connection.store().note(id: id)
        else { return }
        session.show(note)
    }
}
