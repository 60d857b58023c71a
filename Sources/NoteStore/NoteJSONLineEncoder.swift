// The `note-entry --list` format: one JSON object per note per line.
//
// Keys are sorted so output is stable and diffable; JSON escapes every newline inside a
// string, so each note is exactly one line whatever its body holds.
import Foundation

/// Encodes notes as JSON lines with exactly the keys `body`, `id`, `title`, `updated`.
///
/// `updated` is ISO 8601 in UTC with milliseconds, e.g. `2026-11-30T08:19:17.123Z`
/// (the store keeps times to the millisecond, so nothing is rounded away).
///
/// ```swift
/// let text = try NoteJSONLineEncoder().lines(for: store.allNotes())
/// FileHandle.standardOutput.write(Data(text.utf8))
/// ```
public struct NoteJSONLineEncoder: Sendable {
    /// An encoder; it holds no state.
    public init() {}

    /// One note as a JSON object on one line, without the trailing newline.
    public func line(for note: Note) throws -> String {
        let object: [String: Any] = [
            "id": NSNumber(value: note.id),
            "title": note.title,
            "body": note.body,
            "updated": Self.timestamp(note.updated),
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// Every note as one line each, every line ending in "\n" (empty text for no notes).
    public func lines(for notes: [Note]) throws -> String {
        try notes.map { try line(for: $0) + "\n" }.joined()
    }

    /// `date` as the export writes it: `2026-11-30T08:19:17.123Z`.
    public static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }
}
