// The edits a typist makes at the end of a document, as buffer operations.
import CGtk

/// One edit at the end of the buffer.
enum TypingEdit {
    /// Text typed at the end (one character, or a small word as an input method commits it).
    case insert(String)
    /// Backspace over this many characters at the end.
    case delete(characters: Int32)
}

/// A fixed, repeatable sequence of typing: a few characters and small words typed at the end,
/// then erased again with backspace, over and over. The document returns to its starting length
/// after each burst, so every run of the script starts from the same document.
enum TypingScript {
    /// The snippets typed in one burst, in order; they are erased in reverse order.
    static let burst = ["a", "word ", "é", "日本", " ", "\n", "x", "👩‍👩‍👧", "the ", "."]

    /// The first `count` edits of the endless script.
    static func edits(count: Int) -> [TypingEdit] {
        var edits: [TypingEdit] = []
        edits.reserveCapacity(count)
        while edits.count < count {
            for snippet in burst where edits.count < count { edits.append(.insert(snippet)) }
            for snippet in burst.reversed() where edits.count < count {
                edits.append(.delete(characters: Int32(snippet.unicodeScalars.count)))
            }
        }
        return edits
    }

    /// Applies `edit` to the end of `buffer` with `gtk_text_buffer_insert` / `gtk_text_buffer_delete`
    /// in a user action, as GTK's own key handling does (`gtk_text_view_commit_text` and
    /// backspace each wrap their edit in `begin_user_action`/`end_user_action`). Not inlined, so
    /// callgrind can count the edits alone (everything GTK and its handlers do synchronously),
    /// apart from later main-loop work.
    @MainActor @inline(never)
    static func apply(_ edit: TypingEdit, to buffer: UnsafeMutablePointer<GtkTextBuffer>) {
        gtk_text_buffer_begin_user_action(buffer)
        defer { gtk_text_buffer_end_user_action(buffer) }
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        switch edit {
        case .insert(let text):
            gtk_text_buffer_insert(buffer, &end, text, -1)
        case .delete(let characters):
            var start = end
            gtk_text_iter_backward_chars(&start, characters)
            gtk_text_buffer_delete(buffer, &start, &end)
        }
    }
}

/// Text of a given size in bytes: prose in lines of about 70 characters, as notes are written.
enum SampleDocument {
    private static let line = "The quick brown fox jumps over the lazy dog, and keeps on running.\n"

    /// `bytes` bytes of text (exactly, in ASCII).
    static func text(bytes: Int) -> String {
        repeating(line, bytes: bytes)
    }

    /// `pattern` (ASCII) over and over, cut to exactly `bytes` bytes.
    static func repeating(_ pattern: String, bytes: Int) -> String {
        String(String(repeating: pattern, count: bytes / pattern.utf8.count + 1).utf8.prefix(bytes))!
    }
}
