// Long texts of ordinary prose, for huge-note tests and benchmarks.

/// Prose lines like a long note's: sentences of ~80 bytes (one with accents and Japanese), each
/// line numbered so no two are alike.
///
/// ```swift
/// let body = SampleProse.lines(bytes: 20 * 1_048_576)   // a 20 MB note of ~250,000 lines
/// ```
public enum SampleProse {
    static let sentences = [
        "The quick brown fox jumps over the lazy dog, and then it walks home again.",
        "A note about the meeting: budget, roadmap and hiring were discussed at length.",
        "Elle a écrit une longue lettre à sa sœur, sur le jardin et la pluie — 日本語も少し。",
    ]

    /// Whole lines, at least `bytes` bytes of UTF-8 in all (at most one line more).
    public static func lines(bytes: Int) -> String {
        var text = ""
        text.reserveCapacity(bytes + 200)
        var line = 0
        while text.utf8.count < bytes {
            text += "\(sentences[line % sentences.count]) (\(line))\n"
            line += 1
        }
        return text
    }
}
