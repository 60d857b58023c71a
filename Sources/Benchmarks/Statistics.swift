// Summaries of repeated measurements.

/// The figures a table reports for a set of runs.
enum Statistics {
    /// The middle value (the mean of the two middle values for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count.isMultiple(of: 2)
            ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
    }
}

/// Runs `measure` for each of `subjects`, `runs` times, alternating the order so that drift in
/// the machine's speed falls on all of them alike; returns each subject's measurements.
@MainActor
func interleavedRuns<Subject: Hashable>(
    _ subjects: [Subject], runs: Int, _ measure: (Subject) -> Double
) -> [Subject: [Double]] {
    var results: [Subject: [Double]] = [:]
    for run in 0..<runs {
        let order = run.isMultiple(of: 2) ? subjects : subjects.reversed()
        for subject in order { results[subject, default: []].append(measure(subject)) }
    }
    return results
}
