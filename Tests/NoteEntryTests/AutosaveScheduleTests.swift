// The autosave timing rules, on a clock the test moves.
import XCTest

@testable import NoteEntryApp

final class AutosaveScheduleTests: XCTestCase {
    func testAPauseSavesHalfASecondAfterTheLastChange() {
        var schedule = AutosaveSchedule()
        XCTAssertNil(schedule.nextSave)
        schedule.changed(at: 10)
        schedule.changed(at: 10.3)
        XCTAssertEqual(schedule.nextSave, 10.8)
    }

    func testSteadyTypingIsSavedAtMostTwoSecondsAfterTheFirstChange() {
        var schedule = AutosaveSchedule()
        var time = 100.0
        var saves: [Double] = []
        // A key every 0.1 s for 10 s, never pausing: saves still start every 2 s.
        while time < 110 {
            schedule.changed(at: time)
            time += 0.1
            if let due = schedule.nextSave, due <= time {
                saves.append(due)
                schedule.saveStarted()
                schedule.saveSucceeded()
            }
        }
        XCTAssertGreaterThanOrEqual(saves.count, 4, "\(saves)")
        for (earlier, later) in zip([100.0] + saves, saves) {
            XCTAssertLessThanOrEqual(later - earlier, AutosaveSchedule.ceiling + 0.11, "\(saves)")
        }
    }

    func testFailuresRetryByThemselvesBackingOffToTheCeiling() {
        var schedule = AutosaveSchedule()
        schedule.changed(at: 0)
        schedule.saveStarted()
        var delays: [Double] = []
        var time = 1.0
        for _ in 0..<6 {
            schedule.saveFailed(at: time)
            let due = try! XCTUnwrap(schedule.nextSave, "a retry is due without any keystroke")
            delays.append(due - time)
            time = due
            schedule.saveStarted()
        }
        XCTAssertEqual(delays, [0.25, 0.5, 1, 2, 2, 2])
        XCTAssertTrue(schedule.isRetrying)
        schedule.saveSucceeded()
        XCTAssertFalse(schedule.isRetrying)
        XCTAssertNil(schedule.nextSave)
    }
}
