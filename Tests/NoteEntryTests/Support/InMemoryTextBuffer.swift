// A note's title and body held in memory: the editor's buffer for tests without a display.
@testable import NoteEntryApp

/// A `NoteTextBuffer` that keeps its text in two strings. `type(title:)` and `type(body:)` change
/// it as the user would, telling the document as the editor's buffer does; setting `title` or
/// `text` changes it without a report, as GTK changing what it holds would.
@MainActor
final class InMemoryTextBuffer: NoteTextBuffer {
    var title = ""
    var text = ""
    var isEditable = true
    weak var document: NoteDocument?
    /// How many times the text was replaced by `show(title:body:)`.
    private(set) var shownCount = 0

    func show(title: String, body: String) {
        self.title = title
        text = body
        shownCount += 1
    }

    /// The user typed until the title reads `title`.
    func type(title: String) {
        self.title = title
        document?.userChanged(.title)
    }

    /// The user typed until the body reads `body`.
    func type(body: String) {
        text = body
        document?.userChanged(.body)
    }
}
