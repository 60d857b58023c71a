// When the next automatic save is due: after a pause in typing, never later than a ceiling
// after the first unsaved change, and again and again after a failure, backing off.
//
// Pure: times are seconds on any monotonic clock, given by the caller. The app asks
// `nextSave` after each event and sets one timer for it.

/// The autosave timing rules.
///
/// - a save `pause` seconds after the last change (the user stopped typing);
/// - and never more than `ceiling` seconds after the first unsaved change, however steadily
///   the user types, so a crash or power cut loses at most that much typing;
/// - after a failed save, a retry `retryDelay(afterFailures:)` later (0.25 s doubling to
///   `ceiling`), whether or not the user types, until a save succeeds.
///
/// ```swift
/// var schedule = AutosaveSchedule()
/// schedule.changed(at: now)
/// if let due = schedule.nextSave { timer.fire(at: due) }
/// ```
struct AutosaveSchedule: Equatable {
    /// Seconds of quiet after the last change before it is saved.
    static let pause = 0.5
    /// Seconds after the first unsaved change by which a save starts however steadily the user types.
    static let ceiling = 2.0
    /// The first retry after a failure, doubled at each further failure up to `ceiling`.
    static let firstRetry = 0.25

    /// When the oldest change not yet handed to a save was made.
    private(set) var firstUnsavedChange: Double?
    /// When the newest change not yet handed to a save was made.
    private(set) var lastUnsavedChange: Double?
    /// Failed saves in a row since the last good one.
    private(set) var failuresInARow = 0
    /// When the retry after the last failure is due.
    private(set) var retryTime: Double?

    /// The user changed the note at `time`.
    mutating func changed(at time: Double) {
        if firstUnsavedChange == nil { firstUnsavedChange = time }
        lastUnsavedChange = time
    }

    /// A save of everything changed so far started (automatically or for another reason).
    mutating func saveStarted() {
        firstUnsavedChange = nil
        lastUnsavedChange = nil
        retryTime = nil
    }

    /// The save succeeded: failures are forgotten.
    mutating func saveSucceeded() {
        failuresInARow = 0
        retryTime = nil
    }

    /// The save that started at or before `time` failed: its changes are still unsaved, and
    /// a retry is due after the backoff.
    mutating func saveFailed(at time: Double) {
        failuresInARow += 1
        retryTime = time + Self.retryDelay(afterFailures: failuresInARow)
    }

    /// Seconds from the `failures`-th failure in a row to the retry.
    static func retryDelay(afterFailures failures: Int) -> Double {
        min(ceiling, firstRetry * Double(1 << min(max(failures - 1, 0), 16)))
    }

    /// Whether saving is failing (a retry is pending).
    var isRetrying: Bool { failuresInARow > 0 }

    /// When the next save should start, or nil when nothing waits to be saved.
    var nextSave: Double? {
        if let retryTime { return retryTime }
        guard let first = firstUnsavedChange, let last = lastUnsavedChange else { return nil }
        return min(last + Self.pause, first + Self.ceiling)
    }
}
