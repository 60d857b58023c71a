// Putting a long note's text into the editor a piece at a time, so that the window is drawn at
// once and stays responsive while a 20 MB body fills in.
//
// Inserting 20 MB into a text buffer in one go (line breaking, the accessibility and
// spell-checking handlers) would hold the window's first frame back for all of it. In pieces
// from an idle, frames and input come between them: the window shows the note's beginning at
// once and the rest follows.
import CGLib
import GObjectBinding

/// Appends a text to the editor in pieces of about `pieceBytes`, one per main-loop idle, the
/// first at once; then calls `completion`. Each piece ends after a line break where the text
/// has one, else on a character boundary, so the pieces put together are the text byte for byte.
///
/// ```swift
/// fill = LongTextFill(body, append: { piece in insertAtEnd(piece) }, completion: { makeEditable() })
/// fill.cancel()    // another note is shown: no further piece arrives, completion never runs
/// ```
@MainActor
final class LongTextFill {
    /// Texts of more bytes than this are filled in pieces; shorter ones at once.
    nonisolated static let pieceBytes = 256 * 1024
    /// Between GTK's redraw (`G_PRIORITY_HIGH_IDLE + 20`) and a text view's background layout
    /// (`+ 25`): input and frames go first, and the layout of a text that is still growing waits.
    static let priority = G_PRIORITY_HIGH_IDLE + 24

    /// The whole text being filled in.
    let text: String
    private let append: @MainActor (UnsafeBufferPointer<UInt8>) -> Void
    private let completion: @MainActor () -> Void
    private var filledBytes = 0
    private var nextPiece: MainLoopSource?

    /// Starts filling: appends the first piece now, the others from idles.
    init(
        _ text: String, append: @escaping @MainActor (UnsafeBufferPointer<UInt8>) -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        var contiguous = text
        contiguous.makeContiguousUTF8()
        self.text = contiguous
        self.append = append
        self.completion = completion
        appendPiece()
    }

    /// Whether pieces are still to come.
    var isFilling: Bool { filledBytes < text.utf8.count }

    /// Stops: no further piece is appended and `completion` does not run.
    func cancel() {
        nextPiece?.cancel()
        nextPiece = nil
        filledBytes = text.utf8.count
    }

    private func appendPiece() {
        nextPiece = nil
        var bytes = text
        bytes.withUTF8 { all in
            let end = Self.pieceEnd(in: all, from: filledBytes, size: Self.pieceBytes)
            append(UnsafeBufferPointer(rebasing: all[filledBytes..<end]))
            filledBytes = end
        }
        guard isFilling else { return completion() }
        nextPiece = MainLoopSource.idle(priority: Self.priority) { [weak self] in self?.appendPiece() }
    }

    /// Where the piece of about `size` bytes starting at `start` ends: just after the last line
    /// break in its second half, else at the last character boundary (never inside a UTF-8
    /// sequence); the end of `bytes` when fewer than `size` are left.
    nonisolated static func pieceEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, size: Int) -> Int {
        let limit = start + max(1, size)
        guard limit < bytes.count else { return bytes.count }
        var end = limit
        while end > start + size / 2 {
            if bytes[end - 1] == UInt8(ascii: "\n") { return end }
            end -= 1
        }
        end = limit
        while end > start && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        guard end == start else { return end }
        // Less than one character asked for: the whole character.
        end = limit
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }
}
