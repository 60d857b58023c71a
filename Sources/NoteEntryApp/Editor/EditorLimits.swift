// Notes the editor cannot show exactly, which it therefore opens read-only.
import Glibc
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
        if containsNUL(note.title) || containsNUL(note.body) { return .nulCharacter }
        if !shownTitle.utf8.elementsEqual(note.title.utf8) { return .titleTooLong }
        return nil
    }

    /// `text` as the editor shows it: a NUL, where GTK's text widgets would end the text, as
    /// U+2400 SYMBOL FOR NULL, so what follows it can be read and copied. Only a note opened
    /// read-only holds one, so the symbol is never saved in place of the NUL.
    static func shown(_ text: String) -> String {
        guard containsNUL(text) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{0}" ? "\u{2400}" : $0 }))
    }

    /// Whether `text` has a NUL character (memchr, not a byte-by-byte loop: a note may hold 20 MB).
    static func containsNUL(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, 0, bytes.count) != nil
        }
    }
}
