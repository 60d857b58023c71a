// Notes the editor cannot show exactly, which it therefore opens read-only.
import NoteStore

/// What the title entry and the body text view cannot hold byte for byte.
enum EditorLimits {
    /// Why a note cannot be edited without changing text the user did not touch.
    enum Problem: Equatable {
        /// Stored bytes that are not UTF-8 (shown as U+FFFD, which saving would write back).
        case notUTF8
        /// A NUL character: GTK's text widgets end the text there.
        case nulCharacter
        /// A title longer than the title entry holds (GtkEntry keeps at most 65,535 characters).
        case titleTooLong
    }

    /// The problem with `note`, whose title the entry now shows as `shownTitle`, or nil.
    static func problem(showing note: Note, shownTitle: String) -> Problem? {
        if note.storedBytesWereNotUTF8 { return .notUTF8 }
        if note.title.utf8.contains(0) || note.body.utf8.contains(0) { return .nulCharacter }
        if !shownTitle.utf8.elementsEqual(note.title.utf8) { return .titleTooLong }
        return nil
    }
}
