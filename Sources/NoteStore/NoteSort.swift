// The orders a note list can show its notes in, pinned notes always first.

/// What a note list is sorted by, after its pinned notes (`NoteListQuery`).
///
/// The raw values are what the app remembers (`list-sort` in its GSettings schema).
public enum NoteSort: String, Sendable, CaseIterable {
    /// Most recently edited first, the newer id first among notes saved in one millisecond.
    case edited
    /// Most recently created first, the newer id first among ties.
    case created
    /// By title from A to Z, ASCII letters compared without case (SQLite's NOCASE, which the
    /// store's indexes use), the older id first among equal titles.
    case title
}
