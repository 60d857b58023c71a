// The `note-entry --list` format: one JSON object per note per line.
//
// Keys are sorted so output is stable and diffable; JSON escapes every newline inside a
// string, so each note is exactly one line whatever its body holds.
import Glibc

/// Encodes notes as JSON lines with exactly the keys `body`, `id`, `notebook` (its name, or null
/// for a note in none), `pinned` (true or false), `title`, `updated`.
///
/// `updated` is ISO 8601 in UTC with milliseconds, e.g. `2026-11-30T08:19:17.123Z`
/// (the store keeps times to the millisecond, so nothing is rounded away).
///
/// ```swift
/// let text = try NoteJSONLineEncoder().lines(for: store.allNotes())
/// fputs(text, stdout)
/// ```
public struct NoteJSONLineEncoder: Sendable {
    /// An encoder; it holds no state.
    public init() {}

    /// One note as a JSON object on one line, without the trailing newline.
    public func line(for note: Note) throws -> String {
        var line: [UInt8] = []
        line.reserveCapacity(note.body.utf8.count + note.title.utf8.count + 80)
        line += Array("{\"body\":".utf8)
        JSONText.appendString(note.body, to: &line)
        line += Array(",\"id\":\(note.id),\"notebook\":".utf8)
        if let notebook = note.notebook {
            JSONText.appendString(notebook.name, to: &line)
        } else {
            line += Array("null".utf8)
        }
        line += Array(",\"pinned\":\(note.isPinned),\"title\":".utf8)
        JSONText.appendString(note.title, to: &line)
        line += Array(",\"updated\":\"\(Self.timestamp(note.updated))\"}".utf8)
        return String(decoding: line, as: UTF8.self)
    }

    /// Every note as one line each, every line ending in "\n" (empty text for no notes).
    public func lines(for notes: [Note]) throws -> String {
        try notes.map { try line(for: $0) + "\n" }.joined()
    }

    /// `time` as the export writes it: `2026-11-30T08:19:17.123Z`, printed from the integer
    /// the store keeps, so no millisecond is rounded away.
    public static func timestamp(_ time: NoteTime) -> String {
        UTCTimestamp(time).extended
    }
}
