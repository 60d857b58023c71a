// Note times are stored as integer milliseconds since 1970 UTC.
//
// Integers sort and compare exactly in SQL, and whole milliseconds print exactly in the
// JSON export, so a Note read back equals the Note that was returned when it was saved.
import FoundationEssentials
import Glibc

extension Date {
    /// The date `milliseconds` after 1970-01-01T00:00:00Z.
    public init(millisecondsSince1970 milliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// Milliseconds since 1970-01-01T00:00:00Z, rounded to the nearest one.
    ///
    /// Nearest, not down: a date made from whole milliseconds is a binary fraction such as
    /// 1764490757.122999…, and rounding down would lose a millisecond on every round trip.
    /// A date beyond what Int64 milliseconds hold (a hostile file's) is clamped to the nearest end.
    public var millisecondsSince1970: Int64 {
        let milliseconds = (timeIntervalSince1970 * 1000).rounded()
        guard milliseconds.isFinite else { return milliseconds < 0 ? .min : .max }
        return Int64(exactly: milliseconds) ?? (milliseconds < 0 ? .min : .max)
    }

    /// This date cut to whole milliseconds, as it will be after a round trip through the store.
    var truncatedToMilliseconds: Date { Date(millisecondsSince1970: millisecondsSince1970) }
}
