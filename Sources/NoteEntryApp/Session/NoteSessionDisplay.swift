// What the note session needs from a window: a list and a message bar (the editor shows the
// session's document, as its buffer).
import NoteStore

/// The window as `NoteSession` drives it; the real one is `MainWindow`, tests use a fake.
@MainActor
protocol NoteSessionDisplay: AnyObject {
    /// Replaces the list's content with the notes of `source`, which it reads as its rows are
    /// shown. `query` is the search `source` answers (nil: every note), whose words the rows show
    /// bold.
    func loadList(_ source: NoteListSource, searching query: String?) throws
    /// Replaces the list's content with the matches of a search read on another thread: the
    /// rows `answer` read, the others read from `source` as they are shown.
    func showSearchAnswer(_ answer: NoteSearchAnswer, from source: NoteListSource)
    /// The list shows the same search read again after other connections committed: shows its
    /// rows where they differ, without moving the selection.
    func refreshSearchAnswer(_ answer: NoteSearchAnswer, from source: NoteListSource)
    /// The note `summary` was saved, pinned or filed: its row goes where the list's order puts
    /// it (the top, for a note just edited in the edited order), or away from a notebook's list.
    func listSaved(_ summary: NoteSummary)
    /// Note `id` is gone from the store.
    func listRemove(_ id: Int64)
    /// Note `summary` is back in the store (its row goes to its place).
    func listInsert(_ summary: NoteSummary)
    /// Other programs may have changed the notes: the list shows the store's rows if they differ,
    /// keeping the selected row selected. False when it could not look now (ask again later).
    func listShowChangesMadeElsewhere() -> Bool
    /// Selects the row of note `id` (nil: none), without reporting it as the user's choice.
    func listSelect(_ id: Int64?)
    /// The note after (or else before) `id` in the list.
    func listNeighbour(of id: Int64) -> Int64?
    /// The first note of the list.
    var listFirst: Int64? { get }

    /// Shows, instead of the list, that the notes cannot be read because of `failure`, until
    /// `loadList` lists them.
    func showNotesUnavailable(_ failure: NoteStoreFailure)

    /// Shows `notes` as the ones whose `[[links]]` name the shown note (none: hides the line).
    func showLinkingNotes(_ notes: [LinkingNote])

    /// Shows `message` in the message bar, replacing what it showed.
    func show(_ message: SessionMessage)
    /// The message the bar shows, if it is shown.
    var shownMessage: SessionMessage? { get }
    /// Hides the message bar if it shows a message of `kind`.
    func hideMessage(ofKind kind: SessionMessage.Kind)
    /// Offers to undo deleting `deleted` (none: hides the offer).
    func offerUndoDelete(_ deleted: [Note])
}
