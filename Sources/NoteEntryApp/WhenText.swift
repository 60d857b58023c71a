// When something happened, in the words lists of the app show it: the note list's rows, the
// trash, a note's versions.
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
    func format(_ pattern: String) -> String {
        guard let text = g_date_time_format(time, pattern) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
    return sameDay ? InterfaceText.translate("Today, %s", format("%H:%M")) : format("%x, %H:%M")
}
