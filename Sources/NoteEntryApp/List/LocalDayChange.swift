// Notice when the local calendar day changes, for what shows "Today".
import CGLib
import GtkBinding

/// Calls an action each time the local calendar day changes, until cancelled.
///
/// GLib's timeouts count monotonic time, which stands still while the machine sleeps and does not
/// follow the wall clock or the time zone when they change; so no wait is longer than an hour, and
/// each wake-up compares days rather than trusting that midnight has come.
@MainActor
final class LocalDayChange {
    /// A wall clock: milliseconds since 1970.
    typealias Clock = @MainActor () -> Int64

    /// The system's wall clock.
    static let systemClock: Clock = { LocalDay.nowMilliseconds() }

    /// The longest wait between two looks at the clock, in seconds.
    static let longestWait = 3600.0

    private let clock: Clock
    private let action: @MainActor () -> Void
    private var day: LocalDay
    private var timer: MainLoopSource?

    /// Watches the local day by `clock`, calling `action` after each change of day.
    init(clock: @escaping Clock, action: @escaping @MainActor () -> Void) {
        self.clock = clock
        self.action = action
        day = LocalDay(millisecondsSince1970: clock())
        schedule()
    }

    /// Stops watching; `action` is not called again.
    func cancel() {
        timer?.cancel()
        timer = nil
    }

    private func schedule() {
        let now = clock()
        let untilMidnight = Double(LocalDay(millisecondsSince1970: now).nextMidnightMilliseconds - now) / 1000
        timer = MainLoopSource.timeout(seconds: min(max(untilMidnight, 0) + 0.05, Self.longestWait)) { [weak self] in
            self?.wokeUp()
        }
    }

    private func wokeUp() {
        let today = LocalDay(millisecondsSince1970: clock())
        if today != day {
            day = today
            action()
        }
        schedule()
    }
}

/// A calendar day in the local time zone.
struct LocalDay: Equatable {
    let year: Int32
    let month: Int32
    let day: Int32

    /// The system's wall clock, in milliseconds since 1970.
    static func nowMilliseconds() -> Int64 { Int64(g_get_real_time() / 1000) }

    /// The local day `milliseconds` since 1970 falls on.
    init(millisecondsSince1970 milliseconds: Int64) {
        let time = g_date_time_new_from_unix_local(gint64(milliseconds / 1000))!
        defer { g_date_time_unref(time) }
        year = g_date_time_get_year(time)
        month = g_date_time_get_month(time)
        day = g_date_time_get_day_of_month(time)
    }

    /// The first millisecond of the next local day, since 1970.
    var nextMidnightMilliseconds: Int64 {
        let midnight = g_date_time_new_local(year, month, day, 0, 0, 0)!
        defer { g_date_time_unref(midnight) }
        let next = g_date_time_add_days(midnight, 1)!
        defer { g_date_time_unref(next) }
        return Int64(g_date_time_to_unix(next)) * 1000
    }
}
