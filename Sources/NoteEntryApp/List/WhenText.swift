// When something happened, in the words lists of the app show it: the note list's rows, the
// trash, a note's versions; and the date a printed page bears.
import CGLib

/// When something happened, as a list shows it: "Today, 22:36", or the date and time; "today" is
/// the local day of `now` (milliseconds since 1970, the system's clock by default).
func whenText(millisecondsSince1970 milliseconds: Int64, now nowMilliseconds: Int64 = LocalDay.nowMilliseconds())
    -> String
{
    guard let time = g_date_time_new_from_unix_local(gint64(milliseconds / 1000)) else { return "" }
    defer { g_date_time_unref(time) }
    let now = g_date_time_new_from_unix_local(gint64(nowMilliseconds / 1000))
    defer { if let now { g_date_time_unref(now) } }
    let sameDay =
        now.map {
            g_date_time_get_year($0) == g_date_time_get_year(time)
                && g_date_time_get_day_of_year($0) == g_date_time_get_day_of_year(time)
        } ?? false
    return sameDay ? InterfaceText.translate("Today, %s", formatted(time, "%H:%M")) : formatted(time, dateAndTime)
}

/// The local date and time of `milliseconds` (since 1970) as the user's locale writes a date,
/// with the time: what `whenText` shows for a day other than today, and a printed page's footer.
func dateAndTimeText(millisecondsSince1970 milliseconds: Int64) -> String {
    guard let time = g_date_time_new_from_unix_local(gint64(milliseconds / 1000)) else { return "" }
    defer { g_date_time_unref(time) }
    return formatted(time, dateAndTime)
}

/// The locale's date, then the time.
private let dateAndTime = "%x, %H:%M"

/// `time` written with `g_date_time_format`'s `pattern`.
private func formatted(_ time: OpaquePointer, _ pattern: String) -> String {
    guard let text = g_date_time_format(time, pattern) else { return "" }
    defer { g_free(text) }
    return String(cString: text)
}
