// A note's times, as the store keeps them: integer milliseconds since 1970 UTC.
//
// Integers sort and compare exactly in SQL and print exactly in the JSON export, so a Note
// read back equals the Note that was returned when it was saved. The type is the store's own
// rather than Foundation's Date, which would link Foundation into the app for one integer.
import Glibc

/// A moment to the millisecond: milliseconds since 1970-01-01T00:00:00Z.
///
/// ```swift
/// let saved = NoteTime.now()
/// print(saved)                                         // 2026-11-30T08:19:17.123Z
/// let later = NoteTime(millisecondsSince1970: saved.millisecondsSince1970 + 60_000)
/// later > saved                                        // true
/// ```
public struct NoteTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z (negative before it).
    public let millisecondsSince1970: Int64

    /// The moment `milliseconds` after 1970-01-01T00:00:00Z.
    public init(millisecondsSince1970 milliseconds: Int64) {
        millisecondsSince1970 = milliseconds
    }

    /// The moment `seconds` after 1970-01-01T00:00:00Z.
    public init(secondsSince1970 seconds: Int64) {
        let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        millisecondsSince1970 = overflow ? (seconds < 0 ? .min : .max) : milliseconds
    }

    /// The wall clock now (CLOCK_REALTIME), cut to the millisecond.
    public static func now() -> NoteTime {
        var clock = timespec()
        clock_gettime(CLOCK_REALTIME, &clock)
        return NoteTime(millisecondsSince1970: Int64(clock.tv_sec) * 1000 + Int64(clock.tv_nsec) / 1_000_000)
    }

    /// This moment `milliseconds` later (earlier when negative), held at the ends of Int64.
    public func adding(milliseconds: Int64) -> NoteTime {
        let (sum, overflow) = millisecondsSince1970.addingReportingOverflow(milliseconds)
        return NoteTime(millisecondsSince1970: overflow ? (milliseconds < 0 ? .min : .max) : sum)
    }

    /// The moment in UTC as ISO 8601 with milliseconds, `2026-11-30T08:19:17.123Z`.
    public var description: String { UTCTimestamp(self).extended }

    /// Whether `earlier` is the earlier moment, to the millisecond.
    public static func < (earlier: NoteTime, later: NoteTime) -> Bool {
        earlier.millisecondsSince1970 < later.millisecondsSince1970
    }
}
