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

    /// The moment `text` names in the extended form (`2026-11-30T08:19:17.123Z`; the fraction may
    /// be left out or have 1 to 3 digits; years 0000-9999), or nil for anything else.
    static func parse(_ text: String) -> NoteTime? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z") else { return nil }
        func number(_ start: Int, _ count: Int) -> Int64? {
            guard start + count <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[start..<start + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            return value
        }
        let separators: [(Int, Character)] = [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")]
        guard separators.allSatisfy({ bytes[$0.0] == $0.1.asciiValue }),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
            let minute = number(14, 2), let second = number(17, 2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var millisecond: Int64 = 0
        if bytes.count > 20 {
            let digits = bytes.count - 21
            guard bytes[19] == UInt8(ascii: "."), (1...3).contains(digits), let fraction = number(20, digits) else {
                return nil
            }
            millisecond = fraction * [100, 10, 1][digits - 1]
        }
        // Howard Hinnant's days_from_civil, the inverse of `init(_:)`'s calendar.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return NoteTime(
            millisecondsSince1970: ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millisecond)
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
