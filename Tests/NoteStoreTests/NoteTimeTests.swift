// Note times printed for people and files: the store's own ISO 8601, against Foundation's.
import Foundation
import XCTest

@testable import NoteStore

final class NoteTimeTests: XCTestCase {
    /// Every form the store prints agrees with Foundation's ISO 8601 formatting (which the
    /// store used before it dropped Foundation), across leap days, centuries and before 1970,
    /// from 1583 on: before the Gregorian reform Foundation counts Julian days, while ISO 8601
    /// (and the store) go on with the Gregorian calendar.
    func testTheStoresUTCTimestampsAgreeWithFoundationsFormatting() {
        let compact = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted, timeZone: .gmt)
        let extended = Date.ISO8601FormatStyle(timeZone: .gmt)
        var generator = SystemRandomNumberGenerator()
        let fixed: [Int64] = [
            0, -1, 1, 951_782_400_000, 951_868_799_999, 4_107_542_400_000, -2_208_988_800_000,
            253_402_300_799_999, -12_212_553_600_000, 1_796_026_757_123,
        ]
        let random = (0..<2000).map { _ in
            Int64.random(in: -12_212_553_600_000...253_402_300_799_999, using: &generator)
        }
        for milliseconds in fixed + random {
            let time = NoteTime(millisecondsSince1970: milliseconds)
            let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
            let whole = Date(timeIntervalSince1970: Double(fraction < 0 ? seconds - 1 : seconds))
            XCTAssertEqual(DatabaseSalvageReport.compactUTCStamp(time), whole.formatted(compact), "\(milliseconds)")
            let thousandths = String(format: "%03d", (fraction + 1000) % 1000)
            XCTAssertEqual(
                time.description, whole.formatted(extended).dropLast() + "." + thousandths + "Z", "\(milliseconds)")
        }
    }

    /// Year 1 is ISO 8601's proleptic Gregorian 0001-01-01, 719,162 days before 1970.
    func testTheFirstYearIsProlepticGregorian() {
        XCTAssertEqual(NoteTime(millisecondsSince1970: -719_162 * 86_400_000).description, "0001-01-01T00:00:00.000Z")
    }

    /// The clock reads the wall clock, to the millisecond.
    func testNowIsTheWallClock() {
        let before = Date().timeIntervalSince1970
        let now = Double(NoteTime.now().millisecondsSince1970) / 1000
        let after = Date().timeIntervalSince1970
        XCTAssertGreaterThanOrEqual(now, before - 0.001)
        XCTAssertLessThanOrEqual(now, after)
    }

    /// Times order and add as their milliseconds do, held at the ends of Int64.
    func testTimesOrderAndAddByTheirMilliseconds() {
        let time = NoteTime(millisecondsSince1970: 1_000)
        XCTAssertLessThan(time, time.adding(milliseconds: 1))
        XCTAssertEqual(time.adding(milliseconds: -1_001).millisecondsSince1970, -1)
        XCTAssertEqual(NoteTime(millisecondsSince1970: .max).adding(milliseconds: 1).millisecondsSince1970, .max)
        XCTAssertEqual(NoteTime(secondsSince1970: .min).millisecondsSince1970, .min)
        XCTAssertEqual(NoteTime(secondsSince1970: 3).millisecondsSince1970, 3_000)
    }
}
