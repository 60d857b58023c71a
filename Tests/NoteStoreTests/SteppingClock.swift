// A fake clock for the store's `created` and `updated` times.
import Foundation

/// A clock that moves forward by a fixed step on every reading, so orderings are certain.
final class SteppingClock {
    private var current: Date
    private let step: TimeInterval

    init(start: Date = Date(timeIntervalSince1970: 1_795_000_000), step: TimeInterval = 1) {
        current = start
        self.step = step
    }

    func next() -> Date {
        defer { current += step }
        return current
    }
}

/// The bytes of a string, for byte-for-byte comparisons (Swift's `==` on String treats
/// canonically equivalent text, such as "é" and "e\u{301}", as equal).
func utf8Bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
