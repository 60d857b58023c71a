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
    ///
    /// The milliseconds are printed from the integer the store keeps: Foundation's
    /// fractional-second formatting truncates, and .123 held as a binary double prints as .122.
    public static func timestamp(_ date: Date) -> String {
        let milliseconds = date.millisecondsSince1970
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        // Dates before 1970 have a negative remainder; borrow a second to keep it 0...999.
        let wholeSeconds = fraction < 0 ? seconds - 1 : seconds
        let thousandths = fraction < 0 ? fraction + 1000 : fraction
        let whole = Date(timeIntervalSince1970: TimeInterval(wholeSeconds))
            .formatted(Date.ISO8601FormatStyle(timeZone: .gmt))   // 2026-11-30T08:19:17Z
        let digits = String(thousandths)
        return whole.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }
}
