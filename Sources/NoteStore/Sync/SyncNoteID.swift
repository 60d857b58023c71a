// A note's id across computers: the same note has one in every copy of the folder, whatever its
// store id is on each computer.

/// 32 lowercase hex digits (128 random bits), as a sync file's `id:` carries them.
public struct SyncNoteID: Hashable, Sendable, CustomStringConvertible {
    /// The 32 hex digits.
    public let text: String

    /// The id in `text`, or nil unless it is 32 hex digits (upper case is read as lower).
    public init?(validating text: String) {
        let lowered = text.lowercased()
        guard lowered.utf8.count == 32, lowered.utf8.allSatisfy({ Self.hexDigits.contains($0) }) else { return nil }
        self.text = lowered
    }

    /// A new random id from the system's generator (the kernel's, on Linux).
    public static func random() -> SyncNoteID {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let text = String(
            decoding: bytes.flatMap { [hexDigits[Int($0 >> 4)], hexDigits[Int($0 & 0xF)]] }, as: UTF8.self)
        return SyncNoteID(validating: text)!
    }

    /// The 32 hex digits, as `text`.
    public var description: String { text }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
