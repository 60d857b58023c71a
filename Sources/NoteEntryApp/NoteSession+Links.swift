// Links between notes as the session serves them: titles to complete `[[` with.
import NoteStore

extension NoteSession {
    /// How many titles `[[` completion offers at most: a short list under the cursor.
    static let linkSuggestionCount = 8

    /// The titles beginning with `prefix`, for `[[` completion; none when the store cannot be read
    /// (completion is a convenience: typing goes on without it).
    func noteTitles(startingWith prefix: String) -> [String] {
        (try? connection.store().noteTitles(startingWith: prefix, limit: Self.linkSuggestionCount)) ?? []
    }
}
