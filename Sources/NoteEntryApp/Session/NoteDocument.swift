// The note being edited: its text (in its buffer), which stored note it is, and what is unsaved.
import NoteStore

/// The note being edited, as gnome-text-editor's document is: it owns the text (held in its
/// `buffer`, which the window's editor shows), knows which stored note and revision the text
/// belongs to, and marks itself changed when the buffer tells it of a change by the user, then
/// tells its saving policy (`saving`), which decides when to save. Loading a note replaces the
/// buffer's text without marking anything changed.
///
/// The saving policy (`NoteSaving`) takes what it saves from here, and the session
/// (`NoteSession`) loads notes into it; neither reaches into the window for it.
@MainActor
final class NoteDocument {
    /// Which note this is and which of its changes are not saved yet.
    private(set) var state = EditedNote(draft: 0) {
        didSet { if state.id != oldValue.id { onStoredNoteChange(state.id != nil) } }
    }
    /// The policy that saves this document, told of each change the user makes (not while the
    /// note is read-only); `NoteSaving` attaches itself.
    weak var saving: NoteSaving?
    /// After each change the user made (and `saving` was told): another window showing this note
    /// copies the text from here (`NoteWindows`).
    var afterChange: @MainActor () -> Void = {}
    /// The note became one that is stored (true) or a draft not stored yet (false): what can be
    /// deleted follows it.
    var onStoredNoteChange: @MainActor (Bool) -> Void = { _ in }

    /// Where the text is held and edited; until one is attached, the text is empty and cannot change.
    weak var buffer: NoteTextBuffer? {
        didSet {
            oldValue?.document = nil
            buffer?.document = self
        }
    }

    /// A document holding a draft until a note is loaded.
    init() {}

    /// The store's id of the note; nil for a draft that is not stored yet.
    var id: Int64? { state.id }

    /// The title and body as the buffer holds them now.
    var text: (title: String, body: String) { (buffer?.title ?? "", buffer?.text ?? "") }

    /// How many changes the user made to the note since it was loaded.
    var changeCount: Int { state.changes }

    /// Whether the text changed since the last save that succeeded.
    var hasUnsavedChanges: Bool { state.hasUnsavedChanges }

    /// Whether the note was opened read-only (nothing is ever saved).
    var isReadOnly: Bool { state.isReadOnly }

    /// Loads `note` from the store into the buffer. Text the editor cannot hold exactly makes the
    /// note read-only, so it is never saved back changed; returns why, or nil.
    func load(_ note: Note) -> EditorLimits.Problem? {
        buffer?.show(title: EditorLimits.shown(note.title), body: EditorLimits.shown(note.body))
        let problem = EditorLimits.problem(showing: note, shownTitle: buffer?.title ?? EditorLimits.shown(note.title))
        state = EditedNote(id: note.id, revision: note.revision, isReadOnly: problem != nil)
        buffer?.isEditable = problem == nil
        return problem
    }

    /// Empties the buffer for a new note, draft number `draft`, stored once the user types in it.
    func loadDraft(_ draft: Int) {
        buffer?.show(title: "", body: "")
        state = EditedNote(draft: draft)
        buffer?.isEditable = true
    }

    /// What a save taken now writes: the text, its target and which fields changed since the last
    /// save that succeeded.
    func saveRequest() -> SaveRequest {
        let text = self.text
        return state.request(title: text.title, body: text.body)
    }

    /// Whether `request` was taken from this note (before or after it got an id or a new one).
    func isSource(of request: SaveRequest) -> Bool { state.isSource(of: request) }

    /// A save of the first `changeCount` changes ended in `saved` (which may be another note, when
    /// a conflict or a deletion moved the text into a new one).
    func saveSucceeded(upTo changeCount: Int, _ saved: SavedChanges) {
        guard !state.formerIDs.contains(saved.id) else { return }
        state.saveSucceeded(upTo: changeCount, saved)
    }

    /// Makes the loaded note read-only while another document (a note's own window) edits it:
    /// two documents saving one note would each hold a revision the other's save outdates, and
    /// the later save would become a conflict copy. Loading a note again ends it.
    func holdReadOnly() {
        state.isReadOnly = true
        buffer?.isEditable = false
    }

    /// The user changed `field` in the buffer: marks the document changed and tells the saving
    /// policy, which saves it when its schedule says.
    func userChanged(_ field: NoteField) {
        guard !state.isReadOnly else { return }
        state.recordChange(title: field == .title, body: field == .body)
        saving?.documentChanged()
        afterChange()
    }
}
