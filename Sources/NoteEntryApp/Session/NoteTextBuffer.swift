// Where a note's text is held and edited, as the document sees it: no GTK in it.

/// The two fields of a note.
enum NoteField { case title, body }

/// The text of the note being edited, where the user edits it: the window's title entry and body
/// buffer (`NoteEditor`). A `NoteDocument` reads and replaces its text here and is told of each
/// change the user makes, as gnome-text-editor's buffer is its document.
@MainActor
protocol NoteTextBuffer: AnyObject {
    /// The title as it is held now.
    var title: String { get }
    /// The body as it is held now.
    var text: String { get }
    /// Replaces the title and body; this is not reported as the user's change.
    func show(title: String, body: String)
    /// Whether the user can change the text.
    var isEditable: Bool { get set }
    /// The document holding this buffer, told of each change the user makes to the title or the
    /// body (`userChanged`); the document sets it, and an implementation holds it weakly.
    var document: NoteDocument? { get set }
}
