// The `note-entry --list` format: one JSON object per note per line.
//
// Keys are sorted so output is stable and diffable; JSON escapes every newline inside a
// string, so each note is exactly one line whatever its body holds.
import FoundationEssentials
import Glibc

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
        var line: [UInt8] = []
        line.reserveCapacity(note.body.utf8.count + note.title.utf8.count + 80)
        line += Array("{\"body\":".utf8)
        Self.appendString(note.body, to: &line)
        line += Array(",\"id\":\(note.id),\"title\":".utf8)
        Self.appendString(note.title, to: &line)
        line += Array(",\"updated\":\"\(Self.timestamp(note.updated))\"}".utf8)
        return String(decoding: line, as: UTF8.self)
    }

    /// Appends `text` as a JSON string: quote and backslash escaped, control characters as
    /// `\b \t \n \f \r` or `\u00XX`, everything else (the slash, DEL, U+2028) as it is.
    /// Works on the UTF-8 bytes: every byte to escape is ASCII, so no character is split.
    private static func appendString(_ text: String, to line: inout [UInt8]) {
        line.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): line += [UInt8(ascii: "\\"), byte]
            case 0x08: line += Array("\\b".utf8)
            case 0x09: line += Array("\\t".utf8)
            case 0x0A: line += Array("\\n".utf8)
            case 0x0C: line += Array("\\f".utf8)
            case 0x0D: line += Array("\\r".utf8)
            case 0x00..<0x20: line += Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            default: line.append(byte)
            }
        }
        line.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

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
            .formatted(Date.ISO8601FormatStyle(timeZone: .gmt))  // 2026-11-30T08:19:17Z
        let digits = String(thousandths)
        return whole.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }
}
