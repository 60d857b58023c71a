// A moment's calendar fields in UTC, worked out from the integer, and the two ISO 8601 forms
// the store writes: the export's `2026-11-30T08:19:17.123Z` and the moved-aside file's
// `20261130T081917Z`.
//
// The proleptic Gregorian calendar from days since 1970 is Howard Hinnant's civil_from_days
// (public domain), exact for every Int64 of milliseconds.

/// The UTC date and time of a `NoteTime`, to the millisecond.
struct UTCTimestamp: Equatable {
    let year: Int64
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int
    let second: Int
    let millisecond: Int

    init(_ time: NoteTime) {
        // Floored division, so moments before 1970 count back from the day before.
        let (days, millisecondOfDay) = Self.flooredDivision(time.millisecondsSince1970, by: 86_400_000)
        let secondOfDay = Int(millisecondOfDay / 1000)
        millisecond = Int(millisecondOfDay % 1000)
        hour = secondOfDay / 3600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
        // Days since 0000-03-01, in 400-year eras of 146,097 days each.
        let (era, dayOfEra) = Self.flooredDivision(days + 719_468, by: 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0 is March
        day = Int(dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
        month = Int(shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9)
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `2026-11-30T08:19:17.123Z`.
    var extended: String {
        "\(yearText)-\(Self.padded(month, 2))-\(Self.padded(day, 2))T\(Self.padded(hour, 2)):\(Self.padded(minute, 2))"
            + ":\(Self.padded(second, 2)).\(Self.padded(millisecond, 3))Z"
    }

    /// `20261130T081917Z`: sortable, and free of characters that need quoting in a shell.
    var compact: String {
        "\(yearText)\(Self.padded(month, 2))\(Self.padded(day, 2))T\(Self.padded(hour, 2))\(Self.padded(minute, 2))"
            + "\(Self.padded(second, 2))Z"
    }

    /// Four digits from year 0 to 9999; a sign and as many digits as needed beyond them.
    private var yearText: String {
        if year < 0 { return "-" + Self.padded(-year, 4) }
        return year > 9999 ? "+\(year)" : Self.padded(year, 4)
    }

    private static func padded(_ value: some BinaryInteger, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func flooredDivision(_ value: Int64, by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
